/**
 * The price list (issue 16, DESIGN §4 Credits): what each paid action costs in credits. The one
 * table the server charges from and the web shows before the click.
 */
export const CREDIT_PRICES = {
  /** Revealing one person's e-mail or phone through an enrichment provider. */
  contact_reveal: 1,
  /** One started minute of an AI phone call (a hold reserves the planned minutes, then settles). */
  ai_call_minute: 1,
  /** One AI (Charlie) interview, scored. */
  ai_interview: 10,
  /** One candidate the sourcing agent found and saved to a project. */
  sourcing_candidate_saved: 1,
  /**
   * Generating a campaign step's text with AI. Free for now: it is a small model call, part of
   * writing a campaign rather than a result the team buys, and charging for every retry would
   * discourage editing. Kept in the table so charging later is one number.
   */
  ai_step_generation: 0,
} as const satisfies Record<string, number>;

export type CreditAction = keyof typeof CREDIT_PRICES;

export const CREDIT_ACTIONS = Object.keys(CREDIT_PRICES) as CreditAction[];

/** The cost of `quantity` units of an action (minutes, candidates, reveals). */
export const creditCost = (action: CreditAction, quantity = 1): number => {
  if (!Number.isInteger(quantity) || quantity < 0)
    throw new RangeError(`quantity must be a whole number ≥ 0, got ${quantity}`);
  return CREDIT_PRICES[action] * quantity;
};

export const isCreditAction = (value: string | null | undefined): value is CreditAction =>
  value != null && Object.hasOwn(CREDIT_PRICES, value);
