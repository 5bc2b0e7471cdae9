import type { z } from 'zod';
import type { emailAccountListResponse } from '@hirelane/domain/accounts/account-status.schema';
import type { MailboxState } from '@hirelane/domain/campaigns/campaign-rules';
import { useEmailAccountsQuery } from '../../accounts/api/email-accounts';

type EmailAccounts = z.infer<typeof emailAccountListResponse>['data'];

/**
 * SPEC 4.4's mailbox counts: every connected mailbox, and the enabled (verified) ones. Until the
 * list has answered — or when it failed — nothing counts as missing, as for the top banner.
 */
export const mailboxStateFrom = (accounts: EmailAccounts | undefined): MailboxState =>
  accounts
    ? {
        connected: accounts.verified_emails.length + accounts.invalid_emails.length,
        enabled: accounts.verified_emails.length,
      }
    : { connected: 1, enabled: 1 };

/**
 * The mailbox counts from the shell's mailbox list (SPEC 7 loads it after sign-in). This reader
 * never starts the request itself, so it keeps SPEC 7's loading order.
 */
export const useMailboxState = (workspaceId: string): MailboxState =>
  mailboxStateFrom(useEmailAccountsQuery(workspaceId, false).data);
