import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { Executor } from '../../../db/client';
import { campaign, campaignDelivery, campaignStep } from '../../../db/schema/campaigns';

/*
 * The head of a campaign's sequence: the steps being edited. Positions stay 1..n in order.
 * Every write here runs inside a transaction that holds the campaign row FOR UPDATE
 * (lockCampaignRow) and bumps head_version, so a sequence version pinned later sees a whole edit.
 */

export type StepRow = typeof campaignStep.$inferSelect;

/**
 * A step cannot change at all (SPEC 3 can_update false) only while its e-mails are being handed to
 * the mail server: the edit would otherwise race those sends, and "edits reach everyone who has
 * not been sent the step" would not hold at the moment it is saved. Sent steps can be edited.
 */
export const LOCKING_DELIVERY_STATUSES = ['sending'] as const;

/** Locks the campaign row so concurrent step edits (and pins) of this campaign serialise. */
export const lockCampaignRow = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<typeof campaign.$inferSelect | undefined> => {
  const [row] = await tx
    .select()
    .from(campaign)
    .where(and(eq(campaign.workspaceId, workspaceId), eq(campaign.id, campaignId)))
    .for('update');
  return row;
};

export const bumpHeadVersion = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<void> => {
  await tx
    .update(campaign)
    .set({ headVersion: sql`${campaign.headVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(campaign.workspaceId, workspaceId), eq(campaign.id, campaignId)));
};

export const listHeadSteps = (
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<StepRow[]> =>
  db
    .select()
    .from(campaignStep)
    .where(and(eq(campaignStep.workspaceId, workspaceId), eq(campaignStep.campaignId, campaignId)))
    .orderBy(asc(campaignStep.position), asc(campaignStep.createdAt));

export const findHeadStep = async (
  db: Executor,
  workspaceId: string,
  campaignId: string,
  stepId: string,
): Promise<StepRow | undefined> => {
  const [row] = await db
    .select()
    .from(campaignStep)
    .where(
      and(
        eq(campaignStep.workspaceId, workspaceId),
        eq(campaignStep.campaignId, campaignId),
        eq(campaignStep.id, stepId),
      ),
    );
  return row;
};

/** Inserts a step at `position` (1-based), moving the later ones down by one. */
export const insertStepAt = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  draft: StepDraft,
  position: number,
): Promise<StepRow> => {
  await tx
    .update(campaignStep)
    .set({ position: sql`${campaignStep.position} + 1` })
    .where(
      and(
        eq(campaignStep.workspaceId, workspaceId),
        eq(campaignStep.campaignId, campaignId),
        sql`${campaignStep.position} >= ${position}`,
      ),
    );
  const [row] = await tx
    .insert(campaignStep)
    .values({ workspaceId, campaignId, position, type: draft.type, config: draft.config })
    .returning();
  if (!row) throw new Error('campaign step insert returned nothing');
  return row;
};

export const updateStepConfig = async (
  tx: Executor,
  workspaceId: string,
  stepId: string,
  config: StepDraft['config'],
): Promise<StepRow> => {
  const [row] = await tx
    .update(campaignStep)
    .set({ config, updatedAt: sql`now()` })
    .where(and(eq(campaignStep.workspaceId, workspaceId), eq(campaignStep.id, stepId)))
    .returning();
  if (!row) throw new Error('campaign step update returned nothing');
  return row;
};

/** Deletes one step and closes the gap it leaves. */
export const deleteStepAndCompact = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  stepId: string,
): Promise<void> => {
  await tx
    .delete(campaignStep)
    .where(and(eq(campaignStep.workspaceId, workspaceId), eq(campaignStep.id, stepId)));
  await setStepOrder(
    tx,
    workspaceId,
    campaignId,
    (await listHeadSteps(tx, workspaceId, campaignId)).map((step) => step.id),
  );
};

/** Gives the steps positions 1..n in the order of `stepIds` (one statement). */
export const setStepOrder = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  stepIds: string[],
): Promise<void> => {
  if (stepIds.length === 0) return;
  await tx.execute(sql`
    update ${campaignStep} set position = ordered.position::int
      from unnest(${sql.param(stepIds)}::uuid[]) with ordinality as ordered(id, position)
     where ${campaignStep.id} = ordered.id
       and ${campaignStep.workspaceId} = ${workspaceId}
       and ${campaignStep.campaignId} = ${campaignId}`);
};

/**
 * Replaces the whole head with `drafts`, in order, and bumps head_version. The caller checks the
 * rules (paused, no locked step) and passes sanitised drafts (sanitizeStepDraft).
 */
export const replaceCampaignSteps = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  drafts: StepDraft[],
): Promise<void> => {
  await lockCampaignRow(tx, workspaceId, campaignId);
  await tx
    .delete(campaignStep)
    .where(and(eq(campaignStep.workspaceId, workspaceId), eq(campaignStep.campaignId, campaignId)));
  if (drafts.length > 0)
    await tx.insert(campaignStep).values(
      drafts.map((draft, index) => ({
        workspaceId,
        campaignId,
        position: index + 1,
        type: draft.type,
        config: draft.config,
      })),
    );
  await bumpHeadVersion(tx, workspaceId, campaignId);
};

/** The steps among `stepIds` with a delivery being sent right now: they are locked. */
export const lockedStepIds = async (
  db: Executor,
  workspaceId: string,
  stepIds: string[],
): Promise<Set<string>> => {
  if (stepIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ stepId: campaignDelivery.stepId })
    .from(campaignDelivery)
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        inArray(campaignDelivery.stepId, stepIds),
        inArray(campaignDelivery.status, [...LOCKING_DELIVERY_STATUSES]),
      ),
    );
  return new Set(rows.map((row) => row.stepId));
};
