import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import type { StopReason } from '@hirelane/domain/outreach/candidate-messages.schema';
import { countSendingSteps, currentSendingStepNumber } from '@hirelane/domain/outreach/next-step';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from '../candidates/candidate-access';
import {
  listCandidateEnrollments,
  listCandidateThread,
  listCandidateWhatsapp,
} from './candidate-messages-store';

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
  const [enrollments, messages, whatsapp] = await Promise.all([
    listCandidateEnrollments(db, workspaceId, candidateId, viewer),
    listCandidateThread(db, workspaceId, candidateId, viewer),
    listCandidateWhatsapp(db, workspaceId, candidateId, viewer),
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
    whatsapp_messages: whatsapp.map(({ message }) => ({
      _id: message.id,
      direction: message.direction === 'inbound' ? 'inbound' : 'outbound',
      status: message.status,
      text: message.body ?? '',
      at: message.at.toISOString(),
    })),
  };
};
