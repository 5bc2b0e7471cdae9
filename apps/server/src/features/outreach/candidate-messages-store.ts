import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  campaign,
  campaignDelivery,
  campaignEnrollment,
  campaignSequenceVersion,
} from '../../db/schema/campaigns';
import { emailMessage } from '../../db/schema/outreach';
import { whatsappMessage } from '../../db/schema/whatsapp';
import { visibleProject } from '../candidates/candidate-visibility-store';

/** Who reads: only the projects this member can see count. */
export type CandidateViewer = { workspaceMemberId: string; seesAll: boolean };

const seenBy = (viewer: CandidateViewer) => (projectId: AnyPgColumn) =>
  visibleProject(projectId, viewer.workspaceMemberId, viewer.seesAll);

/** The person's enrolments in the campaigns of projects the viewer can see, oldest first. */
export const listCandidateEnrollments = (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  viewer: CandidateViewer,
) => {
  const seen = seenBy(viewer);
  return (
    db
      .select({
        enrollment: campaignEnrollment,
        projectId: campaign.projectId,
        steps: campaignSequenceVersion.steps,
        pendingStepId: campaignDelivery.stepId,
        pendingAt: campaignDelivery.scheduledAt,
      })
      .from(campaignEnrollment)
      .innerJoin(campaign, eq(campaign.id, campaignEnrollment.campaignId))
      // The message planned and not sent yet (at most one per enrolment: the engine plans the
      // next step only once the last one was sent).
      .leftJoin(
        campaignDelivery,
        and(
          eq(campaignDelivery.workspaceId, campaignEnrollment.workspaceId),
          eq(campaignDelivery.enrollmentId, campaignEnrollment.id),
          inArray(campaignDelivery.status, ['scheduled', 'sending']),
        ),
      )
      .leftJoin(
        campaignSequenceVersion,
        eq(campaignSequenceVersion.id, campaignEnrollment.sequenceVersionId),
      )
      .where(
        and(
          eq(campaignEnrollment.workspaceId, workspaceId),
          eq(campaignEnrollment.candidateId, candidateId),
          seen(campaign.projectId),
        ),
      )
      .orderBy(asc(campaignEnrollment.enrolledAt))
  );
};

/** The person's e-mail thread, sent and received, oldest first. */
export const listCandidateThread = (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  viewer: CandidateViewer,
) => {
  const seen = seenBy(viewer);
  return db
    .select({
      message: emailMessage,
      openedAt: campaignDelivery.openedAt,
      clickedAt: campaignDelivery.clickedAt,
    })
    .from(emailMessage)
    .leftJoin(campaignDelivery, eq(campaignDelivery.id, emailMessage.deliveryId))
    .leftJoin(campaignEnrollment, eq(campaignEnrollment.id, emailMessage.enrollmentId))
    .leftJoin(campaign, eq(campaign.id, campaignEnrollment.campaignId))
    .where(
      and(
        eq(emailMessage.workspaceId, workspaceId),
        eq(emailMessage.candidateId, candidateId),
        // Mail of a campaign stays in its project: only the sequences the caller can see.
        or(isNull(campaign.id), seen(campaign.projectId)),
      ),
    )
    .orderBy(asc(emailMessage.at));
};

/** The person's WhatsApp conversation: sent and received messages, oldest first. */
export const listCandidateWhatsapp = (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  viewer: CandidateViewer,
) => {
  const seen = seenBy(viewer);
  return db
    .select({ message: whatsappMessage })
    .from(whatsappMessage)
    .leftJoin(campaignEnrollment, eq(campaignEnrollment.id, whatsappMessage.enrollmentId))
    .leftJoin(campaign, eq(campaign.id, campaignEnrollment.campaignId))
    .where(
      and(
        eq(whatsappMessage.workspaceId, workspaceId),
        eq(whatsappMessage.candidateId, candidateId),
        inArray(whatsappMessage.status, ['sent', 'delivered', 'read', 'received']),
        or(isNull(campaign.id), seen(campaign.projectId)),
      ),
    )
    .orderBy(asc(whatsappMessage.at));
};
