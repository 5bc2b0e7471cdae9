import { fillTemplate, missingVariables } from '@hirelane/domain/campaigns/render-template';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import { WHATSAPP_MESSAGE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import { mayContact } from '@hirelane/domain/outreach/contact-rulebook';
import { nextWindowStart } from '@hirelane/domain/outreach/sending-window';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { candidateValues } from '../campaigns/previews/get-preview-values';
import { fillSchedulingLink } from './scheduling-link-value';
import { readContactFacts } from '../candidates/read-contact-facts';
import type { DueEnrollment } from './due-enrollment-store';
import { holdEnrollment, updateEnrollment } from './enrollment-progress-store';
import type { OutreachContext } from './outreach-context';
import { findWhatsappSender, insertPlannedWhatsapp } from './whatsapp-plan-store';

export const WHATSAPP_NOT_CONFIGURED_REASON =
  'Not sent: WhatsApp is not configured on this server (WAHA_API_URL, WAHA_API_KEY, WAHA_WEBHOOK_SECRET).';
export const NO_WHATSAPP_ACCOUNT_REASON =
  'Not sent: no WhatsApp account is connected (Connect WhatsApp).';
export const WHATSAPP_FAILED_REASON =
  'Not sent: the WhatsApp account has FAILED; pair the phone again on Connect WhatsApp.';
export const WHATSAPP_TEMPLATE_HELD_REASON =
  "Not sent: WhatsApp template steps need a WhatsApp Business account, which can't send yet in this version. Remove this step from the campaign and the sequence goes on.";
const tooLongReason = (length: number) =>
  `Not sent: the message has ${length} characters once its variables are filled; WhatsApp allows at most ${WHATSAPP_MESSAGE_MAX}.`;

/**
 * A WhatsApp step of one enrolment (decision 048): the contact rulebook first (quiet hours wait
 * until they end, any other "no" holds with its words), then the message filled for the
 * candidate, stored as the one message of (enrolment, step) due at the campaign's next window.
 * The enrolment then waits (next_run_at null) until the sender reports the gateway accepted it.
 */
export const planWhatsappStep = async (
  app: AppContext,
  tx: Executor,
  context: OutreachContext,
  due: DueEnrollment,
  index: number,
  now: Date,
): Promise<void> => {
  const { enrollment, candidate } = due;
  const workspaceId = enrollment.workspaceId;
  const step = due.steps[index];
  const hold = (reason: string) => holdEnrollment(tx, workspaceId, enrollment.id, reason, now);
  if (!step) return;
  if (step.type === 'auto_whatsapp_template_send') return hold(WHATSAPP_TEMPLATE_HELD_REASON);
  if (!app.config.waha) return hold(WHATSAPP_NOT_CONFIGURED_REASON);
  const account = await findWhatsappSender(tx, workspaceId);
  if (!account) return hold(NO_WHATSAPP_ACCOUNT_REASON);
  if (account.status !== 'WORKING') return hold(WHATSAPP_FAILED_REASON);

  const facts = await readContactFacts(tx, workspaceId, candidate);
  // The gateway is the recruiter's own phone: Meta's 24-hour window binds the Cloud API only.
  const decision = mayContact(facts, { channel: 'whatsapp', now, purpose: 'sequence' });
  if (!decision.allowed) {
    if (decision.retryAt)
      return updateEnrollment(tx, workspaceId, enrollment.id, {
        heldReason: `Waiting: ${decision.message}`,
        nextRunAt: decision.retryAt,
      });
    return hold(`Not sent: ${decision.message}`);
  }

  const values: VariableValues = {
    ...(await context.jobValues(workspaceId, due.campaign.projectId)),
    ...candidateValues(candidate),
  };
  const template = typeof step.config.message === 'string' ? step.config.message : '';
  const noLink = await fillSchedulingLink(app, tx, due, values, [template]);
  if (noLink) return hold(noLink);
  const missing = missingVariables(template, values);
  if (missing.length > 0)
    return hold(`Not sent: no value for ${missing.map((name) => `{{${name}}}`).join(', ')}.`);
  const body = fillTemplate(template, values).trim();
  if (body.length > WHATSAPP_MESSAGE_MAX) return hold(tooLongReason(body.length));

  await insertPlannedWhatsapp(tx, {
    workspaceId,
    candidateId: candidate.id,
    enrollmentId: enrollment.id,
    stepId: step.step_id,
    accountId: account.id,
    direction: 'outbound',
    status: 'scheduled',
    toPhone: facts.phoneE164,
    fromPhone: account.phone ? `+${account.phone}` : null,
    body,
    scheduledAt: nextWindowStart(due.campaign.schedule, now),
  });
  await updateEnrollment(tx, workspaceId, enrollment.id, {
    stepIndex: index + 1,
    nextRunAt: null,
    heldReason: null,
  });
};
