import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import {
  CONTACT_REVEAL_DO_NOT_CONTACT,
  CONTACT_REVEAL_NOT_CONFIGURED,
  REVEAL_MESSAGES,
  type RevealContactResult,
} from '@hirelane/domain/candidates/contact-reveal.schema';
import { startFakePeopleData, type FakePeopleData } from '@hirelane/test-servers/people-data';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { grantCredits } from '../billing/grant-credits';
import { readBalance } from '../billing/credit-ledger-store';
import { projectKit, type Kit } from '../projects/project.test-kit';

/** Contact reveal (issue 16's first paid action) against a fake People Data Labs server. */

let t: TestApp;
let pdl: FakePeopleData;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let project: { _id: string };
let people = 0;

const grant = (workspace: string, amount: number, key: string) =>
  grantCredits(t.app.db, workspace, { amount, reason: 'admin', idempotencyKey: key });

/** A person in the project, known to the fake provider by their LinkedIn URL when `known`. */
const personIn = async (
  who: { cookie: string; workspace: string },
  projectId: string,
  known: { work_email?: string; mobile_phone?: string } | null,
  profile: Record<string, unknown> = {},
) => {
  people += 1;
  const linkedin = `https://www.linkedin.com/in/reveal-person-${people}`;
  if (known) pdl.addPerson({ full_name: `Person ${people}`, linkedin_url: linkedin, ...known });
  return (
    await kit.addCandidate(who.cookie, who.workspace, projectId, {
      first_name: `Person ${people}`,
      linkedin_url: linkedin,
      ...profile,
    })
  ).candidate_id;
};

const reveal = (who: { cookie: string; workspace: string }, candidateId: string, body = {}) =>
  call(t, 'POST', `/api/candidate/${candidateId}/reveal-contact`, { ...who, body });

const debitsFor = async (candidateId: string) =>
  (
    await t.pool.query<{ amount: number; idempotency_key: string }>(
      `select amount, idempotency_key from credit_ledger where kind = 'debit' and object_id = $1`,
      [candidateId],
    )
  ).rows;

beforeAll(async () => {
  pdl = await startFakePeopleData();
  t = await createTestApp({ PEOPLE_DATA_API_URL: pdl.baseUrl, PEOPLE_DATA_API_KEY: pdl.apiKey });
  kit = projectKit(t, 177);
  owner = await kit.owner('reveal-owner@example.com');
  project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Reveal' });
  await grant(owner.workspace, 5, 'reveal-seed');
});

afterAll(async () => {
  await t?.close();
  await pdl?.close();
});

