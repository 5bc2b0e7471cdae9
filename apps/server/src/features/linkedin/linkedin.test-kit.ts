import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import { startWaitingEnrollments } from '../campaigns/campaign-enrollment-store';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';

/** The Origin the browser extension sends (the test app's EXTENSION_ID). */
export const extensionOrigin = (t: TestApp) => `chrome-extension://${t.app.config.extensionId}`;

/** A request shaped as the extension sends it: session cookie, workspace, extension Origin. */
export const fromExtension = (
  t: TestApp,
  as: As,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) =>
  call(t, method, path, {
    ...as,
    headers: { origin: extensionOrigin(t) },
    ...(body !== undefined ? { body } : {}),
  });

/** Reports `name` as the signed-in LinkedIn member and confirms it on the page: the account id. */
export const connectLinkedin = async (
  t: TestApp,
  as: As,
  name: string,
  profileUrl: string,
): Promise<string> => {
  const reported = await fromExtension(t, as, 'POST', '/api/extension/linkedin/identity', {
    full_name: name,
    profile_url: profileUrl,
  });
  expect(reported.statusCode, reported.body).toBe(200);
  const confirmed = await call(t, 'POST', '/api/linkedin/account/confirm', {
    ...as,
    body: { profile_url: profileUrl },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return (confirmed.json().data as { account: { id: string } }).account.id;
};

export const linkedinKit = (t: TestApp, subnet: number) => {
  const kit = campaignKit(t, subnet);

  /** A running campaign with these steps, sent from `accountId`, and people started on it. */
  const runningCampaign = async (
    owner: As,
    name: string,
    steps: unknown[],
    accountId: string,
    people: { full_name: string; linkedin_url?: string; email?: string }[],
  ) => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name });
    const campaignId = project.linked_campaign;
    for (const step of steps) await kit.addStep(owner, campaignId, step);
    const settings = await kit.api(owner).settings(campaignId, {
      from_linkedin: accountId,
      schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const candidateIds: string[] = [];
    for (const person of people) {
      const added = await kit.addCandidate(owner.cookie, owner.workspace, project._id, person);
      candidateIds.push(added.candidate_id);
    }
    const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
      candidate_ids: candidateIds,
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.pool.query('update campaign set status = true where id = $1', [campaignId]);
    await t.app.db.transaction((tx) => startWaitingEnrollments(tx, owner.workspace, campaignId));
    return { projectId: project._id, campaignId, candidateIds };
  };

  const actionsOf = async (candidateId: string) =>
    (
      await t.pool.query<{
        id: string;
        step_type: string;
        status: string;
        mode: string;
        text: string | null;
        requires_connection: boolean;
      }>(
        `select id, step_type, status, mode, text, requires_connection from linkedin_action
          where candidate_id = $1 order by created_at, id`,
        [candidateId],
      )
    ).rows;

  const enrolmentOf = async (candidateId: string) =>
    (
      await t.pool.query<{
        status: string;
        step_index: number;
        held_reason: string | null;
        stop_reason: string | null;
        next_run_at: Date | null;
      }>(
        `select status, step_index, held_reason, stop_reason, next_run_at
           from campaign_enrollment where candidate_id = $1`,
        [candidateId],
      )
    ).rows[0];

  return { ...kit, runningCampaign, actionsOf, enrolmentOf };
};
