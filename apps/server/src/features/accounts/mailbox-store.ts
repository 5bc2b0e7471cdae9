import type { Mailbox, ServerSettings } from '@hirelane/domain/accounts/mailbox.schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailbox } from '../../db/schema/accounts';
import { campaignDelivery } from '../../db/schema/campaigns';

export type MailboxRow = typeof mailbox.$inferSelect;

/** What a connection check proved, ready to store (the password already sealed). */
export type MailboxConnection = {
  email: string;
  displayName: string | null;
  provider: string;
  smtp: ServerSettings;
  imap: ServerSettings;
  username: string;
  secret: string;
  imapUidValidity: number;
  imapLastUid: number;
};

const settingsOf = (
  host: string | null,
  port: number | null,
  security: string | null,
): ServerSettings | null =>
  host && port && security
    ? { host, port, security: security as ServerSettings['security'] }
    : null;

/** The mailbox as the settings page shows it: never its user name's password. */
export const toMailbox = (row: MailboxRow, sentToday: number): Mailbox => ({
  _id: row.id,
  email: row.email,
  display_name: row.displayName,
  provider: row.provider,
  status: row.status === 'verified' ? 'verified' : 'invalid',
  invalid_reason: row.status === 'verified' ? null : row.invalidReason,
  enabled: row.enabled,
  paused_reason: row.pausedReason,
  daily_limit: row.dailyLimit,
  signature: row.signature,
  sent_today: sentToday,
  smtp: settingsOf(row.smtpHost, row.smtpPort, row.smtpSecurity),
  imap: settingsOf(row.imapHost, row.imapPort, row.imapSecurity),
  last_polled_at: row.lastPolledAt?.toISOString() ?? null,
});

export const findMailbox = async (
  db: Executor,
  workspaceId: string,
  mailboxId: string,
): Promise<MailboxRow | undefined> => {
  const [row] = await db
    .select()
    .from(mailbox)
    .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)));
  return row;
};

export const findMailboxByEmail = async (
  db: Executor,
  workspaceId: string,
  email: string,
): Promise<MailboxRow | undefined> => {
  const [row] = await db
    .select()
    .from(mailbox)
    .where(
      and(eq(mailbox.workspaceId, workspaceId), sql`lower(${mailbox.email}) = lower(${email})`),
    );
  return row;
};

/** Sends of each mailbox of the workspace since the start of the UTC day. */
const sentTodayByMailbox = async (db: Executor, workspaceId: string) => {
  const rows = await db
    .select({ mailboxId: campaignDelivery.mailboxId, sent: sql<number>`count(*)::int` })
    .from(campaignDelivery)
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        eq(campaignDelivery.status, 'sent'),
        sql`${campaignDelivery.sentAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
      ),
    )
    .groupBy(campaignDelivery.mailboxId);
  return new Map(rows.map((row) => [row.mailboxId, row.sent]));
};

export const listMailboxes = async (db: Executor, workspaceId: string): Promise<Mailbox[]> => {
  const [rows, sent] = await Promise.all([
    db
      .select()
      .from(mailbox)
      .where(eq(mailbox.workspaceId, workspaceId))
      .orderBy(asc(sql`lower(${mailbox.email})`)),
    sentTodayByMailbox(db, workspaceId),
  ]);
  return rows.map((row) => toMailbox(row, sent.get(row.id) ?? 0));
};

export const describeMailbox = async (
  db: Executor,
  workspaceId: string,
  row: MailboxRow,
): Promise<Mailbox> => toMailbox(row, (await sentTodayByMailbox(db, workspaceId)).get(row.id) ?? 0);

/**
 * Stores a proven connection: a new mailbox, or new credentials for the same address (which
 * makes an invalid mailbox verified again and keeps its settings and history).
 */
export const saveMailboxConnection = async (
  db: Executor,
  workspaceId: string,
  userId: string,
  connection: MailboxConnection,
): Promise<MailboxRow> => {
  const values = {
    displayName: connection.displayName,
    provider: connection.provider,
    status: 'verified',
    invalidReason: null,
    smtpHost: connection.smtp.host,
    smtpPort: connection.smtp.port,
    smtpSecurity: connection.smtp.security,
    imapHost: connection.imap.host,
    imapPort: connection.imap.port,
    imapSecurity: connection.imap.security,
    username: connection.username,
    secret: connection.secret,
    imapUidValidity: connection.imapUidValidity,
    imapLastUid: connection.imapLastUid,
    updatedAt: sql`now()`,
  };
  const existing = await findMailboxByEmail(db, workspaceId, connection.email);
  const [row] = existing
    ? await db
        .update(mailbox)
        // Signing in again ends an invalid mailbox's problem; a pause lasts until re-enabled.
        .set({
          ...values,
          problemAt: sql`case when ${mailbox.pausedReason} is null then null else ${mailbox.problemAt} end`,
        })
        .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, existing.id)))
        .returning()
    : await db
        .insert(mailbox)
        .values({ workspaceId, userId, email: connection.email, ...values })
        .returning();
  if (!row) throw new Error('mailbox upsert returned no row');
  return row;
};

export type MailboxPatch = Partial<
  Pick<
    MailboxRow,
    'enabled' | 'dailyLimit' | 'signature' | 'displayName' | 'pausedReason' | 'problemAt'
  >
>;

export const updateMailboxRow = async (
  db: Executor,
  workspaceId: string,
  mailboxId: string,
  patch: MailboxPatch,
): Promise<MailboxRow | undefined> => {
  const [row] = await db
    .update(mailbox)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)))
    .returning();
  return row;
};

export const deleteMailboxRow = async (
  db: Executor,
  workspaceId: string,
  mailboxId: string,
): Promise<boolean> => {
  const deleted = await db
    .delete(mailbox)
    .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)))
    .returning({ id: mailbox.id });
  return deleted.length > 0;
};

/** A login that failed later (polling or sending): the mailbox is invalid with the reason. */
export const markMailboxInvalid = async (
  db: Executor,
  workspaceId: string,
  mailboxId: string,
  reason: string,
): Promise<void> => {
  await db
    .update(mailbox)
    .set({
      status: 'invalid',
      invalidReason: reason,
      problemAt: sql`coalesce(${mailbox.problemAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailbox.workspaceId, workspaceId), eq(mailbox.id, mailboxId)));
};

/** Connected mailboxes, enabled or not: each one counts against the plan. */
export const countMailboxes = async (db: Executor, workspaceId: string): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(mailbox)
    .where(eq(mailbox.workspaceId, workspaceId));
  return row?.count ?? 0;
};
