import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';

/**
 * Probes for the mailbox, candidate-message and e-mail link routes (spread into PROBES): another
 * workspace's member gets 403 naming the victim's workspace and 404 for the victim's ids through
 * their own, and forged e-mail links change nothing.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const victimMailboxId = async (t: TestApp, w: World): Promise<string> => {
  const made = await t.pool.query<{ id: string }>(
    `insert into mailbox (workspace_id, email, provider, status, enabled)
     values ($1, 'victim-box@example.com', 'custom', 'verified', true)
     on conflict (workspace_id, lower(email)) do update set enabled = true returning id`,
    [w.victimWorkspace],
  );
  return made.rows[0]?.id ?? '';
};

const mailboxState = async (t: TestApp, id: string) =>
  (await t.pool.query('select enabled, daily_limit, signature from mailbox where id = $1', [id]))
    .rows[0] as unknown;

const mailboxWrite =
  (method: InjectOptions['method'], path: (id: string) => string, body: unknown): Probe =>
  async (t, w) => {
    const id = await victimMailboxId(t, w);
    const before = await mailboxState(t, id);
    const direct = await call(t, method, path(id), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode).toBe(403);
    const viaOwn = await call(t, method, path(id), {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(viaOwn.statusCode).toBe(404);
    expect(await mailboxState(t, id)).toEqual(before);
  };

const stillContactable = async (t: TestApp, w: World) => {
  const row = await t.pool.query('select do_not_contact_at from candidate where id = $1', [
    w.victimCandidateId,
  ]);
  expect(row.rows[0]).toEqual({ do_not_contact_at: null });
};

const forgedLink =
  (method: InjectOptions['method'], url: string, status: number): Probe =>
  async (t, w) => {
    const response = await call(t, method, url.replace('ID', randomUUID()), {
      cookie: w.outsiderCookie,
    });
    expect(response.statusCode).toBe(status);
    await stillContactable(t, w);
  };

export const OUTREACH_PROBES: Record<string, Probe> = {
  'POST /api/communication/email/account/connect': async (t, w) => {
    const response = await call(t, 'POST', '/api/communication/email/account/connect', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { provider: 'outlook', email: 'x@example.com', password: 'secret' },
    });
    expect(response.statusCode).toBe(403);
  },
  'GET /api/communication/email/account/mailboxes': async (t, w) => {
    await victimMailboxId(t, w);
    const direct = await call(t, 'GET', '/api/communication/email/account/mailboxes', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode).toBe(403);
    const own = await call(t, 'GET', '/api/communication/email/account/mailboxes', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('victim-box@example.com');
  },
  'PUT /api/communication/email/account/update/:id': mailboxWrite(
    'PUT',
    (id) => `/api/communication/email/account/update/${id}`,
    { enabled: false, daily_limit: 3, signature: 'hijacked' },
  ),
  'PUT /api/communication/email/account/delete/:id': mailboxWrite(
    'PUT',
    (id) => `/api/communication/email/account/delete/${id}`,
    undefined,
  ),
  'GET /api/candidate/:candidateID/messages': async (t, w) => {
    const path = `/api/candidate/${w.victimCandidateId}/messages`;
    const direct = await call(t, 'GET', path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode).toBe(403);
    const viaOwn = await call(t, 'GET', path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(viaOwn.statusCode).toBe(404);
  },
  'GET /u/:token': forgedLink('GET', '/u/ID.forgedsignature', 404),
  'POST /u/:token': forgedLink('POST', '/u/ID.forgedsignature', 404),
  'GET /t/o/:token': forgedLink('GET', '/t/o/ID.forgedsignature.gif', 200),
  'GET /t/c/:token': forgedLink('GET', '/t/c/ID.forgedsignature?u=https%3A%2F%2Fevil.example', 404),
};

/** The person's e-mail thread as a member of the victim's workspace without their project. */
export const OUTREACH_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'GET /api/candidate/:candidateID/messages': async (t, w) => {
    await t.pool.query(
      `insert into email_message (workspace_id, candidate_id, direction, kind, message_id,
                                  subject, from_email, to_email, text_body)
       values ($1, $2, 'inbound', 'reply', $3, 'Re: Victim Engineer', 'grace.victim@example.com',
               'victim@example.com', 'Grace Victim would love to talk')`,
      [w.victimWorkspace, w.victimCandidateId, `<${randomUUID()}@example.com>`],
    );
    await hiddenFromInsider('GET', () => `/api/candidate/${w.victimCandidateId}/messages`)(t, w);
  },
};
