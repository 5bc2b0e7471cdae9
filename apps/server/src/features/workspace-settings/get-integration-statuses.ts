import {
  INTEGRATIONS,
  type Integration,
  type IntegrationKey,
} from '@hirelane/domain/workspace-settings/integrations.schema';
import type { Executor } from '../../db/client';
import {
  findLinkedinStatus,
  findTeamChatStatus,
  findWhatsappBusinessStatus,
  findWhatsappStatus,
  listCalendarAccounts,
  listEmailAccounts,
} from '../accounts/account-status-store';
import { listPartners } from '../workspaces/partner-member-store';

type State = Pick<Integration, 'status' | 'detail' | 'problem' | 'count' | 'connect_path'>;

/**
 * The app pages that really connect an account today. An integration missing here has no
 * connect flow yet: without a stored account it is "not available", never a button to nowhere.
 */
const CONNECT_PATHS: Partial<Record<IntegrationKey, string>> = {
  mailbox: '/app/connect-mailbox',
  calendar: '/app/connect-calendar',
  whatsapp: '/app/connect-whatsapp',
  // Partners are invited from the per-project partner list of settings (decision 051).
  recruiting_partner: '/app/settings#partners',
  // Slack connects by OAuth from its card (decision 050): the card's own buttons start it.
  team_chat: '/app/settings#integrations',
};

const NOT_AVAILABLE = 'Hirelane cannot connect one yet.';

const unconnected = (key: IntegrationKey, detailWhenConnectable: string): State => {
  const path = CONNECT_PATHS[key] ?? null;
  return {
    status: path ? 'not_connected' : 'not_available',
    detail: path ? detailWhenConnectable : NOT_AVAILABLE,
    problem: null,
    count: null,
    connect_path: path,
  };
};

const mailboxes = (count: number) => (count === 1 ? '1 mailbox' : `${count} mailboxes`);

/**
 * Each connected account of SPEC 1 with its real state, read from the same lookups as the
 * account status endpoints: a stored, working account is connected, whatever else is honest.
 */
export const getIntegrationStatuses = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<Integration[]> => {
  const [emails, calendars, linkedin, whatsapp, whatsappBusiness, teamChat, partners] =
    await Promise.all([
      listEmailAccounts(db, workspaceId),
      listCalendarAccounts(db, workspaceId),
      findLinkedinStatus(db, workspaceId, userId),
      findWhatsappStatus(db, workspaceId),
      findWhatsappBusinessStatus(db, workspaceId),
      findTeamChatStatus(db, workspaceId, userId),
      listPartners(db, workspaceId),
    ]);

  const working = emails.verified_emails.length;
  const failing = emails.invalid_emails.length;
  const mailbox: State =
    working + failing === 0
      ? unconnected('mailbox', 'No mailbox connected yet.')
      : {
          status: working > 0 ? 'connected' : 'not_connected',
          detail:
            working > 0 ? `${mailboxes(working)} ready to send.` : 'No mailbox can send right now.',
          problem:
            failing > 0
              ? `${mailboxes(failing)} ${failing === 1 ? 'needs' : 'need'} attention.`
              : null,
          count: working,
          connect_path: CONNECT_PATHS.mailbox ?? null,
        };

  const calendarCount = calendars.verified_calenders.length;
  const calendar: State =
    calendarCount + calendars.invalid_calenders.length > 0
      ? {
          status: calendarCount > 0 ? 'connected' : 'not_connected',
          detail:
            calendars.verified_calenders.map((item) => item.label).join(', ') || 'None working.',
          problem:
            calendars.invalid_calenders.length > 0
              ? `Not working: ${calendars.invalid_calenders.map((item) => item.label).join(', ')}.`
              : null,
          count: calendarCount,
          connect_path: CONNECT_PATHS.calendar ?? null,
        }
      : unconnected('calendar', 'No calendar connected yet.');

  const linkedinState: State = linkedin.connected
    ? {
        status: 'connected',
        detail: `Your account: ${linkedin.account_name ?? 'connected'}.`,
        problem: linkedin.error_message,
        count: null,
        connect_path: CONNECT_PATHS.linkedin ?? null,
      }
    : unconnected('linkedin', 'Your LinkedIn account is not connected.');

  const whatsappState: State =
    whatsapp.status === null
      ? unconnected('whatsapp', 'No WhatsApp account connected yet.')
      : {
          status: whatsapp.status === 'WORKING' ? 'connected' : 'not_connected',
          detail: whatsapp.status === 'WORKING' ? 'Connected.' : 'The connection failed.',
          problem:
            whatsapp.status === 'FAILED'
              ? 'FAILED: pair the phone again; WhatsApp steps are held until then.'
              : null,
          count: null,
          connect_path: CONNECT_PATHS.whatsapp ?? null,
        };

  const businessFailed = whatsappBusiness.status === 'FAILED';
  const businessState: State = whatsappBusiness.connected
    ? {
        status: businessFailed ? 'not_connected' : 'connected',
        detail: businessFailed
          ? 'The connection failed.'
          : whatsappBusiness.phone_number
            ? `Number ${whatsappBusiness.phone_number}.`
            : 'Connected.',
        problem: businessFailed
          ? `FAILED: ${whatsappBusiness.error_message ?? 'connect the account again'}; WhatsApp Business steps are held until then.`
          : whatsappBusiness.error_message,
        count: null,
        connect_path: CONNECT_PATHS.whatsapp_business ?? null,
      }
    : unconnected('whatsapp_business', 'No WhatsApp Business number connected yet.');

  const teamChatState: State = teamChat.connected
    ? {
        status: 'connected',
        detail: teamChat.team_name ? `Slack workspace ${teamChat.team_name}.` : 'Connected.',
        problem: teamChat.error_message,
        count: null,
        connect_path: CONNECT_PATHS.team_chat ?? null,
      }
    : teamChat.error_message
      ? {
          ...unconnected('team_chat', 'Slack is not connected.'),
          problem: teamChat.error_message,
        }
      : unconnected('team_chat', 'Slack is not connected yet.');

  const activePartners = partners.filter((row) => row.status === 'active');
  const agencies = [...new Set(activePartners.map((row) => row.agency_name ?? row.email))].join(
    ', ',
  );
  const partner: State =
    activePartners.length === 0
      ? unconnected('recruiting_partner', 'No recruiting partner invited yet.')
      : {
          status: 'connected',
          detail: `${activePartners.length === 1 ? '1 partner' : `${activePartners.length} partners`}: ${agencies}.`,
          problem: null,
          count: activePartners.length,
          connect_path: CONNECT_PATHS.recruiting_partner ?? null,
        };

  const states: Record<IntegrationKey, State> = {
    mailbox,
    calendar,
    linkedin: linkedinState,
    whatsapp: whatsappState,
    whatsapp_business: businessState,
    team_chat: teamChatState,
    recruiting_partner: partner,
  };
  return INTEGRATIONS.map(({ key, name, description }) => ({
    key,
    name,
    description,
    ...states[key],
  }));
};
