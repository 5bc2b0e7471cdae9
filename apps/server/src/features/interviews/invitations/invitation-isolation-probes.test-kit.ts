import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import { DEFAULT_INVITATION_TEMPLATE } from '@hirelane/domain/interviews/invitations.schema';
import { call, type TestApp } from '../../../../test/test-app';
import type { World } from '../../../../test/tenant-isolation-probes';
import { victimCharlieProject } from '../interview-isolation-probes.test-kit';
import { savedPlan } from './invitation.test-kit';

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_NAME = 'Victim Invitee Secretname';
const VICTIM_EMAIL = 'victim.invitee@example.com';

type VictimInvitation = { projectId: string; candidateId: string; invitationId: string };
const invitations = new WeakMap<TestApp, Promise<VictimInvitation>>();

/** An invited person of the victim's charlie project (the row written directly: no credits). */
const victimInvitation = (t: TestApp, w: World): Promise<VictimInvitation> => {
  const existing = invitations.get(t);
  if (existing) return existing;
  const created = (async () => {
    const projectId = await victimCharlieProject(t, w);
    const added = await call(t, 'POST', `/api/project/${projectId}/candidate/add`, {
      cookie: w.victimCookie,
      workspace: w.victimWorkspace,
      body: { source: 'chrome_extension', full_name: VICTIM_NAME, email: VICTIM_EMAIL },
    });
    const candidateId = (added.json().data as { candidate_id: string }).candidate_id;
    const {
      rows: [row],
    } = await t.pool.query<{ id: string }>(
      `insert into interview_invitation (workspace_id, project_id, candidate_id, token_hash, email,
                                         plan, settings, expires_at)
       values ($1, $2, $3, md5(random()::text), $4, $5, $6, now() + interval '7 days') returning id`,
      [
        w.victimWorkspace,
        projectId,
        candidateId,
        VICTIM_EMAIL,
        JSON.stringify(savedPlan()),
        JSON.stringify(DEFAULT_INTERVIEW_SETTINGS),
      ],
    );
    return { projectId, candidateId, invitationId: row!.id };
  })();
  invitations.set(t, created);
  return created;
};

const victimRows = async (t: TestApp, w: World) =>
  (
    await t.pool.query<Record<string, unknown>>(
      `select id, token_hash, sent_at, expires_at, revoked_at, reminders_sent
         from interview_invitation where workspace_id = $1 order by id`,
      [w.victimWorkspace],
    )
  ).rows;

/** Refused through the victim's workspace (403) and through the outsider's (404), nothing changed. */
const bothWays =
  (
    method: InjectOptions['method'],
    suffix: (victim: VictimInvitation) => string,
    body?: (victim: VictimInvitation) => unknown,
  ): Probe =>
  async (t, w) => {
    const victim = await victimInvitation(t, w);
    const url = `/api/project/${victim.projectId}/interview/invitations${suffix(victim)}`;
    const before = await victimRows(t, w);
    const mailsBefore = t.mails.length;
    for (const [workspace, status] of [
      [w.victimWorkspace, 403],
      [w.outsiderWorkspace, 404],
    ] as const) {
      const response = await call(t, method, url, {
        cookie: w.outsiderCookie,
        workspace,
        body: body?.(victim),
      });
      expect(response.statusCode, `${url} via ${status === 403 ? 'victim' : 'own'}`).toBe(status);
      expect(response.body).not.toContain(VICTIM_NAME);
      expect(response.body).not.toContain(VICTIM_EMAIL);
    }
    expect(await victimRows(t, w)).toEqual(before);
    expect(t.mails.length).toBe(mailsBefore);
    const outsiderRows = await t.pool.query(
      'select 1 from interview_invitation where workspace_id = $1',
      [w.outsiderWorkspace],
    );
    expect(outsiderRows.rowCount).toBe(0);
  };

export const INVITATION_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/interview/invitations': bothWays('GET', () => ''),
  'GET /api/project/:id/interview/invitations/candidates': bothWays('GET', () => '/candidates'),
  'POST /api/project/:id/interview/invitations/preview': bothWays(
    'POST',
    () => '/preview',
    (victim) => ({ candidate_id: victim.candidateId, ...DEFAULT_INVITATION_TEMPLATE }),
  ),
  'POST /api/project/:id/interview/invitations/send': bothWays(
    'POST',
    () => '/send',
    (victim) => ({ candidate_ids: [victim.candidateId], ...DEFAULT_INVITATION_TEMPLATE }),
  ),
  'POST /api/project/:id/interview/invitations/:invitationId/resend': bothWays(
    'POST',
    (victim) => `/${victim.invitationId}/resend`,
  ),
  'POST /api/project/:id/interview/invitations/:invitationId/revoke': bothWays(
    'POST',
    (victim) => `/${victim.invitationId}/revoke`,
  ),
};

/**
 * A member of the victim's workspace who is not in the charlie project (decision 014): the
 * project's people are hidden like an unknown project (404), and nothing of them is shown.
 */
export const INVITATION_INSIDER_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/interview/invitations/candidates': async (t, w) => {
    const victim = await victimInvitation(t, w);
    const response = await call(
      t,
      'GET',
      `/api/project/${victim.projectId}/interview/invitations/candidates`,
      { cookie: w.insiderCookie, workspace: w.victimWorkspace },
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(VICTIM_NAME);
    expect(response.body).not.toContain(VICTIM_EMAIL);
  },
};
