import { aiCallConfigSchema } from '@hirelane/domain/campaigns/step-config.schema';
import { CHANNEL_HELD_REASON } from '@hirelane/domain/campaigns/step-channels';
import { mayContact, type ContactFacts } from '@hirelane/domain/outreach/contact-rulebook';
import { nextWindowStart } from '@hirelane/domain/outreach/sending-window';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { insertPlannedCall } from './call-plan-store';
import type { DueEnrollment } from './due-enrollment-store';
import { holdEnrollment, updateEnrollment } from './enrollment-progress-store';

export const INVALID_CALL_STEP_REASON =
  'Not called: this call step is incomplete. Open the campaign and fill in its goal.';
export const notCalledReason = (message: string) => `Not called: ${message}`;

/**
 * An AI call step of one enrolment (decision 047). The contact rulebook decides first: a night
 * where the person lives is waited out (the step runs again when their day starts), any other
 * refusal holds with its reason. Then the call is planned at the campaign window's next opening
 * and the enrolment waits (next_run_at null) until the call's end moves it on. `facts` are the
 * batch's contact facts of the person (read once for the whole batch).
 */
export const planCallStep = async (
  app: AppContext,
  tx: Executor,
  due: DueEnrollment,
  index: number,
  now: Date,
  facts: ContactFacts,
): Promise<void> => {
  const { enrollment, candidate } = due;
  const workspaceId = enrollment.workspaceId;
  const step = due.steps[index];
  const hold = (reason: string) => holdEnrollment(tx, workspaceId, enrollment.id, reason, now);
  if (!step) return;
  if (!app.voice) return hold(CHANNEL_HELD_REASON.ai_call);
  if (!aiCallConfigSchema.safeParse(step.config).success) return hold(INVALID_CALL_STEP_REASON);

  const decision = mayContact(facts, { channel: 'call', now, purpose: 'sequence' });
  if (!decision.allowed) {
    if (decision.reason === 'quiet_hours' && decision.retryAt)
      return updateEnrollment(tx, workspaceId, enrollment.id, {
        nextRunAt: decision.retryAt,
        heldReason: null,
      });
    return hold(notCalledReason(decision.message));
  }
  if (!facts.phoneE164) return hold(notCalledReason('No phone number on file.'));

  await insertPlannedCall(tx, {
    workspaceId,
    enrollmentId: enrollment.id,
    stepId: step.step_id,
    candidateId: candidate.id,
    toNumber: facts.phoneE164,
    scheduledAt: nextWindowStart(due.campaign.schedule, now),
  });
  await updateEnrollment(tx, workspaceId, enrollment.id, {
    stepIndex: index + 1,
    nextRunAt: null,
    heldReason: null,
  });
};
