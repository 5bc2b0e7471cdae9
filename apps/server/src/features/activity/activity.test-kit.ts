import type { TestApp } from '../../../test/test-app';

/** Facts the feed reads, written straight into their tables (their writers are tested elsewhere). */
export const activityFacts = (t: TestApp) => {
  const one = async (text: string, values: unknown[]): Promise<string> => {
    const result = await t.pool.query<{ id: string }>(text, values);
    const id = result.rows[0]?.id;
    if (!id) throw new Error('insert returned no row');
    return id;
  };

  /** A candidate enrolled in the campaign, and their reply at `at`. */
  const reply = async (
    workspace: string,
    campaignId: string,
    candidateId: string,
    text: string,
    at: string,
  ) => {
    const enrollment = await one(
      `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status, stop_reason)
       values ($1, $2, $3, 'stopped', 'replied')
       on conflict (campaign_id, candidate_id) do update set status = 'stopped' returning id`,
      [workspace, campaignId, candidateId],
    );
    return one(
      `insert into email_message (workspace_id, candidate_id, enrollment_id, direction, kind, message_id, text_body, at)
       values ($1, $2, $3, 'inbound', 'reply', gen_random_uuid()::text, $4, $5) returning id`,
      [workspace, candidateId, enrollment, text, at],
    );
  };

  const importFinished = (workspace: string, projectId: string, at: string) =>
    one(
      `insert into import_job (workspace_id, project_id, kind, status, created_count, updated_count,
                               merged_count, rejected_count, finished_at)
       values ($1, $2, 'csv', 'completed', 12, 3, 1, 2, $3) returning id`,
      [workspace, projectId, at],
    );

  const statusChange = (
    workspace: string,
    campaignId: string,
    projectId: string,
    running: boolean,
    at: string,
  ) =>
    one(
      `insert into campaign_status_change (workspace_id, campaign_id, project_id, running, changed_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [workspace, campaignId, projectId, running, at],
    );

  /** A completed interview, scored with `verdict` (null: still pending). */
  const interview = async (
    workspace: string,
    projectId: string,
    candidateId: string,
    at: string,
    verdict: string | null,
  ) => {
    const invitation = await one(
      `insert into interview_invitation
         (workspace_id, project_id, candidate_id, token_hash, email, plan, settings, expires_at, completed_at)
       values ($1, $2, $3, md5(random()::text), 'c@example.com', '{}', '{}', now() + interval '7 days', $4)
       returning id`,
      [workspace, projectId, candidateId, at],
    );
    const evaluation = await one(
      `insert into interview_evaluation (workspace_id, invitation_id, status, verdict)
       values ($1, $2, $3, $4) returning id`,
      [workspace, invitation, verdict ? 'scored' : 'pending', verdict],
    );
    return { invitation, evaluation };
  };

  /** `count` moves of one pipeline link, all at the same instant (ties the cursor must order). */
  const moves = async (workspace: string, linkId: string, count: number, at: string) => {
    await t.pool.query(
      `insert into stage_history (workspace_id, project_candidate_id, from_stage, to_stage, moved_at)
       select $1, $2, 'shortlisted', 'in_campaign', $4 from generate_series(1, $3)`,
      [workspace, linkId, count, at],
    );
  };

  const linkOf = (projectId: string, candidateId: string) =>
    one('select id from project_candidate where project_id = $1 and candidate_id = $2', [
      projectId,
      candidateId,
    ]);

  return { reply, importFinished, statusChange, interview, moves, linkOf };
};
