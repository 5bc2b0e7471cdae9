import type {
  calendarAccountListResponse,
  emailAccountListResponse,
  linkedinAccountStatusResponse,
  teamChatStatusResponse,
  whatsappAccountStatusResponse,
  whatsappBusinessAccountStatusResponse,
} from '@hirelane/domain/accounts/account-status.schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { findTeamChatStatusOf } from '../slack/team-chat-status';
import { linkedinAccount, mailbox } from '../../db/schema/accounts';
import { calendarAccount } from '../../db/schema/calendars';
import { whatsappAccount, whatsappBusinessAccount } from '../../db/schema/whatsapp';

/*
 * Connected accounts of a workspace. Mailboxes and LinkedIn accounts are stored; the other
 * integrations are not yet, so their lookups answer "not connected" truthfully until the issue
 * that adds one replaces its function with a query of its table, keyed by the workspace id.
 */

type DataOf<T extends z.ZodType> = z.infer<T> extends { data: infer D } ? D : never;

export type EmailAccounts = DataOf<typeof emailAccountListResponse>;
export type CalendarAccounts = DataOf<typeof calendarAccountListResponse>;
export type LinkedinStatus = DataOf<typeof linkedinAccountStatusResponse>;
export type WhatsappStatus = DataOf<typeof whatsappAccountStatusResponse>;
export type WhatsappBusinessStatus = DataOf<typeof whatsappBusinessAccountStatusResponse>;
export type TeamChatStatus = DataOf<typeof teamChatStatusResponse>;

export const DISABLED_MAILBOX_REASON = 'Disabled';
const INVALID_MAILBOX_REASON = 'The mailbox can no longer sign in.';

export type MailboxProblem = { state: 'disabled' | 'invalid' | 'paused'; reason: string };

/** Why a mailbox cannot send, or null when it is verified, enabled and not paused. */
export const mailboxProblem = (box: {
  status: string;
  enabled: boolean;
  invalidReason: string | null;
  pausedReason: string | null;
}): MailboxProblem | null => {
  if (!box.enabled) return { state: 'disabled', reason: DISABLED_MAILBOX_REASON };
  if (box.status !== 'verified')
    return { state: 'invalid', reason: box.invalidReason ?? INVALID_MAILBOX_REASON };
  if (box.pausedReason) return { state: 'paused', reason: `Paused: ${box.pausedReason}` };
  return null;
};

/** The workspace's mailboxes: verified and enabled ones, and the others with the reason. */
export const listEmailAccounts = async (
  db: Executor,
  workspaceId: string,
): Promise<EmailAccounts> => {
  const rows = await db
    .select({
      id: mailbox.id,
      email: mailbox.email,
      status: mailbox.status,
      enabled: mailbox.enabled,
      invalidReason: mailbox.invalidReason,
      pausedReason: mailbox.pausedReason,
    })
    .from(mailbox)
    .where(eq(mailbox.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${mailbox.email})`));
  const accounts: EmailAccounts = { verified_emails: [], invalid_emails: [] };
  for (const row of rows) {
    const problem = mailboxProblem(row);
    if (problem === null) accounts.verified_emails.push({ id: row.id, label: row.email });
    else accounts.invalid_emails.push({ id: row.id, label: row.email, ...problem });
  }
  return accounts;
};

/** SPEC 3: connected calendars, their id and label both the address (decision 049). */
export const listCalendarAccounts = async (
  db: Executor,
  workspaceId: string,
): Promise<CalendarAccounts> => {
  const rows = await db
    .selectDistinctOn([calendarAccount.address], {
      address: calendarAccount.address,
      status: calendarAccount.status,
    })
    .from(calendarAccount)
    .where(eq(calendarAccount.workspaceId, workspaceId))
    // A verified connection of the address wins over an invalid one of a teammate.
    .orderBy(calendarAccount.address, desc(calendarAccount.status));
  const labelled = (address: string) => ({ id: address, label: address });
  return {
    verified_calenders: rows
      .filter((row) => row.status === 'verified')
      .map((row) => labelled(row.address)),
    invalid_calenders: rows
      .filter((row) => row.status !== 'verified')
      .map((row) => labelled(row.address)),
  };
};

export type LinkedinAccountRow = typeof linkedinAccount.$inferSelect;

const statusOf = (row: LinkedinAccountRow | undefined): LinkedinStatus =>
  row
    ? {
        connected: true,
        account_id: row.id,
        account_name: row.fullName,
        error_message: row.errorMessage,
      }
    : { connected: false, account_id: null, account_name: null, error_message: null };

/** The caller's own LinkedIn account in the workspace (each member connects their own). */
export const findLinkedinStatus = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<LinkedinStatus> => {
  const [row] = await db
    .select()
    .from(linkedinAccount)
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.userId, userId)));
  return statusOf(row);
};

/** A LinkedIn account of the workspace by its id (what a campaign's from_linkedin holds). */
export const findLinkedinAccountStatus = async (
  db: Executor,
  workspaceId: string,
  accountId: string,
): Promise<LinkedinStatus> => {
  const [row] = await db
    .select()
    .from(linkedinAccount)
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.id, accountId)));
  return statusOf(row);
};

/** The WhatsApp gateway account: only WORKING or FAILED is stored (SPEC 3, decision 048). */
export const findWhatsappStatus = async (
  db: Executor,
  workspaceId: string,
): Promise<WhatsappStatus> => {
  const [row] = await db
    .select({ status: whatsappAccount.status })
    .from(whatsappAccount)
    .where(eq(whatsappAccount.workspaceId, workspaceId));
  return { status: row?.status === 'WORKING' || row?.status === 'FAILED' ? row.status : null };
};

/** The WhatsApp Business Cloud API account (decision 048): WORKING or FAILED, or none. */
export const findWhatsappBusinessStatus = async (
  db: Executor,
  workspaceId: string,
): Promise<WhatsappBusinessStatus> => {
  const [row] = await db
    .select({
      status: whatsappBusinessAccount.status,
      phone: whatsappBusinessAccount.displayPhoneNumber,
      error: whatsappBusinessAccount.errorMessage,
    })
    .from(whatsappBusinessAccount)
    .where(eq(whatsappBusinessAccount.workspaceId, workspaceId));
  if (!row) return { connected: false, status: null, phone_number: null, error_message: null };
  return {
    connected: true,
    status: row.status === 'FAILED' ? 'FAILED' : 'WORKING',
    phone_number: row.phone,
    error_message: row.error,
  };
};

/** Team chat (Slack, decision 050): the workspace's connection or the member's own. */
export const findTeamChatStatus = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<TeamChatStatus> => findTeamChatStatusOf(db, workspaceId, userId);
