import { LINKEDIN_NOTE_MAX } from '../campaigns/step-config.schema';
import { missingVariables, fillTemplate } from '../campaigns/render-template';
import type { VariableValues } from '../campaigns/template-variables';
import type { SequenceStep } from '../outreach/next-step';
import type { LinkedinHealthState } from './extension-contract.schema';
import { isLinkedinActionType, type LinkedinActionType } from './linkedin-limits';

/*
 * How the engine turns a LinkedIn step into an action (decision 045): the text it carries, whether
 * it needs a connection, how long it waits for an invitation to be accepted, and the words the
 * account's problems are shown with.
 */

export type ActionText = { ok: true; text: string | null } | { ok: false; reason: string };

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export const noteTooLongReason = (length: number) =>
  `Not sent: the invitation note has ${length} characters once its variables are filled; LinkedIn allows at most ${LINKEDIN_NOTE_MAX}.`;

const missingReason = (missing: string[]) =>
  `Not sent: no value for ${missing.map((name) => `{{${name}}}`).join(', ')}.`;

/** The note or message of a step filled for one candidate; a missing value holds them. */
export const linkedinActionText = (
  type: LinkedinActionType,
  config: Record<string, unknown>,
  values: VariableValues,
): ActionText => {
  const template =
    type === 'auto_linkedin_invite'
      ? textOf(config.note)
      : type === 'auto_linkedin_message_send'
        ? textOf(config.message)
        : null;
  if (template === null) return { ok: true, text: null };
  const missing = missingVariables(template, values);
  if (missing.length > 0) return { ok: false, reason: missingReason(missing) };
  const text = fillTemplate(template, values).trim();
  if (type === 'auto_linkedin_invite' && text.length > LINKEDIN_NOTE_MAX)
    return { ok: false, reason: noteTooLongReason(text.length) };
  return { ok: true, text: text === '' ? null : text };
};

/**
 * A message needs a connection; every LinkedIn step after an invitation waits for it to be
 * accepted (the extension checks the profile and answers not_connected while it is not).
 */
export const requiresConnection = (steps: readonly SequenceStep[], index: number): boolean => {
  const step = steps[index];
  if (!step || !isLinkedinActionType(step.type)) return false;
  if (step.type === 'auto_linkedin_message_send') return true;
  return steps.slice(0, index).some((earlier) => earlier.type === 'auto_linkedin_invite');
};

/** While not connected, the action is tried again a day later, for at most two weeks. */
export const ACCEPTANCE_RETRY_MS = 24 * 3_600_000;
export const ACCEPTANCE_WAIT_MAX_MS = 14 * 24 * 3_600_000;

export const WAITING_FOR_ACCEPTANCE_REASON =
  'Waiting: the LinkedIn invitation has not been accepted yet.';
export const NOT_ACCEPTED_REASON =
  'Not sent: the LinkedIn invitation was not accepted within 14 days.';

/** When to look again for a connection, or null to give up (planned at `plannedAt`). */
export const nextAcceptanceCheck = (plannedAt: Date, now: Date): Date | null =>
  now.getTime() - plannedAt.getTime() >= ACCEPTANCE_WAIT_MAX_MS
    ? null
    : new Date(now.getTime() + ACCEPTANCE_RETRY_MS);

const HEALTH_MESSAGES: Record<Exclude<LinkedinHealthState, 'ok' | 'warning'>, string> = {
  logged_out:
    'Your LinkedIn account is signed out in the browser. Sign in to LinkedIn, then re-connect it.',
  restricted:
    'LinkedIn has restricted your account. LinkedIn steps are stopped until you resolve it on LinkedIn and re-connect.',
  checkpoint:
    'LinkedIn asks you to verify your account (security check). Complete it on linkedin.com, then re-connect.',
};

/** The error_message of a reported state (banner 3); null for ok and warning. */
export const healthErrorMessage = (
  state: LinkedinHealthState,
  detail: string | null | undefined,
): string | null => {
  if (state === 'ok' || state === 'warning') return null;
  const base = HEALTH_MESSAGES[state];
  return detail ? `${base} (LinkedIn said: ${detail})` : base;
};

/** Why an account hands out no actions now, or null when it may work. */
export const accountIdleReason = (
  account: { errorMessage: string | null; automationEnabled: boolean; pausedUntil: Date | null },
  now: Date,
): string | null => {
  if (account.errorMessage) return account.errorMessage;
  if (!account.automationEnabled)
    return 'Automation is off for this account: LinkedIn steps are tasks in Activity.';
  if (account.pausedUntil && account.pausedUntil > now)
    return `Paused after a LinkedIn warning until ${account.pausedUntil.toISOString()}.`;
  return null;
};
