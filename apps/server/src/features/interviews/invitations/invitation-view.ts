import { linkState } from '@hirelane/domain/interviews/invitation-schedule';
import {
  invitationStatus,
  type InvitationListItem,
} from '@hirelane/domain/interviews/invitations.schema';
import type { InvitationWithName } from './invitation-store';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** One invitation as the list shows it; the status follows the link's rules of its own settings copy. */
export const toInvitationListItem = (row: InvitationWithName, now: Date): InvitationListItem => ({
  _id: row.id,
  candidate_id: row.candidateId,
  full_name: row.fullName,
  email: row.email,
  status: invitationStatus(linkState(row, row.settings, now), row.openedAt),
  sent_at: row.sentAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  reminders_sent: row.remindersSent,
  opened_at: iso(row.openedAt),
  started_at: iso(row.startedAt),
  completed_at: iso(row.completedAt),
  revoked_at: iso(row.revokedAt),
  sent_from: row.sentFrom,
  delivered_at: iso(row.deliveredAt),
  delivery_error: row.deliveryError,
});
