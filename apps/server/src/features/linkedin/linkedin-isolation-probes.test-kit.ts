import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_PROFILE = 'https://www.linkedin.com/in/victim-recruiter';

/**
 * The victim's LinkedIn account (with a reported identity) and one action of theirs, planned for
 * their candidate, each created once per world.
 */
const victimLinkedin = async (t: TestApp, w: World): Promise<{ actionId: string }> => {
  await t.pool.query(
    `insert into linkedin_account (workspace_id, user_id, full_name, profile_url)
     select $1, u.id, 'Victim Recruiter', $2 from "user" u where u.email = 'victim@example.com'
     on conflict do nothing`,
    [w.victimWorkspace, VICTIM_PROFILE],
  );
  await t.pool.query(
    `insert into linkedin_identity_report (workspace_id, user_id, full_name, profile_url)
     select $1, u.id, 'Victim Recruiter', $2 from "user" u where u.email = 'victim@example.com'
     on conflict do nothing`,
    [w.victimWorkspace, VICTIM_PROFILE],
  );
  const enrollment = await t.pool.query<{ id: string }>(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
     values ($1, $2, $3, 'active')
     on conflict (campaign_id, candidate_id) do update set status = excluded.status
     returning id`,
    [w.victimWorkspace, w.victimCampaignId, w.victimCandidateId],
  );
  const action = await t.pool.query<{ id: string }>(
    `insert into linkedin_action (workspace_id, enrollment_id, step_id, step_type, account_id,
       candidate_id, profile_url, text, status, mode, scheduled_at, lease_token, lease_until)
     select $1, $2, '00000000-0000-4000-8000-000000000045', 'auto_linkedin_invite', a.id, $3,
            'https://linkedin.com/in/grace-victim', 'Hi Grace Victim', 'claimed', 'automatic',
            now(), '00000000-0000-4000-8000-000000000001', now() + interval '1 hour'
       from linkedin_account a where a.workspace_id = $1
     on conflict (enrollment_id, step_id) do update set status = linkedin_action.status
     returning id`,
    [w.victimWorkspace, enrollment.rows[0]?.id, w.victimCandidateId],
  );
  return { actionId: action.rows[0]?.id ?? '' };
};

const SECRETS = ['Victim Recruiter', 'victim-recruiter', 'Grace Victim', 'grace-victim'];

const extensionHeaders = (t: TestApp) => ({
  origin: `chrome-extension://${t.app.config.extensionId}`,
});

/**
 * A route called by the outsider: through the victim's workspace it is refused (403); through
 * their own it answers `ownStatus` and shows nothing of the victim's.
 */
const probe =
  (
    method: 'GET' | 'POST' | 'PUT',
    path: (ids: { actionId: string }) => string,
    ownStatus: number,
    body?: unknown,
    extension = false,
  ): Probe =>
  async (t, w) => {
    const ids = await victimLinkedin(t, w);
    const headers = extension ? extensionHeaders(t) : {};
    const options = (workspace: string) => ({
      cookie: w.outsiderCookie,
      workspace,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const direct = await call(t, method, path(ids), options(w.victimWorkspace));
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, method, path(ids), options(w.outsiderWorkspace));
    expect(own.statusCode, own.body).toBe(ownStatus);
    for (const secret of SECRETS) expect(own.body).not.toContain(secret);
    // Nothing of the victim's changed.
    const state = await t.pool.query<{ status: string; error_message: string | null }>(
      `select a.status, l.error_message from linkedin_action a
         join linkedin_account l on l.id = a.account_id where a.id = $1`,
      [ids.actionId],
    );
    expect(state.rows).toEqual([{ status: 'claimed', error_message: null }]);
  };

const LEASE = '00000000-0000-4000-8000-000000000001';

export const LINKEDIN_PROBES: Record<string, Probe> = {
  'GET /api/linkedin/connection': probe('GET', () => '/api/linkedin/connection', 200),
  'POST /api/linkedin/account/confirm': probe('POST', () => '/api/linkedin/account/confirm', 422, {
    profile_url: VICTIM_PROFILE,
  }),
  'PUT /api/linkedin/account/settings': probe('PUT', () => '/api/linkedin/account/settings', 422, {
    automation_enabled: false,
  }),
  'GET /api/linkedin/tasks': probe('GET', () => '/api/linkedin/tasks', 200),
  'POST /api/linkedin/tasks/:id/done': probe(
    'POST',
    ({ actionId }) => `/api/linkedin/tasks/${actionId}/done`,
    404,
  ),
  'POST /api/extension/linkedin/identity': probe(
    'POST',
    () => '/api/extension/linkedin/identity',
    200,
    { full_name: 'Outsider', profile_url: 'https://linkedin.com/in/outsider' },
    true,
  ),
  'POST /api/extension/linkedin/health': probe(
    'POST',
    () => '/api/extension/linkedin/health',
    422,
    { state: 'restricted' },
    true,
  ),
  'POST /api/extension/linkedin/actions/claim': probe(
    'POST',
    () => '/api/extension/linkedin/actions/claim',
    200,
    { max: 5 },
    true,
  ),
  'POST /api/extension/linkedin/actions/:id/result': probe(
    'POST',
    ({ actionId }) => `/api/extension/linkedin/actions/${actionId}/result`,
    404,
    { lease_token: LEASE, outcome: 'done' },
    true,
  ),
  'POST /api/extension/linkedin/messages': probe(
    'POST',
    () => '/api/extension/linkedin/messages',
    422,
    {
      profile_url: 'https://linkedin.com/in/grace-victim',
      text: 'Hi',
      sent_at: new Date().toISOString(),
    },
    true,
  ),
};