describe('POST /api/candidate/{id}/reveal-contact', () => {
  it('writes the found e-mail and phone and charges one credit, once for a double click', async () => {
    const id = await personIn(owner, project._id, {
      work_email: 'Found.Person@Work.Example',
      mobile_phone: '+44 20 7946 0018',
    });
    const before = (await readBalance(t.app.db, owner.workspace)).balance;
    const [first, second] = await Promise.all([reveal(owner, id), reveal(owner, id)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const outcomes = [first, second].map((r) => (r.json().data as RevealContactResult).outcome);
    expect(outcomes).toContain('revealed');
    const revealed = [first, second].find(
      (r) => (r.json().data as RevealContactResult).outcome === 'revealed',
    )!;
    expect(revealed.json()).toMatchObject({
      success: true,
      message: REVEAL_MESSAGES.revealed,
      data: {
        email: 'found.person@work.example',
        phone_numbers: ['+44 20 7946 0018'],
        added: { email: 'found.person@work.example', phone_numbers: ['+44 20 7946 0018'] },
        credits_charged: 1,
        balance: before - 1,
      },
    });
    expect(await debitsFor(id)).toEqual([{ amount: -1, idempotency_key: `contact_reveal:${id}` }]);
    expect((await readBalance(t.app.db, owner.workspace)).balance).toBe(before - 1);

    // Later: already revealed, nothing charged, the provider not asked again.
    const asked = pdl.requests.length;
    const again = await reveal(owner, id);
    expect(again.json()).toMatchObject({
      message: REVEAL_MESSAGES.already_revealed,
      data: { outcome: 'already_revealed', credits_charged: 0 },
    });
    expect(pdl.requests.length).toBe(asked);
    expect(await debitsFor(id)).toHaveLength(1);

    const page = await kit.getCandidate(owner.cookie, owner.workspace, id, project._id);
    expect(page.profile.email).toBe('found.person@work.example');
    expect(page.contact_reveal).toEqual({
      configured: true,
      revealed_at: expect.any(String) as string,
    });
  });

  it('asks the provider with the API key and the LinkedIn profile', async () => {
    const id = await personIn(owner, project._id, { mobile_phone: '+1 415 555 0100' });
    expect((await reveal(owner, id)).statusCode).toBe(200);
    const request = pdl.requests.at(-1)!;
    expect(request.path).toBe('/v5/person/enrich');
    expect(request.apiKey).toBe(pdl.apiKey);
    expect(request.params.profile).toMatch(/linkedin\.com\/in\/reveal-person-/);
  });

  it('charges nothing when the provider knows nobody, or nothing new', async () => {
    const before = (await readBalance(t.app.db, owner.workspace)).balance;
    const unknown = await personIn(owner, project._id, null);
    const none = await reveal(owner, unknown);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({
      message: 'No e-mail or phone was found for this person. No credits were charged.',
      data: { outcome: 'no_match', credits_charged: 0 },
    });
    const same = await personIn(
      owner,
      project._id,
      { work_email: 'same@example.com' },
      { email: 'same@example.com' },
    );
    expect((await reveal(owner, same)).json()).toMatchObject({
      data: { outcome: 'nothing_new', credits_charged: 0 },
    });
    expect(await debitsFor(unknown)).toEqual([]);
    expect(await debitsFor(same)).toEqual([]);
    expect((await readBalance(t.app.db, owner.workspace)).balance).toBe(before);
  });

  it('refuses with the ledger message at zero balance, before the provider is called', async () => {
    const broke = await kit.owner('reveal-broke@example.com', 'Broke Team');
    const brokeProject = await kit.createProject(broke.cookie, broke.workspace, { name: 'B' });
    const id = await personIn(broke, brokeProject._id, { work_email: 'costly@example.com' });
    const asked = pdl.requests.length;
    const refused = await reveal(broke, id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      message: insufficientCreditsMessage(1, 0),
    });
    expect(pdl.requests.length).toBe(asked);
    const page = await kit.getCandidate(broke.cookie, broke.workspace, id);
    expect(page.profile.email).toBeNull();
  });

  it('does not look up a person marked do-not-contact', async () => {
    const id = await personIn(owner, project._id, { work_email: 'dnc@example.com' });
    const marked = await call(t, 'PUT', `/api/candidate/${id}/do-not-contact`, {
      ...owner,
      body: { do_not_contact: true, reason: 'Asked us not to' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const asked = pdl.requests.length;
    const refused = await reveal(owner, id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CONTACT_REVEAL_DO_NOT_CONTACT);
    expect(pdl.requests.length).toBe(asked);
  });

  it("answers 404 for another workspace's person and for a member without the project", async () => {
    const id = await personIn(owner, project._id, { work_email: 'hidden@example.com' });
    const stranger = await kit.owner('reveal-stranger@example.com', 'Stranger Team');
    await grant(stranger.workspace, 5, 'stranger-seed');
    const viaOwn = await reveal(stranger, id);
    expect(viaOwn.statusCode).toBe(404);
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'reveal-mate@example.com');
    const hidden = await reveal({ cookie: mate.cookie, workspace: owner.workspace }, id);
    expect(hidden.statusCode).toBe(404);
    const withProject = await reveal({ cookie: mate.cookie, workspace: owner.workspace }, id, {
      project_id: project._id,
    });
    expect(withProject.statusCode).toBe(404);
    expect(await debitsFor(id)).toEqual([]);
    expect(
      (await kit.getCandidate(owner.cookie, owner.workspace, id)).contact_reveal.revealed_at,
    ).toBeNull();
  });
});

describe('contact reveal without a provider', () => {
  let bare: TestApp;
  afterAll(async () => bare?.close());

  it('refuses with how to configure it, and the candidate says it is not configured', async () => {
    bare = await createTestApp();
    const bareKit = projectKit(bare, 178);
    const who = await bareKit.owner('reveal-bare@example.com');
    const bareProject = await bareKit.createProject(who.cookie, who.workspace, { name: 'Bare' });
    const { candidate_id: id } = await bareKit.addCandidate(
      who.cookie,
      who.workspace,
      bareProject._id,
      {
        first_name: 'Nobody',
        linkedin_url: 'https://www.linkedin.com/in/nobody-bare',
      },
    );
    const refused = await call(bare, 'POST', `/api/candidate/${id}/reveal-contact`, {
      ...who,
      body: {},
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CONTACT_REVEAL_NOT_CONFIGURED);
    expect((await bareKit.getCandidate(who.cookie, who.workspace, id)).contact_reveal).toEqual({
      configured: false,
      revealed_at: null,
    });
  });
});
