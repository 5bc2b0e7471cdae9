import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import type { StopReason } from '@hirelane/domain/outreach/candidate-messages.schema';
import { countSendingSteps, currentSendingStepNumber } from '@hirelane/domain/outreach/next-step';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  campaign,
  campaignDelivery,
  campaignEnrollment,
  campaignSequenceVersion,
} from '../../db/schema/campaigns';
import { emailMessage } from '../../db/schema/outreach';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from '../candidates/candidate-access';
import { visibleProject } from '../candidates/candidate-store';

/**
 * GET /api/candidate/{candidateID}/messages: where the person is in each campaign (held and
 * stopped with the reason) and their e-mail thread, sent and received, oldest first; only for a
 * person the caller can see, and only the campaigns of projects the caller can see.
 */
export const getCandidateMessages = async (
  db: Database,
  tenant: TenantContext,
  candidateId: string,
): Promise<CandidateMessages> => {
  const { workspaceId } = tenant;
  const { candidate: person, viewer } = await loadCandidateAccess(db, tenant, candidateId);
  const seen = (projectId: AnyPgColumn) =>
    visibleProject(projectId, viewer.workspaceMemberId, viewer.seesAll);
  const [enrollments, messages] = await Promise.all([
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
      .orderBy(asc(campaignEnrollment.enrolledAt)),
    db
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
      .orderBy(asc(emailMessage.at)),
  ]);
  return {
    do_not_contact: person.doNotContactAt !== null,
    do_not_contact_reason: person.doNotContactReason,
    enrollments: enrollments.map(({ enrollment, projectId, steps, pendingStepId, pendingAt }) => {
      const running = enrollment.status === 'active';
      return {
        _id: enrollment.id,
        campaign_id: enrollment.campaignId,
        project_id: projectId,
        status: enrollment.status as CandidateMessages['enrollments'][number]['status'],
        current_step:
          running && steps
            ? currentSendingStepNumber(steps, enrollment.stepIndex, pendingStepId)
            : null,
        total_steps: steps ? countSendingSteps(steps) : 0,
        next_run_at: ((running && pendingAt) || enrollment.nextRunAt)?.toISOString() ?? null,
        held_reason: enrollment.heldReason,
        stop_reason: (enrollment.stopReason as StopReason | null) ?? null,
      };
    }),
    messages: messages.map(({ message, openedAt, clickedAt }) => ({
      _id: message.id,
      direction: message.direction as 'outbound' | 'inbound',
      kind: message.kind as CandidateMessages['messages'][number]['kind'],
      subject: message.subject,
      from: message.fromEmail,
      to: message.toEmail,
      text: message.textBody,
      at: message.at.toISOString(),
      opened_at: openedAt?.toISOString() ?? null,
      clicked_at: clickedAt?.toISOString() ?? null,
    })),
  };
};
