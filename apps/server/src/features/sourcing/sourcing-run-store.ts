import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MatchReason } from '@hirelane/domain/search/talent-search.schema';
import type { SourcingHelper } from '@hirelane/domain/sourcing/sourcing.schema';
import type { Executor } from '../../db/client';
import { sourcingRun, sourcingRunCandidate } from '../../db/schema/sourcing';

export type SourcingRunRow = typeof sourcingRun.$inferSelect;
export type SourcingReasonRow = typeof sourcingRunCandidate.$inferSelect;

export const insertSourcingRun = async (
  db: Executor,
  values: {
    id: string;
    workspaceId: string;
    projectId: string;
    createdBy: string;
    seesEveryProject: boolean;
    query: string;
    filters: Record<string, unknown>;
    count: number;
    helper: SourcingHelper;
    holdId: string;
  },
): Promise<SourcingRunRow> => {
  const [row] = await db.insert(sourcingRun).values(values).returning();
  if (!row) throw new Error('sourcing run insert returned nothing');
  return row;
};

export const findSourcingRun = async (
  db: Executor,
  workspaceId: string,
  runId: string,
  options: { lock?: boolean } = {},
): Promise<SourcingRunRow | undefined> => {
  const query = db
    .select()
    .from(sourcingRun)
    .where(and(eq(sourcingRun.workspaceId, workspaceId), eq(sourcingRun.id, runId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

/** Progress and status changes of a run (never its search or its hold). */
export const updateSourcingRun = async (
  db: Executor,
  workspaceId: string,
  runId: string,
  values: Partial<
    Pick<
      SourcingRunRow,
      | 'status'
      | 'searched'
      | 'ranked'
      | 'saved'
      | 'creditsCharged'
      | 'message'
      | 'finishedAt'
      | 'cancelRequestedAt'
    >
  >,
): Promise<void> => {
  await db
    .update(sourcingRun)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sourcingRun.workspaceId, workspaceId), eq(sourcingRun.id, runId)));
};

/** Asks a run to stop; false when it had already been asked. */
export const requestSourcingRunCancel = async (
  db: Executor,
  workspaceId: string,
  runId: string,
): Promise<boolean> => {
  const rows = await db
    .update(sourcingRun)
    .set({ cancelRequestedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(sourcingRun.workspaceId, workspaceId),
        eq(sourcingRun.id, runId),
        isNull(sourcingRun.cancelRequestedAt),
      ),
    )
    .returning({ id: sourcingRun.id });
  return rows.length > 0;
};

/** Records why a run saved a person; false when this run had already saved them. */
export const insertSourcingReason = async (
  db: Executor,
  values: {
    workspaceId: string;
    runId: string;
    projectId: string;
    candidateId: string;
    score: number | null;
    reasons: MatchReason[];
    summary: string;
    writtenBy: SourcingHelper;
  },
): Promise<boolean> => {
  const rows = await db
    .insert(sourcingRunCandidate)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: sourcingRunCandidate.id });
  return rows.length > 0;
};

export const countSavedByRun = async (
  db: Executor,
  workspaceId: string,
  runId: string,
): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sourcingRunCandidate)
    .where(
      and(eq(sourcingRunCandidate.workspaceId, workspaceId), eq(sourcingRunCandidate.runId, runId)),
    );
  return row?.n ?? 0;
};

/** The latest reason the agent gave for saving this person to this project. */
export const findSourcingReason = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<SourcingReasonRow | undefined> => {
  const [row] = await db
    .select()
    .from(sourcingRunCandidate)
    .where(
      and(
        eq(sourcingRunCandidate.workspaceId, workspaceId),
        eq(sourcingRunCandidate.projectId, projectId),
        eq(sourcingRunCandidate.candidateId, candidateId),
      ),
    )
    .orderBy(sql`${sourcingRunCandidate.createdAt} desc`)
    .limit(1);
  return row;
};
