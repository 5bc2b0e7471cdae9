import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import type { SenderAccounts, SenderMailbox } from '@hirelane/domain/campaigns/launch-blockers';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  findLinkedinAccountStatus,
  findLinkedinStatus,
  findWhatsappBusinessStatus,
  findWhatsappStatus,
  listEmailAccounts,
  type LinkedinStatus,
} from '../accounts/account-status-store';
import type { CampaignRow } from './campaign-store';

export const LINKEDIN_ACCOUNT_GONE =
  'The LinkedIn account chosen for this campaign is no longer connected.';

export const mailboxGoneMessage = (address: string) =>
  `${address} is no longer a connected mailbox.`;
export const mailboxProblemMessage = (address: string, problem: string) =>
  `The mailbox ${address} can't send: ${problem}`;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export type CampaignSenders = {
  mailboxes: SenderMailbox[];
  /** The account config.from_linkedin names, when it names one of the workspace's. */
  chosenLinkedin: LinkedinStatus | null;
  campaignMessage: Campaign['campaign_message'];
};

/**
 * The state of the campaign's senders: every mailbox of the workspace (with its problem), the
 * chosen LinkedIn account, and SPEC 3's campaign_message derived from them.
 */
export const loadCampaignSenders = async (
  db: Executor,
  row: Pick<CampaignRow, 'workspaceId' | 'config'>,
): Promise<CampaignSenders> => {
  const { from_email: fromEmail, from_linkedin: fromLinkedin } = row.config;
  const [emails, chosen] = await Promise.all([
    listEmailAccounts(db, row.workspaceId),
    fromLinkedin && isUuid(fromLinkedin)
      ? findLinkedinAccountStatus(db, row.workspaceId, fromLinkedin)
      : Promise.resolve(null),
  ]);
  const mailboxes: SenderMailbox[] = [
    ...emails.verified_emails.map((box) => ({ label: box.label, problem: null })),
    ...emails.invalid_emails.map((box) => ({ label: box.label, problem: box.reason })),
  ];
  let emailError: string | null = null;
  if (fromEmail) {
    const box = mailboxes.find((one) => one.label.toLowerCase() === fromEmail.toLowerCase());
    if (!box) emailError = mailboxGoneMessage(fromEmail);
    else if (box.problem) emailError = mailboxProblemMessage(fromEmail, box.problem);
  }
  let linkedinError: string | null = null;
  if (fromLinkedin)
    linkedinError = chosen?.connected ? chosen.error_message : LINKEDIN_ACCOUNT_GONE;
  return {
    mailboxes,
    chosenLinkedin: chosen?.connected ? chosen : null,
    campaignMessage: { email_account_error: emailError, linkedin_account_error: linkedinError },
  };
};

/**
 * The accounts launchBlockers judges: the workspace's mailboxes, and the chosen LinkedIn account
 * or, when none is chosen, the caller's own (whether they could pick one), and the workspace's
 * WhatsApp account with whether the server has a WhatsApp gateway at all.
 */
export const senderAccountsFor = async (
  db: Executor,
  senders: CampaignSenders,
  workspaceId: string,
  userId: string,
  whatsappConfigured = false,
): Promise<SenderAccounts> => {
  const linkedin = senders.chosenLinkedin ?? (await findLinkedinStatus(db, workspaceId, userId));
  const whatsapp = await findWhatsappStatus(db, workspaceId);
  const business = await findWhatsappBusinessStatus(db, workspaceId);
  return {
    whatsapp: { configured: whatsappConfigured, status: whatsapp.status },
    whatsappBusiness: { status: business.status },
    mailboxes: senders.mailboxes,
    linkedin: {
      connected: linkedin.connected,
      account_id: linkedin.account_id,
      error_message: linkedin.error_message,
    },
  };
};
