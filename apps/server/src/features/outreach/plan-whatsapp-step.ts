import { fillTemplate, missingVariables } from '@hirelane/domain/campaigns/render-template';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import { WHATSAPP_MESSAGE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import { mayContact } from '@hirelane/domain/outreach/contact-rulebook';
import { nextWindowStart } from '@hirelane/domain/outreach/sending-window';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { candidateValues } from '../campaigns/previews/get-preview-values';
import { readContactFacts } from '../candidates/read-contact-facts';
import { fillSchedulingLink } from './scheduling-link-value';
import type { DueEnrollment } from './due-enrollment-store';
import { holdEnrollment, updateEnrollment } from './enrollment-progress-store';
import type { OutreachContext } from './outreach-context';
import { cloudTemplateMessage } from './cloud-template-message';
import {
  findStepTemplate,
  findWhatsappBusinessSender,
  findWhatsappSender,
  insertPlannedWhatsapp,
} from './whatsapp-plan-store';

export const WHATSAPP_NOT_CONFIGURED_REASON =
  'Not sent: WhatsApp is not configured on this server (WAHA_API_URL, WAHA_API_KEY, WAHA_WEBHOOK_SECRET), and no WhatsApp Business account is connected.';
export const NO_WHATSAPP_ACCOUNT_REASON =
  'Not sent: no WhatsApp account is connected (Connect WhatsApp).';
export const WHATSAPP_FAILED_REASON =
  'Not sent: the WhatsApp account has FAILED; pair the phone again on Connect WhatsApp.';
export const NO_WHATSAPP_BUSINESS_REASON =
  'Not sent: WhatsApp template steps are sent by a WhatsApp Business account; connect one on Connect WhatsApp.';
export const WHATSAPP_BUSINESS_FAILED_REASON =
  'Not sent: the WhatsApp Business account has FAILED; connect it again on Connect WhatsApp.';
export const TEMPLATE_NOT_APPROVED_REASON =
  'Not sent: the WhatsApp template is not approved by Meta (sync the templates on Connect WhatsApp, or choose another).';
const tooLongReason = (length: number) =>
  `Not sent: the message has ${length} characters once its variables are filled; WhatsApp allows at most ${WHATSAPP_MESSAGE_MAX}.`;

/**
 * A WhatsApp step of one enrolment (decision 048): the contact rulebook first (quiet hours wait
 * until they end, any other "no" holds with its words), then the message filled for the
 * candidate, stored as the one message of (enrolment, step) due at the campaign's next window.
 * The enrolment then waits (next_run_at null) until the sender reports the gateway accepted it.
 */
type Sender =
  | { kind: 'gateway'; id: string; phone: string | null }
  | { kind: 'business'; id: string; phone: string | null };

const businessPhone = (display: string | null) => {
  const digits = display?.replace(/\D/g, '') ?? '';
  return digits ? `+${digits}` : null;
};

/**
 * The account a step sends through (decision 048): templates only through the business account;
 * free text through the paired phone when WORKING, else through a WORKING business account
 * (inside Meta's 24-hour window). A string is the reason to hold.
 */
const chooseSender = async (
  app: AppContext,
  tx: Executor,
  workspaceId: string,
  template: boolean,
): Promise<Sender | string> => {
  const business = await findWhatsappBusinessSender(tx, workspaceId);
  const viaBusiness = (): Sender | string => {
    if (!business) return template ? NO_WHATSAPP_BUSINESS_REASON : NO_WHATSAPP_ACCOUNT_REASON;
    if (business.status !== 'WORKING') return WHATSAPP_BUSINESS_FAILED_REASON;
    return { kind: 'business', id: business.id, phone: businessPhone(business.displayPhoneNumber) };
  };
  if (template) return viaBusiness();
  const gateway = app.config.waha ? await findWhatsappSender(tx, workspaceId) : undefined;
  if (gateway?.status === 'WORKING')
    return { kind: 'gateway', id: gateway.id, phone: gateway.phone ? `+${gateway.phone}` : null };
  if (business?.status === 'WORKING') return viaBusiness();
  if (!app.config.waha && !business) return WHATSAPP_NOT_CONFIGURED_REASON;
  if (gateway) return WHATSAPP_FAILED_REASON;
  return viaBusiness();
};

/**
 * A WhatsApp step of one enrolment (decision 048): the account that sends it, the contact
 * rulebook (quiet hours wait until they end, any other "no" holds with its words; the 24-hour
 * window binds free text through the business account), then the message or template filled
 * for the candidate, stored as the one message of (enrolment, step) due at the campaign's next
 * window. The enrolment then waits (next_run_at null) until the sender reports it accepted.
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
  const isTemplate = step.type === 'auto_whatsapp_template_send';
  const sender = await chooseSender(app, tx, workspaceId, isTemplate);
  if (typeof sender === 'string') return hold(sender);

  const facts = await readContactFacts(tx, workspaceId, candidate);
  const decision = mayContact(facts, {
    channel: 'whatsapp',
    now,
    purpose: 'sequence',
    whatsappKind: isTemplate ? 'template' : 'free_text',
    whatsappAccount: sender.kind,
  });
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
  const missingReason = (missing: string[]) => `Not sent: no value for ${missing.join(', ')}.`;
  let content: Pick<
    Parameters<typeof insertPlannedWhatsapp>[1],
    'body' | 'templateName' | 'templatePayload'
  >;
  if (isTemplate) {
    const templateId = typeof step.config.template_id === 'string' ? step.config.template_id : '';
    const template = templateId ? await findStepTemplate(tx, workspaceId, templateId) : undefined;
    if (!template || template.approvalStatus !== 'APPROVED')
      return hold(TEMPLATE_NOT_APPROVED_REASON);
    const variables = Array.isArray(step.config.variables)
      ? step.config.variables.filter((name): name is string => typeof name === 'string')
      : [];
    const noLink = await fillSchedulingLink(
      app,
      tx,
      due,
      values,
      variables.map((name) => `{{${name}}}`),
    );
    if (noLink) return hold(noLink);
    const filled = cloudTemplateMessage(template, values, variables);
    if ('missing' in filled) return hold(missingReason(filled.missing));
    content = {
      body: filled.text,
      templateName: filled.payload.name,
      templatePayload: filled.payload,
    };
  } else {
    const text = typeof step.config.message === 'string' ? step.config.message : '';
    const noLink = await fillSchedulingLink(app, tx, due, values, [text]);
    if (noLink) return hold(noLink);
    const missing = missingVariables(text, values);
    if (missing.length > 0) return hold(missingReason(missing.map((name) => `{{${name}}}`)));
    const body = fillTemplate(text, values).trim();
    if (body.length > WHATSAPP_MESSAGE_MAX) return hold(tooLongReason(body.length));
    content = { body };
  }

  await insertPlannedWhatsapp(tx, {
    workspaceId,
    candidateId: candidate.id,
    enrollmentId: enrollment.id,
    stepId: step.step_id,
    accountId: sender.kind === 'gateway' ? sender.id : null,
    businessAccountId: sender.kind === 'business' ? sender.id : null,
    direction: 'outbound',
    status: 'scheduled',
    toPhone: facts.phoneE164,
    fromPhone: sender.phone,
    ...content,
    scheduledAt: nextWindowStart(due.campaign.schedule, now),
  });
  await updateEnrollment(tx, workspaceId, enrollment.id, {
    stepIndex: index + 1,
    nextRunAt: null,
    heldReason: null,
  });
};
