/**
 * Credit packs a workspace can buy on top of its plan (issue 16, top-ups). Bought credits never
 * expire. Prices are linear ($10 per 100 credits). With Stripe, STRIPE_PRICE_CREDITS_TOPUP is the one-off price of one unit of
 * CREDITS_PER_TOPUP_UNIT credits; a pack is bought as `credits / CREDITS_PER_TOPUP_UNIT` units.
 */
export const CREDITS_PER_TOPUP_UNIT = 100;

export const CREDIT_PACKS = [
  { id: 'credits_500', credits: 500, priceCents: 5000 },
  { id: 'credits_2000', credits: 2000, priceCents: 20000 },
] as const satisfies readonly { id: string; credits: number; priceCents: number }[];

export type CreditPack = (typeof CREDIT_PACKS)[number];
export type CreditPackId = CreditPack['id'];

export const CREDIT_PACK_IDS = CREDIT_PACKS.map((pack) => pack.id) as [
  CreditPackId,
  ...CreditPackId[],
];

export const creditPackById = (id: string): CreditPack | undefined =>
  CREDIT_PACKS.find((pack) => pack.id === id);

/** Stripe line-item quantity of a pack (whole units of CREDITS_PER_TOPUP_UNIT). */
export const topUpUnits = (pack: CreditPack): number => pack.credits / CREDITS_PER_TOPUP_UNIT;

export const TOP_UP_NOTE = 'Bought credits do not expire.';
