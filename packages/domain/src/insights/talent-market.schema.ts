import { z } from 'zod';
import { envelope } from '../http/envelope';
import { SENIORITY_LEVELS } from '../product/seniority-levels';
import { facetValueSchema, talentSearchFiltersSchema } from '../search/talent-search.schema';

export const YEARS_BUCKETS = ['0–2', '3–5', '6–10', '11–15', '16+'] as const;

/**
 * The talent market for a project's job, read from the workspace's talent pool. The market is
 * everyone whose title fits the job (its title and synonyms) in the job's location; the people
 * who also hold every must-have skill are the matches.
 */
export const talentMarketSchema = z.object({
  /** The search that defines the market, to open it on the search page. */
  query: z.string(),
  filters: talentSearchFiltersSchema,
  /** Everyone the viewer may search in the workspace's pool. */
  pool_size: z.number().int(),
  /** People whose title and location fit the job. */
  market_size: z.number().int(),
  /** Of those, people with every must-have skill. */
  matching: z.number().int(),
  titles: z.array(facetValueSchema),
  companies: z.array(facetValueSchema),
  locations: z.array(facetValueSchema),
  seniority: z.array(z.object({ value: z.enum(SENIORITY_LEVELS), count: z.number().int() })),
  years: z.array(z.object({ value: z.enum(YEARS_BUCKETS), count: z.number().int() })),
  skills: z.array(facetValueSchema),
  /** The skills most common in the market that the job does not ask for. */
  extra_skills: z.array(facetValueSchema),
  /** How many people in the market hold each must-have skill, scarcest first. */
  must_haves: z.array(facetValueSchema),
});
export type TalentMarket = z.infer<typeof talentMarketSchema>;
export const talentMarketResponse = envelope(talentMarketSchema);
