import {
  BOUNCE_RATE_WINDOW_DAYS,
  bouncePauseReason,
  shouldPauseForBounces,
} from '@hirelane/domain/outreach/delivery-rules';
import type { Executor } from '../../db/client';
import { pauseMailbox } from '../accounts/mailbox-engine-store';
import { countRecentSendsAndBounces } from './delivery-count-store';

/** After a bounce: a mailbox whose recent bounce rate passed the threshold is paused. */
export const checkBounceRate = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
): Promise<boolean> => {
  const row = await countRecentSendsAndBounces(tx, workspaceId, mailboxId, BOUNCE_RATE_WINDOW_DAYS);
  if (!row || !shouldPauseForBounces(row.sent, row.bounced)) return false;
  await pauseMailbox(tx, workspaceId, mailboxId, bouncePauseReason(row.sent, row.bounced));
  return true;
};
