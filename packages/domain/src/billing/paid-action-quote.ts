import { insufficientCreditsMessage } from './credit-ledger-rules';
import { creditCost, type CreditAction } from './credit-prices';

const COUNT = new Intl.NumberFormat('en-US');

export type PaidActionQuoteInput = {
  action: CreditAction;
  /** Units of the action (reveals, minutes, candidates); 1 when omitted. */
  quantity?: number;
  /** The workspace's balance now. */
  balance: number;
  /**
   * The quantity is a ceiling (the agent saves up to 50 candidates, a call lasts up to 10
   * minutes): the cost reads "up to N credits".
   */
  upTo?: boolean;
};

export type PaidActionQuote = {
  cost: number;
  /** What the balance will be once the action is paid; never below zero. */
  balanceAfter: number;
  affordable: boolean;
  /** "1 credit", "up to 50 credits". */
  costText: string;
  /** "1,949 left". */
  balanceAfterText: string;
  /** What the button shows beside its label: "up to 50 credits · 1,950 left". */
  note: string;
  /** The server's refusal when the balance cannot cover it (the same words), else null. */
  refusal: string | null;
};

export const creditsText = (credits: number): string =>
  `${COUNT.format(credits)} credit${credits === 1 ? '' : 's'}`;

/**
 * What a paid action will cost and leave (issue 16: cost before spending). The server charges
 * the same cost (creditCost) and refuses with the same message when the balance cannot cover it.
 */
export const quotePaidAction = ({
  action,
  quantity = 1,
  balance,
  upTo = false,
}: PaidActionQuoteInput): PaidActionQuote => {
  const cost = creditCost(action, quantity);
  const affordable = cost <= balance;
  const balanceAfter = Math.max(0, balance - cost);
  const costText = `${upTo ? 'up to ' : ''}${creditsText(cost)}`;
  const balanceAfterText = `${COUNT.format(balanceAfter)} left`;
  return {
    cost,
    balanceAfter,
    affordable,
    costText,
    balanceAfterText,
    note: affordable ? `${costText} · ${balanceAfterText}` : costText,
    refusal: affordable ? null : insufficientCreditsMessage(cost, balance),
  };
};
