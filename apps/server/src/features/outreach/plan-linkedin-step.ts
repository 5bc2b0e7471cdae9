import {
  ICE_BREAKER_VARIABLE,
  type VariableValues,
} from '@hirelane/domain/campaigns/template-variables';
import {
  linkedinActionText,
  requiresConnection,
} from '@hirelane/domain/linkedin/linkedin-action-rules';
import { isLinkedinActionType } from '@hirelane/domain/linkedin/linkedin-limits';
import { mayContact, type ContactFacts } from '@hirelane/domain/outreach/contact-rulebook';
import { nextWindowStart } from '@hirelane/domain/outreach/sending-window';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { candidateValues } from '../campaigns/previews/get-preview-values';
import { findSenderProfile } from '../campaigns/previews/preview-values-store';
import { fillSchedulingLink } from './scheduling-link-value';
import { NO_PROFILE_REASON, refuseEnrollment } from './contact-refusals';
import type { DueEnrollment } from './due-enrollment-store';
import { holdEnrollment, updateEnrollment } from './enrollment-progress-store';
import type { OutreachContext } from './outreach-context';
import { writePersonalizedOpener } from './write-personalized-opener';
import { findLinkedinSender, insertPlannedAction } from './linkedin-plan-store';

export const NO_LINKEDIN_SENDER_REASON = 'Not sent: the campaign has no LinkedIn sender.';
export const LINKEDIN_SENDER_GONE_REASON =
  'Not sent: the LinkedIn account chosen for this campaign is no longer connected.';
export const linkedinSenderProblemReason = (problem: string) =>
  `Not sent: the LinkedIn sender can't act (${problem}).`;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * A LinkedIn step of one enrolment (decision 045): its note or message filled for the candidate
 * now (a missing value holds them, as for e-mail), due at the next opening of the campaign's
 * window, and stored as the one action of (enrolment, step). The enrolment then waits for the
 * action's result (next_run_at null); with automation off the action is a task for the member.
 */
export const planLinkedinStep = async (
  app: AppContext,
  tx: Executor,
  context: OutreachContext,
  due: DueEnrollment,
  index: number,
  now: Date,
  facts: ContactFacts,
): Promise<void> => {
  const { enrollment, candidate } = due;
  const workspaceId = enrollment.workspaceId;
  const step = due.steps[index];
  const hold = (reason: string) => holdEnrollment(tx, workspaceId, enrollment.id, reason, now);
  if (!step || !isLinkedinActionType(step.type)) return;

  const accountId = due.campaign.fromLinkedin;
  if (!accountId) return hold(NO_LINKEDIN_SENDER_REASON);
  const account = isUuid(accountId)
    ? await findLinkedinSender(tx, workspaceId, accountId)
    : undefined;
  if (!account) return hold(LINKEDIN_SENDER_GONE_REASON);
  if (account.errorMessage) return hold(linkedinSenderProblemReason(account.errorMessage));
  const contact = mayContact(facts, { channel: 'linkedin', now, purpose: 'sequence' });
  if (!contact.allowed) return refuseEnrollment(tx, workspaceId, enrollment.id, contact, now);
  // The rulebook has checked it; this only tells the compiler.
  if (!candidate.linkedinUrl) return hold(NO_PROFILE_REASON);

  const profile = await findSenderProfile(tx, account.userId, workspaceId);
  const values: VariableValues = {
    sender_first_name: profile?.firstName ?? null,
    sender_last_name: profile?.lastName ?? null,
    sender_full_name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null,
    sender_company: profile?.company ?? null,
    ...(await context.jobValues(workspaceId, due.campaign.projectId)),
    ...candidateValues(candidate),
  };
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
  const template = `${textOf(step.config.note)} ${textOf(step.config.message)}`;
  if (template.includes(ICE_BREAKER_VARIABLE)) {
    try {
      values[ICE_BREAKER_VARIABLE] = await writePersonalizedOpener(
        app.text,
        candidate,
        values.job_title ?? null,
      );
    } catch (error) {
      return hold(
        `Not sent: the Personalized Opener could not be written (${error instanceof Error ? error.message : 'unknown error'}).`,
      );
    }
  }
  const noLink = await fillSchedulingLink(app, tx, due, values, [template]);
  if (noLink) return hold(noLink);
  const text = linkedinActionText(step.type, step.config, values);
  if (!text.ok) return hold(text.reason);

  await insertPlannedAction(tx, {
    workspaceId,
    enrollmentId: enrollment.id,
    stepId: step.step_id,
    stepType: step.type,
    accountId: account.id,
    candidateId: candidate.id,
    profileUrl: candidate.linkedinUrl,
    text: text.text,
    requiresConnection: requiresConnection(due.steps, index),
    mode: account.automationEnabled ? 'automatic' : 'manual',
    scheduledAt: nextWindowStart(due.campaign.schedule, now),
  });
  await updateEnrollment(tx, workspaceId, enrollment.id, {
    stepIndex: index + 1,
    nextRunAt: null,
    heldReason: null,
  });
};
