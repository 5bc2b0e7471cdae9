import { sql, type SQL } from 'drizzle-orm';
import type { CreditLedgerFilters } from '@hirelane/domain/billing/credit-usage.schema';
import type { LedgerEntryKind } from '@hirelane/domain/billing/credit-ledger-rules';
import type { Executor } from '../../db/client';

/*
 * Reads of the credits usage page (decision 024): the ledger filtered and paged newest first, its
 * totals, batches for the CSV export and the credits used per UTC day. Every query is scoped by
 * the workspace id; objects and users are joined only to label the rows (decision 018).
 */

export type UsageLedgerRow = {
  id: string;
  createdAt: Date;
  kind: LedgerEntryKind;
  amount: number;
  reason: string;
  action: string | null;
  objectType: string | null;
  objectId: string | null;
  objectName: string | null;
  userName: string | null;
  userEmail: string | null;
  expiresAt: Date | null;
};

type RawRow = {
  id: string;
  created_at: Date | string;
  kind: LedgerEntryKind;
  amount: number;
  reason: string;
  action: string | null;
  object_type: string | null;
  object_id: string | null;
  object_name: string | null;
  user_name: string | null;
  user_email: string | null;
  expires_at: Date | string | null;
};

const dayStart = (day: string) => `${day}T00:00:00.000Z`;

const whereFilters = (workspaceId: string, filters: CreditLedgerFilters): SQL => {
  const parts = [sql`l.workspace_id = ${workspaceId}`];
  if (filters.kind) parts.push(sql`l.kind = ${filters.kind}`);
  if (filters.action) parts.push(sql`l.action = ${filters.action}`);
  if (filters.from) parts.push(sql`l.created_at >= ${dayStart(filters.from)}::timestamptz`);
  if (filters.to)
    parts.push(sql`l.created_at < ${dayStart(filters.to)}::timestamptz + interval '1 day'`);
  return sql.join(parts, sql` and `);
};

// The object id as a uuid when it is one (else null, never a cast error), so the name look-up
// uses the primary key.
const objectUuid = sql.raw(
  `(case when l.object_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then l.object_id::uuid end)`,
);

// Names only for the object types paid actions record; other types show their id.
const selectRows = sql`
  select l.id, l.created_at, l.kind, l.amount, l.reason, l.action, l.object_type, l.object_id,
         l.expires_at, u.email as user_email,
         coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), nullif(u.name, ''), u.email)
           as user_name,
         case l.object_type
           when 'candidate' then (select nullif(c.full_name, '') from candidate c
                                   where c.id = ${objectUuid} and c.workspace_id = l.workspace_id)
           when 'project' then (select p.name from project p
                                 where p.id = ${objectUuid} and p.workspace_id = l.workspace_id)
         end as object_name
    from credit_ledger l
    left join "user" u on u.id = l.user_id`;

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const fromRaw = (row: RawRow): UsageLedgerRow => ({
  id: row.id,
  createdAt: toDate(row.created_at),
  kind: row.kind,
  amount: Number(row.amount),
  reason: row.reason,
  action: row.action,
  objectType: row.object_type,
  objectId: row.object_id,
  objectName: row.object_name,
  userName: row.user_email ? row.user_name : null,
  userEmail: row.user_email,
  expiresAt: row.expires_at === null ? null : toDate(row.expires_at),
});

/** One page of the workspace's ledger, newest first. */
export const listLedgerPage = async (
  db: Executor,
  workspaceId: string,
  filters: CreditLedgerFilters,
  page: { limit: number; offset: number },
): Promise<UsageLedgerRow[]> => {
  const result = await db.execute<RawRow>(sql`${selectRows}
   where ${whereFilters(workspaceId, filters)}
   order by l.created_at desc, l.id desc
   limit ${page.limit} offset ${page.offset}`);
  return result.rows.map(fromRaw);
};

/**
 * The next rows of the export after `afterId` (newest first). The cursor is read in the database
 * so the order keeps the timestamps' microseconds.
 */
export const listLedgerBatch = async (
  db: Executor,
  workspaceId: string,
  filters: CreditLedgerFilters,
  afterId: string | null,
  limit: number,
): Promise<UsageLedgerRow[]> => {
  const after = afterId
    ? sql` and (l.created_at, l.id) < (select c.created_at, c.id from credit_ledger c
                                        where c.workspace_id = ${workspaceId} and c.id = ${afterId})`
    : sql``;
  const result = await db.execute<RawRow>(sql`${selectRows}
   where ${whereFilters(workspaceId, filters)}${after}
   order by l.created_at desc, l.id desc
   limit ${limit}`);
  return result.rows.map(fromRaw);
};

/** How many rows match the filters, and the credits they moved in and out. */
export const sumLedgerTotals = async (
  db: Executor,
  workspaceId: string,
  filters: CreditLedgerFilters,
): Promise<{ entries: number; creditsIn: number; creditsOut: number }> => {
  const result = await db.execute<{ entries: string; credits_in: string; credits_out: string }>(sql`
    select count(*) as entries,
           coalesce(sum(l.amount) filter (where l.amount > 0), 0) as credits_in,
           coalesce(-sum(l.amount) filter (where l.amount < 0), 0) as credits_out
      from credit_ledger l
     where ${whereFilters(workspaceId, filters)}`);
  const row = result.rows[0];
  return {
    entries: Number(row?.entries ?? 0),
    creditsIn: Number(row?.credits_in ?? 0),
    creditsOut: Number(row?.credits_out ?? 0),
  };
};

/**
 * Credits used per UTC day from `firstDay` to `lastDay` (YYYY-MM-DD, both included), every day
 * present. A debit counts on its day net of its refunds; a hold counts on its day once closed, at
 * what its settle kept (a release keeps nothing); an open hold is reserved, not used yet.
 */
export const sumDailyUsage = async (
  db: Executor,
  workspaceId: string,
  firstDay: string,
  lastDay: string,
): Promise<Array<{ date: string; used: number }>> => {
  const since = dayStart(firstDay);
  const result = await db.execute<{ date: string; used: string }>(sql`
    with spent as (
      select d.created_at as at,
             -d.amount - coalesce((select sum(r.amount) from credit_ledger r
                                    where r.workspace_id = d.workspace_id and r.debit_id = d.id
                                      and r.kind = 'refund'), 0) as used
        from credit_ledger d
       where d.workspace_id = ${workspaceId} and d.kind = 'debit'
         and d.created_at >= ${since}::timestamptz
      union all
      select h.created_at, -h.amount - c.amount
        from credit_ledger h
        join credit_ledger c on c.workspace_id = h.workspace_id and c.hold_id = h.id
                            and c.kind in ('settle', 'release')
       where h.workspace_id = ${workspaceId} and h.kind = 'hold'
         and h.created_at >= ${since}::timestamptz
    )
    select to_char(day, 'YYYY-MM-DD') as date, coalesce(sum(s.used), 0) as used
      from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as day
      left join spent s on (s.at at time zone 'UTC')::date = day::date
     group by day
     order by day`);
  return result.rows.map((row) => ({ date: row.date, used: Number(row.used) }));
};
