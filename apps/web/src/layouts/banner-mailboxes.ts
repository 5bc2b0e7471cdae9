import type { z } from 'zod';
import type { emailAccountListResponse } from '@hirelane/domain/accounts/account-status.schema';
import type { BannerInput } from '@hirelane/domain/app-shell/banners';

type EmailAccounts = z.infer<typeof emailAccountListResponse>['data'];

/**
 * The top banner's mailbox facts from the e-mail account list. A failed (or missing) list keeps
 * the mailbox banners off.
 */
export const bannerMailboxesFrom = (
  accounts: EmailAccounts | undefined,
): BannerInput['mailboxes'] =>
  accounts
    ? {
        connected: accounts.verified_emails.length + accounts.invalid_emails.length,
        enabled: accounts.verified_emails.length,
        pausedEmail: accounts.invalid_emails.find((box) => box.state === 'paused')?.label ?? null,
      }
    : { connected: 1, enabled: 1, pausedEmail: null };
