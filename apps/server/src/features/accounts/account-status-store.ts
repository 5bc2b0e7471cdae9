import type {
  calendarAccountListResponse,
  emailAccountListResponse,
  linkedinAccountStatusResponse,
  teamChatStatusResponse,
  whatsappAccountStatusResponse,
  whatsappBusinessAccountStatusResponse,
} from '@hirelane/domain/accounts/account-status.schema';
import type { z } from 'zod';
import type { Executor } from '../../db/client';

/*
 * Connected accounts of a workspace. None of these integrations is stored yet,
 * so each lookup answers "not connected" truthfully; the issue that adds an
 * integration replaces its function with a query of its table, keyed by the
 * workspace id they already take.
 */

type DataOf<T extends z.ZodType> = z.infer<T> extends { data: infer D } ? D : never;

export type EmailAccounts = DataOf<typeof emailAccountListResponse>;
export type CalendarAccounts = DataOf<typeof calendarAccountListResponse>;
export type LinkedinStatus = DataOf<typeof linkedinAccountStatusResponse>;
export type WhatsappStatus = DataOf<typeof whatsappAccountStatusResponse>;
export type WhatsappBusinessStatus = DataOf<typeof whatsappBusinessAccountStatusResponse>;
export type TeamChatStatus = DataOf<typeof teamChatStatusResponse>;

/** Mailboxes: wired by the mailbox issue (verified and invalid mailboxes of the workspace). */
export const listEmailAccounts = async (
  _db: Executor,
  _workspaceId: string,
): Promise<EmailAccounts> => ({ verified_emails: [], invalid_emails: [] });

/** Calendars: wired by the calendar integration issue. */
export const listCalendarAccounts = async (
  _db: Executor,
  _workspaceId: string,
): Promise<CalendarAccounts> => ({ verified_calenders: [], invalid_calenders: [] });

/** LinkedIn: wired by the extension / LinkedIn issue. */
export const findLinkedinStatus = async (
  _db: Executor,
  _workspaceId: string,
): Promise<LinkedinStatus> => ({ connected: false, account_name: null, error_message: null });

/** WhatsApp (personal): wired by the WhatsApp issue; stores only WORKING or FAILED (SPEC 3). */
export const findWhatsappStatus = async (
  _db: Executor,
  _workspaceId: string,
): Promise<WhatsappStatus> => ({ status: null });

/** WhatsApp Business API: wired by the WhatsApp Business issue. */
export const findWhatsappBusinessStatus = async (
  _db: Executor,
  _workspaceId: string,
): Promise<WhatsappBusinessStatus> => ({
  connected: false,
  phone_number: null,
  error_message: null,
});

/** Team chat (Slack): wired by the team chat issue. */
export const findTeamChatStatus = async (
  _db: Executor,
  _workspaceId: string,
): Promise<TeamChatStatus> => ({ connected: false, team_name: null });
