import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import type { StopReason } from '@hirelane/domain/outreach/candidate-messages.schema';
import { countSendingSteps, nextSendingStepNumber } from '@hirelane/domain/outreach/next-step';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campaign,
  campaignDelivery,
  campaignEnrollment,
  campaignSequenceVersion,
} from '../../db/schema/campaigns';
import { candidate } from '../../db/schema/candidates';
import { emailMessage } from '../../db/schema/outreach';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';

/**
 * GET /api/candidate/{candidateID}/messages: where the person is in each campaign (held and
 * stopped with the reason) and their e-mail thread, sent and received, oldest first.
 */
export const getCandidateMessages = async (
  db: Database,
  tenant: TenantContext,
  candidateId: string,
): Promise<CandidateMessages> => {
  const { workspaceId } = tenant;
  const [person] = await db
    .select({ doNotContactAt: candidate.doNotContactAt, reason: candidate.doNotContactReason })
    .from(candidate)
    .where(and(eq(candidate.workspaceId, workspaceId), eq(candidate.id, candidateId)));
  if (!person) throw notFound('Candidate not found.');
  const [enrollments, messages] = await Promise.all([
    db
      .select({
        enrollment: campaignEnrollment,
        projectId: campaign.projectId,
        steps: campaignSequenceVersion.steps,
      })
      .from(campaignEnrollment)
      .innerJoin(campaign, eq(campaign.id, campaignEnrollment.campaignId))
      .leftJoin(
        campaignSequenceVersion,
        eq(campaignSequenceVersion.id, campaignEnrollment.sequenceVersionId),
      )
      .where(
        and(
          eq(campaignEnrollment.workspaceId, workspaceId),
          eq(campaignEnrollment.candidateId, candidateId),
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
      .where(
        and(eq(emailMessage.workspaceId, workspaceId), eq(emailMessage.candidateId, candidateId)),
      )
      .orderBy(asc(emailMessage.at)),
  ]);
  return {
    do_not_contact: person.doNotContactAt !== null,
    do_not_contact_reason: person.reason,
    enrollments: enrollments.map(({ enrollment, projectId, steps }) => ({
      _id: enrollment.id,
      campaign_id: enrollment.campaignId,
      project_id: projectId,
      status: enrollment.status as CandidateMessages['enrollments'][number]['status'],
      next_step:
        enrollment.status === 'active' && steps
          ? nextSendingStepNumber(steps, enrollment.stepIndex)
          : null,
      total_steps: steps ? countSendingSteps(steps) : 0,
      next_run_at: enrollment.nextRunAt?.toISOString() ?? null,
      held_reason: enrollment.heldReason,
      stop_reason: (enrollment.stopReason as StopReason | null) ?? null,
    })),
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
