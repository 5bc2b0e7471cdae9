import type { Suppression } from '@hirelane/domain/candidates/erasure.schema';
import { SUPPRESSION_KINDS, type SuppressionKind } from '@hirelane/domain/candidates/suppression';
import type { SuppressionRow } from '../candidates/suppression-store';

const isKind = (value: string): value is SuppressionKind =>
  (SUPPRESSION_KINDS as readonly string[]).includes(value);

const name = (user: SuppressionRow['erasedBy']) =>
  user ? { first_name: user.firstName, last_name: user.lastName } : null;

/** A suppression as the settings list shows it (no personal data is stored to show). */
export const toSuppression = (row: SuppressionRow): Suppression => ({
  _id: row.id,
  erased_at: row.erasedAt.toISOString(),
  erased_by: name(row.erasedBy),
  kinds: row.kinds.filter(isKind),
  lifted_at: row.liftedAt?.toISOString() ?? null,
  lifted_by: name(row.liftedBy),
});
