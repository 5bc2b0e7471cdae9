import type { Mailbox } from '@hirelane/domain/accounts/mailbox.schema';

export type MailboxStatusKind = 'active' | 'disabled' | 'paused' | 'invalid';

/**
 * What the settings list says about a mailbox. A failing login outranks the rest (it cannot send
 * even when enabled), then a bounce pause, then being switched off.
 */
export const mailboxStatus = (
  mailbox: Pick<Mailbox, 'status' | 'invalid_reason' | 'enabled' | 'paused_reason'>,
): { kind: MailboxStatusKind; label: string } => {
  if (mailbox.status === 'invalid')
    return {
      kind: 'invalid',
      label: `Invalid: ${mailbox.invalid_reason ?? 'it can no longer sign in.'}`,
    };
  if (mailbox.paused_reason) return { kind: 'paused', label: `Paused: ${mailbox.paused_reason}` };
  if (!mailbox.enabled) return { kind: 'disabled', label: 'Disabled' };
  return { kind: 'active', label: 'Active' };
};

/** The switch is on when the mailbox sends: enabled and not paused. Turning it on clears a pause. */
export const isSending = (mailbox: Pick<Mailbox, 'enabled' | 'paused_reason'>): boolean =>
  mailbox.enabled && !mailbox.paused_reason;
