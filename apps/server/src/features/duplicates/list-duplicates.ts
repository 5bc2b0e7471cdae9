import {
  DUPLICATE_PAIR_LIMIT,
  MERGE_DENIED_MESSAGE,
  type DuplicateList,
  type DuplicatePerson,
} from '@hirelane/domain/candidates/duplicates.schema';
import type { DatabasePool } from '../../db/transaction';
import { forbidden } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import {
  findDuplicatePairs,
  loadDuplicatePeople,
  type DuplicatePersonRow,
} from './duplicate-store';

export const toDuplicatePerson = (row: DuplicatePersonRow): DuplicatePerson => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

/** GET /api/candidates/duplicates: the pairs to review (owners and admins, decision 043). */
export const listDuplicates = async (
  pool: DatabasePool,
  tenant: TenantContext,
): Promise<DuplicateList> => {
  if (!tenant.permissions.includes('candidate:merge')) throw forbidden(MERGE_DENIED_MESSAGE);
  const rows = await findDuplicatePairs(pool, tenant.workspaceId, DUPLICATE_PAIR_LIMIT + 1);
  const pairs = rows.slice(0, DUPLICATE_PAIR_LIMIT);
  const people = new Map(
    (
      await loadDuplicatePeople(pool, tenant.workspaceId, [
        ...new Set(pairs.flatMap((pair) => [pair.a, pair.b])),
      ])
    ).map((row) => [row.id, toDuplicatePerson(row)]),
  );
  return {
    pairs: pairs.flatMap((pair) => {
      const a = people.get(pair.a);
      const b = people.get(pair.b);
      return a && b ? [{ reason: pair.reason, a, b }] : [];
    }),
    capped: rows.length > DUPLICATE_PAIR_LIMIT,
  };
};
