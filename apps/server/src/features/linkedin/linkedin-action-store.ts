import type { SendingSchedule } from '@hirelane/domain/campaigns/sending-schedule.schema';
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linkedinAccount } from '../../db/schema/accounts';
import { candidate } from '../../db/schema/candidates';
import { linkedinAction, linkedinMessage } from '../../db/schema/linkedin';

export type LinkedinActionRow = typeof linkedinAction.$inferSelect;

/** Actions the account had handed out in the last day and week, by type (the limits). */
export const countClaimedActions = async (
  tx: Executor,
  workspaceId: string,
  accountId: string,
  now: Date,
): Promise<{ day: Record<string, number>; week: Record<string, number> }> => {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const rows = await tx
    .select({
      type: linkedinAction.stepType,
      day: sql<number>`count(*) filter (where ${linkedinAction.claimedAt} > ${dayAgo.toISOString()})::int`,
      week: sql<number>`count(*)::int`,
    })
    .from(linkedinAction)
    .where(
      and(
        eq(linkedinAction.workspaceId, workspaceId),
        eq(linkedinAction.accountId, accountId),
        gt(linkedinAction.claimedAt, weekAgo),
        inArray(linkedinAction.status, ['claimed', 'done', 'failed']),
      ),
    )
    .groupBy(linkedinAction.stepType);
  const counts = { day: {} as Record<string, number>, week: {} as Record<string, number> };
  for (const row of rows) {
    counts.day[row.type] = row.day;
    counts.week[row.type] = row.week;
  }
  return counts;
};

export type ClaimableAction = LinkedinActionRow & {
  candidateName: string;
  /** The campaign's sending window; null for an inbox reply (a person answering, not a step). */
  schedule: SendingSchedule | null;
};

/**
 * Due automatic actions of the account whose sequence still runs (active enrolment of a running
 * campaign) or that answer an inbox thread, never claimed or with an expired lease, locked for
 * this claim (SKIP LOCKED).
 */
export const lockClaimableActions = async (
  tx: Executor,
  workspaceId: string,
  accountId: string,
  now: Date,
  limit: number,
): Promise<ClaimableAction[]> => {
  const result = await tx.execute(sql`
    select a.id, c.schedule, coalesce(nullif(p.full_name, ''), 'the candidate') as candidate_name
      from linkedin_action a
      left join campaign_enrollment e on e.id = a.enrollment_id and e.workspace_id = a.workspace_id
      left join campaign c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
      join candidate p on p.id = a.candidate_id and p.workspace_id = a.workspace_id
     where a.workspace_id = ${workspaceId} and a.account_id = ${accountId}
       and a.mode = 'automatic'
       and (a.status = 'scheduled' or (a.status = 'claimed' and a.lease_until < ${now.toISOString()}))
       and a.scheduled_at <= ${now.toISOString()}
       and (a.enrollment_id is null or (e.status = 'active' and c.status = true))
     order by a.scheduled_at, a.id
     limit ${limit}
       for update of a skip locked`);
  const extra = new Map(
    result.rows.map((row) => [
      row.id as string,
      {
        schedule: (row.schedule ?? null) as ClaimableAction['schedule'],
        candidateName: row.candidate_name as string,
      },
    ]),
  );
  if (extra.size === 0) return [];
  const rows = await tx
    .select()
    .from(linkedinAction)
    .where(
      and(
        eq(linkedinAction.workspaceId, workspaceId),
        inArray(linkedinAction.id, [...extra.keys()]),
      ),
    );
  return rows
    .map((row) => ({ ...row, ...extra.get(row.id)! }))
    .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.id.localeCompare(b.id));
};

export const updateAction = async (
  tx: Executor,
  workspaceId: string,
  actionId: string,
  patch: Partial<typeof linkedinAction.$inferInsert>,
): Promise<void> => {
  await tx
    .update(linkedinAction)
    .set(patch)
    .where(and(eq(linkedinAction.workspaceId, workspaceId), eq(linkedinAction.id, actionId)));
};

/** One action of the workspace, locked (a result or a task done). */
export const lockAction = async (tx: Executor, workspaceId: string, actionId: string) => {
  const [row] = await tx
    .select()
    .from(linkedinAction)
    .where(and(eq(linkedinAction.workspaceId, workspaceId), eq(linkedinAction.id, actionId)))
    .for('update');
  return row;
};

export const setAccountCursor = async (
  tx: Executor,
  workspaceId: string,
  accountId: string,
  nextActionAt: Date,
): Promise<void> => {
  await tx
    .update(linkedinAccount)
    .set({ nextActionAt })
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.id, accountId)));
};

/** The member's account, locked: claims of one account run one after the other. */
export const lockMemberAccount = async (tx: Executor, workspaceId: string, userId: string) => {
  const [row] = await tx
    .select()
    .from(linkedinAccount)
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.userId, userId)))
    .for('update');
  return row;
};

/** A LinkedIn message of a candidate's thread (joins the inbox thread by trigger); once only. */
export const insertLinkedinMessage = async (
  tx: Executor,
  message: typeof linkedinMessage.$inferInsert,
): Promise<boolean> => {
  const inserted = await tx
    .insert(linkedinMessage)
    .values(message)
    .onConflictDoNothing()
    .returning({ id: linkedinMessage.id });
  return inserted.length > 0;
};

/** The account's waiting actions become tasks (manual) or jobs of the extension (automatic). */
export const setWaitingActionsMode = async (
  tx: Executor,
  workspaceId: string,
  accountId: string,
  mode: 'automatic' | 'manual',
): Promise<void> => {
  await tx
    .update(linkedinAction)
    .set({ mode })
    .where(
      and(
        eq(linkedinAction.workspaceId, workspaceId),
        eq(linkedinAction.accountId, accountId),
        eq(linkedinAction.status, 'scheduled'),
        // Inbox replies are no campaign tasks: they wait for automation to be on again.
        isNotNull(linkedinAction.enrollmentId),
      ),
    );
};

/**
 * The sequence a LinkedIn conversation with the person belongs to: the enrolment of the newest
 * action this account performed for them (so their reply joins that project's inbox thread).
 */
export const conversationEnrollment = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
  accountId: string,
): Promise<string | null> => {
  const [row] = await tx
    .select({ enrollmentId: linkedinAction.enrollmentId })
    .from(linkedinAction)
    .where(
      and(
        eq(linkedinAction.workspaceId, workspaceId),
        eq(linkedinAction.candidateId, candidateId),
        eq(linkedinAction.accountId, accountId),
      ),
    )
    .orderBy(desc(linkedinAction.createdAt), desc(linkedinAction.id))
    .limit(1);
  return row?.enrollmentId ?? null;
};

/** The workspace's person with this normalised LinkedIn URL (decision 006). */
export const findCandidateByLinkedinKey = async (
  tx: Executor,
  workspaceId: string,
  key: string,
) => {
  const [row] = await tx
    .select({ id: candidate.id })
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.linkedinKey, key)));
  return row;
};

/** The projects whose campaigns the person is running in (or waiting for). */
export const runningProjectsOf = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<string[]> => {
  const result = await tx.execute(sql`
    select distinct c.project_id from campaign_enrollment e
      join campaign c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
     where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
       and e.status in ('waiting', 'active')`);
  return result.rows.map((row) => row.project_id as string);
};
