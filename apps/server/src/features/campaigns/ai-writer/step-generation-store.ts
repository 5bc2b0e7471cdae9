import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { stepDraftSchema, type StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import {
  generateStepsRequest,
  stepGenerationSchema,
  textProviderInfoSchema,
  type GenerateStepsRequest,
  type StepGeneration,
  type TextProviderInfo,
} from '@hirelane/domain/campaigns/step-generation.schema';
import type { Executor } from '../../../db/client';
import { stepGeneration } from '../../../db/schema/campaigns';

export type StepGenerationRow = typeof stepGeneration.$inferSelect;
type Status = StepGeneration['status'];

export const toStepGeneration = (row: StepGenerationRow): StepGeneration => ({
  _id: row.id,
  campaign_id: row.campaignId,
  project_id: row.projectId,
  status: stepGenerationSchema.shape.status.parse(row.status),
  generated_steps: z.array(stepDraftSchema).parse(row.generatedSteps),
  error: row.error,
  provider: textProviderInfoSchema.parse(row.provider),
  request: generateStepsRequest.parse(row.request),
  created_at: row.createdAt.toISOString(),
});

export const insertStepGeneration = async (
  tx: Executor,
  values: {
    workspaceId: string;
    campaignId: string;
    projectId: string;
    createdBy: string;
    request: GenerateStepsRequest;
    provider: TextProviderInfo;
  },
): Promise<StepGenerationRow> => {
  const [row] = await tx.insert(stepGeneration).values(values).returning();
  if (!row) throw new Error('step generation insert returned nothing');
  return row;
};

/** Runs still open (running or waiting for a decision) are replaced by a new one. */
export const discardOpenGenerations = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<void> => {
  await tx
    .update(stepGeneration)
    .set({ status: 'discarded', updatedAt: sql`now()` })
    .where(
      and(
        eq(stepGeneration.workspaceId, workspaceId),
        eq(stepGeneration.campaignId, campaignId),
        inArray(stepGeneration.status, ['running', 'ready']),
      ),
    );
};

export const findStepGeneration = async (
  db: Executor,
  workspaceId: string,
  generationId: string,
  options: { lock?: boolean } = {},
): Promise<StepGenerationRow | undefined> => {
  const query = db
    .select()
    .from(stepGeneration)
    .where(and(eq(stepGeneration.workspaceId, workspaceId), eq(stepGeneration.id, generationId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

export const findLatestStepGeneration = async (
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<StepGenerationRow | undefined> => {
  const [row] = await db
    .select()
    .from(stepGeneration)
    .where(
      and(eq(stepGeneration.workspaceId, workspaceId), eq(stepGeneration.campaignId, campaignId)),
    )
    .orderBy(desc(stepGeneration.createdAt), desc(stepGeneration.id))
    .limit(1);
  return row;
};

/** Ends a run; a run discarded or replaced meanwhile stays as it is. */
export const finishStepGeneration = async (
  db: Executor,
  workspaceId: string,
  generationId: string,
  outcome: { status: 'ready'; steps: StepDraft[] } | { status: 'failed'; error: string },
): Promise<void> => {
  await db
    .update(stepGeneration)
    .set(
      outcome.status === 'ready'
        ? { status: 'ready', generatedSteps: outcome.steps, error: null, updatedAt: sql`now()` }
        : { status: 'failed', error: outcome.error, updatedAt: sql`now()` },
    )
    .where(
      and(
        eq(stepGeneration.workspaceId, workspaceId),
        eq(stepGeneration.id, generationId),
        eq(stepGeneration.status, 'running'),
      ),
    );
};

export const setStepGenerationStatus = async (
  db: Executor,
  workspaceId: string,
  generationId: string,
  status: Extract<Status, 'accepted' | 'discarded'>,
): Promise<void> => {
  await db
    .update(stepGeneration)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(stepGeneration.workspaceId, workspaceId), eq(stepGeneration.id, generationId)));
};
