import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaign, campaignStep } from '../../db/schema/campaigns';

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

export const listCampaignSteps = (db: Executor, workspaceId: string, campaignId: string) =>
  db
    .select({ id: campaignStep.id, type: campaignStep.type, position: campaignStep.position })
    .from(campaignStep)
    .where(and(eq(campaignStep.workspaceId, workspaceId), eq(campaignStep.campaignId, campaignId)))
    .orderBy(asc(campaignStep.position), asc(campaignStep.createdAt));
