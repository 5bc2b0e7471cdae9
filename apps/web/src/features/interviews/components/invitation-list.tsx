import { useState } from 'react';
import {
  INVITATION_STATUS_LABELS,
  type InvitationListItem,
  type InvitationStatus,
} from '@hirelane/domain/interviews/invitations.schema';
import { Button } from '../../../components/ui/button';

type InvitationListProps = {
  invitations: InvitationListItem[];
  onResend: (invitationId: string) => Promise<void>;
  onRevoke: (invitationId: string) => Promise<void>;
};

const STATUS_STYLE: Record<InvitationStatus, string> = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  opened: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  expired: 'bg-stone-100 text-stone-800 ring-stone-300',
  revoked: 'bg-red-50 text-red-900 ring-red-200',
};

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const day = (iso: string) => DATE.format(new Date(iso));

const canResend = (status: InvitationStatus) =>
  status === 'open' || status === 'opened' || status === 'expired';
/** An invitation whose e-mail the mail server never took (a revoked one no longer matters). */
const notSent = (invitation: InvitationListItem) =>
  invitation.delivered_at === null && invitation.status !== 'revoked';
const canRevoke = (status: InvitationStatus) => status !== 'completed' && status !== 'revoked';

/** The project's invitations with their status, and Resend / Revoke per candidate. */
export function InvitationList({ invitations, onResend, onRevoke }: InvitationListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  if (invitations.length === 0)
    return <p className="text-sm text-stone-600">No invitations sent yet.</p>;

  return (
    <ul className="divide-y divide-stone-200">
      {invitations.map((invitation) => (
        <li
          key={invitation._id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="truncate font-medium text-stone-900">
                {invitation.full_name || invitation.email}
              </span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[invitation.status]}`}
              >
                {INVITATION_STATUS_LABELS[invitation.status]}
              </span>
              {notSent(invitation) ? (
                <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-900 ring-1 ring-red-200">
                  Not sent
                </span>
              ) : null}
            </p>
            <p className="truncate text-sm text-stone-600">{invitation.email}</p>
            <p className="text-sm break-words text-stone-600">
              From {invitation.sent_from ?? 'Hirelane’s own mail'}
            </p>
            <p className="text-sm text-stone-600">
              Sent {day(invitation.sent_at)} · expires {day(invitation.expires_at)} ·{' '}
              {invitation.reminders_sent === 1
                ? '1 reminder'
                : `${invitation.reminders_sent} reminders`}
            </p>
            {invitation.delivery_error ? (
              <p className="text-sm break-words text-red-800">{invitation.delivery_error}</p>
            ) : null}
          </div>
          <div className="flex shrink-0 gap-2">
            {canResend(invitation.status) ? (
              <Button
                variant="secondary"
                loading={busy === `resend:${invitation._id}`}
                disabled={busy !== null}
                aria-label={`Resend to ${invitation.full_name || invitation.email}`}
                onClick={() => void run(`resend:${invitation._id}`, () => onResend(invitation._id))}
              >
                Resend
              </Button>
            ) : null}
            {canRevoke(invitation.status) ? (
              <Button
                variant="secondary"
                loading={busy === `revoke:${invitation._id}`}
                disabled={busy !== null}
                aria-label={`Revoke the invitation of ${invitation.full_name || invitation.email}`}
                onClick={() => void run(`revoke:${invitation._id}`, () => onRevoke(invitation._id))}
              >
                Revoke
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
