import type { SendingSchedule } from '@hirelane/domain/campaigns/sending-schedule.schema';
import type { SequenceStep } from '@hirelane/domain/outreach/next-step';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaign, campaignEnrollment, campaignSequenceVersion } from '../../db/schema/campaigns';
import { candidate } from '../../db/schema/candidates';

export type DueEnrollment = {
  enrollment: typeof campaignEnrollment.$inferSelect;
  steps: SequenceStep[];
  campaign: {
    id: string;
    projectId: string;
    fromEmail: string | null;
    fromLinkedin: string | null;
    schedule: SendingSchedule;
    dailyLimit: number;
    trackOpens: boolean;
    trackClicks: boolean;
  };
  candidate: typeof candidate.$inferSelect;
};

/**
 * Active enrolments of running campaigns whose next step is due, locked for this worker (SKIP
 * LOCKED: workers never wait for each other, nor take the same enrolment). This reads across
 * workspaces by design: it is the engine's queue; every write after it names the row's workspace.
 */
export const lockDueEnrollments = async (
  tx: Executor,
  now: Date,
  limit: number,
): Promise<DueEnrollment[]> => {
  const rows = await tx
    .select({
      enrollment: campaignEnrollment,
      steps: campaignSequenceVersion.steps,
      campaign: {
        id: campaign.id,
        projectId: campaign.projectId,
        config: campaign.config,
        schedule: campaign.schedule,
        dailyLimit: campaign.dailyLimit,
        trackOpens: campaign.trackOpens,
        trackClicks: campaign.trackClicks,
      },
      candidate,
    })
    .from(campaignEnrollment)
    .innerJoin(
      campaign,
      and(
        eq(campaign.id, campaignEnrollment.campaignId),
        eq(campaign.workspaceId, campaignEnrollment.workspaceId),
      ),
    )
    .innerJoin(
      campaignSequenceVersion,
      eq(campaignSequenceVersion.id, campaignEnrollment.sequenceVersionId),
    )
    .innerJoin(
      candidate,
      and(
        eq(candidate.id, campaignEnrollment.candidateId),
        eq(candidate.workspaceId, campaignEnrollment.workspaceId),
      ),
    )
    .where(
      and(
        eq(campaignEnrollment.status, 'active'),
        eq(campaign.status, true),
        lte(campaignEnrollment.nextRunAt, now),
      ),
    )
    .orderBy(asc(campaignEnrollment.nextRunAt))
    .limit(limit)
    .for('update', { of: campaignEnrollment, skipLocked: true });
  return rows.map((row) => ({
    enrollment: row.enrollment,
    steps: row.steps,
    candidate: row.candidate,
    campaign: {
      id: row.campaign.id,
      projectId: row.campaign.projectId,
      fromEmail: row.campaign.config.from_email,
      fromLinkedin: row.campaign.config.from_linkedin,
      schedule: row.campaign.schedule,
      dailyLimit: row.campaign.dailyLimit,
      trackOpens: row.campaign.trackOpens,
      trackClicks: row.campaign.trackClicks,
    },
  }));
};
