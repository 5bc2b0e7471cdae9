import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaign, campaignStatusChange, campaignStep } from '../../db/schema/campaigns';

export type CampaignRow = typeof campaign.$inferSelect;

export const findCampaign = async (
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<CampaignRow | undefined> => {
  const [row] = await db
    .select()
    .from(campaign)
    .where(and(eq(campaign.workspaceId, workspaceId), eq(campaign.id, campaignId)));
  return row;
};

export const countCampaignSteps = async (
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(campaignStep)
    .where(and(eq(campaignStep.workspaceId, workspaceId), eq(campaignStep.campaignId, campaignId)));
  return row?.value ?? 0;
};

export type CampaignPatch = Partial<
  Pick<CampaignRow, 'config' | 'schedule' | 'dailyLimit' | 'status' | 'trackOpens' | 'trackClicks'>
> & { launch?: boolean };

/** Writes the given fields; `launch` also stamps launched_at on the first launch. */
export const updateCampaign = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
  { launch, ...patch }: CampaignPatch,
): Promise<void> => {
  await tx
    .update(campaign)
    .set({
      ...patch,
      ...(launch ? { launchedAt: sql`coalesce(${campaign.launchedAt}, now())` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(campaign.workspaceId, workspaceId), eq(campaign.id, campaignId)));
};

/** A launch or a pause that changed the status, for the activity feed (same transaction). */
export const recordCampaignStatusChange = async (
  tx: Executor,
  workspaceId: string,
  change: { campaignId: string; projectId: string; running: boolean; userId: string },
): Promise<void> => {
  await tx.insert(campaignStatusChange).values({
    workspaceId,
    campaignId: change.campaignId,
    projectId: change.projectId,
    running: change.running,
    changedByUserId: change.userId,
  });
};
