import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit } from '../projects/project.test-kit';
import { linkToken } from './tracking-links';

/*
 * The unsubscribe link of a campaign e-mail, called exactly as its callers call it: the mail
 * providers' RFC 8058 one-click POST (server to server: no cookie, no Origin, a form body) and the
 * recipient's browser on the link's page (the app sends `Referrer-Policy: no-referrer`, so
 * Chromium posts the page's form with `Origin: null`).
 */

let t: TestApp;
let kit: ReturnType<typeof projectKit>;
let owner: { cookie: string; workspace: string };
let projectId: string;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 93);
  owner = await kit.owner('unsubscribe-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Unsubscribe' });
  projectId = project._id;
  campaignId = project.linked_campaign;
});
afterAll(async () => {
  await t?.close();
});

/** A person with a running sequence and one sent e-mail; the path of its unsubscribe link. */
const mailedPerson = async (email: string) => {
  const { candidate_id: candidateId } = await kit.addCandidate(
    owner.cookie,
    owner.workspace,
    projectId,
    { first_name: 'Mailed', last_name: 'Person', email },
  );
  const enrollment = await t.pool.query<{ id: string }>(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
     values ($1, $2, $3, 'active') returning id`,
    [owner.workspace, campaignId, candidateId],
  );
  const delivery = await t.pool.query<{ id: string }>(
    `insert into campaign_delivery (workspace_id, enrollment_id, step_id, status)
     values ($1, $2, gen_random_uuid(), 'sent') returning id`,
    [owner.workspace, enrollment.rows[0]?.id],
  );
  const token = linkToken(t.config.sessionSecret, 'unsubscribe', delivery.rows[0]?.id ?? '');
  return { candidateId, path: `/u/${token}` };
};

const stateOf = async (candidateId: string) => {
  const person = await t.pool.query<{ dnc: boolean; reason: string | null }>(
    'select do_not_contact_at is not null as dnc, do_not_contact_reason as reason from candidate where id = $1',
    [candidateId],
  );
  const sequence = await t.pool.query<{ status: string; stop_reason: string | null }>(
    'select status, stop_reason from campaign_enrollment where candidate_id = $1',
    [candidateId],
  );
  return { ...person.rows[0], sequence: sequence.rows[0] };
};

const UNSUBSCRIBED = {
  dnc: true,
  reason: 'Unsubscribed from a campaign e-mail',
  sequence: { status: 'stopped', stop_reason: 'unsubscribed' },
};

/** A raw request, with only the headers given (no cookie, no Origin unless named). */
const post = (path: string, headers: Record<string, string>, payload?: string) =>
  t.fastify.inject({ method: 'POST', url: path, headers, ...(payload ? { payload } : {}) });

describe('the unsubscribe link of a campaign e-mail', () => {
  it("accepts Gmail's RFC 8058 one-click POST", async () => {
    const person = await mailedPerson('gmail-user@gmail.com');
    const response = await post(
      person.path,
      {
        'user-agent': 'Mozilla/5.0 (compatible; Gmail Actions)',
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'gzip, deflate, br',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('You are unsubscribed');
    expect(await stateOf(person.candidateId)).toEqual(UNSUBSCRIBED);
  });

  it("accepts Outlook's one-click POST (form body with a charset)", async () => {
    const person = await mailedPerson('outlook-user@outlook.com');
    const response = await post(
      person.path,
      {
        'user-agent': 'Microsoft Office/16.0 (Microsoft Outlook Web; Pro)',
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        accept: '*/*',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(person.candidateId)).toEqual(UNSUBSCRIBED);
  });

  it('accepts the multipart/form-data encoding RFC 8058 prefers', async () => {
    const person = await mailedPerson('multipart-user@yahoo.com');
    const boundary = '----hirelane-test-boundary';
    const response = await post(
      person.path,
      {
        'user-agent': 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(person.candidateId)).toEqual(UNSUBSCRIBED);
  });

  it("accepts the page's own button: Chromium posts the empty form with Origin: null", async () => {
    const person = await mailedPerson('browser-user@example.org');
    const page = await t.fastify.inject({ method: 'GET', url: person.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const response = await post(person.path, {
      origin: 'null',
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '0',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('You are unsubscribed');
    expect(await stateOf(person.candidateId)).toEqual(UNSUBSCRIBED);
  });

  it('accepts a POST from another site: the token is the authority', async () => {
    const person = await mailedPerson('webmail-user@example.net');
    const response = await post(
      person.path,
      {
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(person.candidateId)).toEqual(UNSUBSCRIBED);
  });

  it('answers a repeated one-click POST with the same confirmation', async () => {
    const person = await mailedPerson('twice@example.com');
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await post(person.path, headers, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect((await post(person.path, headers, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect(await stateOf(person.candidateId)).toEqual(UNSUBSCRIBED);
  });

  it('changes nothing for a forged token, from any origin', async () => {
    const person = await mailedPerson('forged@example.com');
    const forged = person.path.slice(0, -4) + 'AAAA';
    const response = await post(
      forged,
      { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(response.statusCode).toBe(404);
    expect(await stateOf(person.candidateId)).toEqual({
      dnc: false,
      reason: null,
      sequence: { status: 'active', stop_reason: null },
    });
  });
});
