import { CALL_PLACING_LEASE_MS } from '@hirelane/domain/calls/call-rules';
import type { SequenceStep } from '@hirelane/domain/outreach/next-step';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiCall } from '../../db/schema/calls';
import { candidate } from '../../db/schema/candidates';

export type CallRow = typeof aiCall.$inferSelect;
export type CallPatch = Partial<Omit<typeof aiCall.$inferInsert, 'id' | 'workspaceId'>>;

/** A claimed call with what placing it needs: the person, the step and the campaign's project. */
export type ClaimedCall = {
  call: CallRow;
  candidate: typeof candidate.$inferSelect;
  step: SequenceStep | undefined;
  projectId: string | null;
};

/**
 * Due calls of every workspace, moved to `placing` for this worker (SKIP LOCKED: two workers
 * never dial the same call). The engine's queue reads across workspaces by design; every write
 * after it names the row's workspace.
 */
export const claimDueCalls = async (
  tx: Executor,
  now: Date,
  limit: number,
): Promise<ClaimedCall[]> => {
  const claimed = await tx.execute<{ id: string }>(sql`
    update ai_call set status = 'placing', placing_since = ${now.toISOString()}
     where id in (select id from ai_call
                   where status = 'scheduled' and scheduled_at <= ${now.toISOString()}
                     -- Only for a running campaign: a paused one dials nobody until it runs again.
                     and exists (select 1 from campaign_enrollment e
                                   join campaign c on c.id = e.campaign_id
                                    and c.workspace_id = e.workspace_id
                                  where e.id = ai_call.enrollment_id
                                    and e.workspace_id = ai_call.workspace_id
                                    and e.status = 'active' and c.status = true)
                   order by scheduled_at limit ${limit}
                   for update skip locked)
    returning id`);
  const ids = claimed.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await tx.execute<{
    id: string;
    steps: SequenceStep[] | null;
    project_id: string | null;
  }>(sql`
    select a.id, v.steps, c.project_id
      from ai_call a
      left join campaign_enrollment e on e.id = a.enrollment_id and e.workspace_id = a.workspace_id
      left join campaign_sequence_version v on v.id = e.sequence_version_id
      left join campaign c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
     where a.id in (${sql.join(
       ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`);
  const result: ClaimedCall[] = [];
  for (const row of rows.rows) {
    const [found] = await tx
      .select({ call: aiCall, candidate })
      .from(aiCall)
      .innerJoin(
        candidate,
        and(eq(candidate.id, aiCall.candidateId), eq(candidate.workspaceId, aiCall.workspaceId)),
      )
      .where(eq(aiCall.id, row.id));
    if (!found) continue;
    result.push({
      ...found,
      step: (row.steps ?? []).find((step) => step.step_id === found.call.stepId),
      projectId: row.project_id,
    });
  }
  return result;
};

/**
 * Claims that no answer and no status message confirmed within the lease go back to the queue
 * (their worker stopped while dialling). Answers how many.
 */
export const takeBackStaleClaims = async (tx: Executor, now: Date): Promise<number> => {
  const taken = await tx.execute(sql`
    update ai_call
       set status = 'scheduled', placing_since = null, scheduled_at = ${now.toISOString()},
           detail = 'Dialling again: the worker stopped before the provider confirmed the call.'
     where status = 'placing'
       and placing_since < ${new Date(now.getTime() - CALL_PLACING_LEASE_MS).toISOString()}`);
  return taken.rowCount ?? 0;
};

/**
 * Writes a patch only while the call is still being placed: a status message or the end-of-call
 * report may have overtaken the provider's answer to POST /call, and what they wrote stays.
 */
export const updatePlacingCall = async (
  tx: Executor,
  workspaceId: string,
  callId: string,
  patch: CallPatch,
): Promise<boolean> => {
  const updated = await tx
    .update(aiCall)
    .set(patch)
    .where(
      and(eq(aiCall.workspaceId, workspaceId), eq(aiCall.id, callId), eq(aiCall.status, 'placing')),
    )
    .returning({ id: aiCall.id });
  return updated.length > 0;
};

export const updateCall = async (
  tx: Executor,
  workspaceId: string,
  callId: string,
  patch: CallPatch,
): Promise<void> => {
  await tx
    .update(aiCall)
    .set(patch)
    .where(and(eq(aiCall.workspaceId, workspaceId), eq(aiCall.id, callId)));
};

/**
 * The call a provider message is about: by the provider's call id, or by our id echoed in the
 * call's metadata (a message may overtake the answer of POST /call). Across workspaces by design:
 * the signed message names the call, not the tenant.
 */
export const findCallOfMessage = async (
  db: Executor,
  providerCallId: string,
  ourCallId: string | null,
): Promise<CallRow | undefined> => {
  const [byProvider] = await db
    .select()
    .from(aiCall)
    .where(eq(aiCall.providerCallId, providerCallId));
  if (byProvider) return byProvider;
  if (!ourCallId || !/^[0-9a-f-]{36}$/i.test(ourCallId)) return undefined;
  const [byOurs] = await db.select().from(aiCall).where(eq(aiCall.id, ourCallId));
  return byOurs && (byOurs.providerCallId ?? providerCallId) === providerCallId
    ? byOurs
    : undefined;
};

export const lockCall = async (
  tx: Executor,
  workspaceId: string,
  callId: string,
): Promise<CallRow | undefined> => {
  const [row] = await tx
    .select()
    .from(aiCall)
    .where(and(eq(aiCall.workspaceId, workspaceId), eq(aiCall.id, callId)))
    .for('update');
  return row;
};

/** The next attempt of an unanswered call. */
export const insertRetry = async (
  tx: Executor,
  call: CallRow,
  scheduledAt: Date,
): Promise<void> => {
  await tx
    .insert(aiCall)
    .values({
      workspaceId: call.workspaceId,
      enrollmentId: call.enrollmentId,
      stepId: call.stepId,
      candidateId: call.candidateId,
      toNumber: call.toNumber,
      attempt: call.attempt + 1,
      status: 'scheduled',
      scheduledAt,
    })
    .onConflictDoNothing();
};

export const listCallsOf = (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<CallRow[]> =>
  db
    .select()
    .from(aiCall)
    .where(and(eq(aiCall.workspaceId, workspaceId), eq(aiCall.candidateId, candidateId)))
    .orderBy(desc(aiCall.createdAt), desc(aiCall.attempt));

/** Projects whose campaign runs a sequence of the person (the engaging sub-stage goes there). */
export const runningProjectsOfCandidate = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<string[]> => {
  const result = await tx.execute<{ project_id: string }>(sql`
    select distinct c.project_id from campaign_enrollment e
      join campaign c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
     where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
       and e.status in ('waiting', 'active')`);
  return result.rows.map((row) => row.project_id);
};
