import { z } from 'zod';
import { envelope } from '../http/envelope';
import { SENIORITY_LEVELS } from '../product/seniority-levels';
import { QUERY_LIMITS } from './query-ast';

const MAX_QUERY_LENGTH = QUERY_LIMITS.maxLength;

/**
 * The talent search contract (issue 17): one request shape for the search page, the ids of "all
 * N results", saved searches and the sourcing agent; one result shape for every origin.
 */

export const TALENT_SEARCH_ORIGINS = ['workspace', 'provider'] as const;
export type TalentSearchOrigin = (typeof TALENT_SEARCH_ORIGINS)[number];
export const TALENT_SEARCH_SORTS = ['relevance', 'match'] as const;
export const TALENT_FACET_NAMES = ['title', 'company', 'location', 'skills'] as const;
export type TalentFacetName = (typeof TALENT_FACET_NAMES)[number];

export const TALENT_SEARCH_DEFAULT_PAGE_SIZE = 20;
export const TALENT_SEARCH_MAX_PAGE_SIZE = 50;
/** The deepest page: beyond it a recruiter should narrow the search, and OFFSET grows costly. */
export const TALENT_SEARCH_MAX_PAGE = 500;
/** "Select all N results" saves at most this many people in one go. */
export const TALENT_SEARCH_SELECT_ALL_CAP = 1_000;
/** One save call takes at most this many people; the page sends bigger selections in chunks. */
export const TALENT_SAVE_CHUNK = 100;
export const TALENT_FACET_SIZE = 10;

const term = z.string().trim().min(1).max(100);
const terms = (max: number) => z.array(term).max(max, `At most ${max} values.`).default([]);
const years = z.number().int().min(0).max(70).nullish().default(null);

/** The filters beside the query box. Each given filter narrows the result (AND); values inside one list are alternatives (OR) except must-have skills (all of them). */
export const talentSearchFiltersSchema = z.object({
  /** Current job titles, any of them, each matched as a phrase. */
  titles: terms(20),
  seniorities: z.array(z.enum(SENIORITY_LEVELS)).max(SENIORITY_LEVELS.length).default([]),
  /** The person has every one of these skills. */
  skills_must: terms(30),
  /** Raise the ranking of people with these skills; never excludes anyone. */
  skills_nice: terms(30),
  /** City, region or country, any of them. */
  locations: terms(20),
  companies_include: terms(20),
  companies_exclude: terms(20),
  past_companies_include: terms(20),
  past_companies_exclude: terms(20),
  years_min: years,
  years_max: years,
  schools: terms(20),
  has_email: z.boolean().default(false),
  has_phone: z.boolean().default(false),
  has_linkedin: z.boolean().default(false),
  /** Leave out people already in this project. */
  exclude_in_project: z.boolean().default(true),
  exclude_do_not_contact: z.boolean().default(true),
});
export type TalentSearchFilters = z.infer<typeof talentSearchFiltersSchema>;
export type TalentSearchFiltersInput = z.input<typeof talentSearchFiltersSchema>;

export const talentSearchRequestSchema = z
  .object({
    /** The query language of decision 026; empty means "everyone the filters let through". */
    query: z.string().max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters.`).default(''),
    filters: talentSearchFiltersSchema.default(talentSearchFiltersSchema.parse({})),
    origin: z.enum(TALENT_SEARCH_ORIGINS).default('workspace'),
    sort: z.enum(TALENT_SEARCH_SORTS).default('relevance'),
    page: z.number().int().min(1).max(TALENT_SEARCH_MAX_PAGE).default(1),
    page_size: z
      .number()
      .int()
      .min(1)
      .max(TALENT_SEARCH_MAX_PAGE_SIZE)
      .default(TALENT_SEARCH_DEFAULT_PAGE_SIZE),
    /** Ask for the facet counts too (costs more; the page asks on a new query, not on paging). */
    facets: z.boolean().default(false),
  })
  .refine(
    (request) =>
      request.filters.years_min === null ||
      request.filters.years_max === null ||
      request.filters.years_min <= request.filters.years_max,
    { message: 'The minimum years cannot be above the maximum.', path: ['filters', 'years_max'] },
  );
export type TalentSearchRequest = z.infer<typeof talentSearchRequestSchema>;
export type TalentSearchRequestInput = z.input<typeof talentSearchRequestSchema>;

export const MATCH_REASON_KINDS = [
  'must_have_skill',
  'nice_to_have_skill',
  'title',
  'seniority',
  'location',
] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

/** One line of "why this score": what the job asks, whether the person meets it, and where. */
export const matchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  /** What the job asks ("TypeScript", "Senior", "Berlin, Germany"). */
  label: z.string(),
  met: z.boolean(),
  /** Partly met (one seniority level off; same country, other city). */
  partial: z.boolean(),
  /** Where it was found ("skills", "current title", "past job at Acme") or why not; null when not met and nothing to say. */
  detail: z.string().nullable(),
  /** Points this line adds to the score. */
  points: z.number(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const talentMatchSchema = z.object({
  /** 0–100. */
  score: z.number().int().min(0).max(100),
  reasons: z.array(matchReasonSchema),
});
export type TalentMatch = z.infer<typeof talentMatchSchema>;

export const talentResultProjectSchema = z.object({ _id: z.string(), name: z.string() });

export const talentSearchResultSchema = z.object({
  /** The candidate id (workspace origin) or the provider's person id (provider origin). */
  _id: z.string(),
  origin: z.enum(TALENT_SEARCH_ORIGINS),
  full_name: z.string(),
  designation: z.string().nullable(),
  current_company: z.string().nullable(),
  current_city: z.string().nullable(),
  country: z.string().nullable(),
  seniority: z.enum(SENIORITY_LEVELS).nullable(),
  years_of_experience: z.number().int().nullable(),
  /** The person's skills, the ones the search or the job asked for first; at most 12. */
  skills: z.array(z.string()),
  past_companies: z.array(z.string()),
  has_email: z.boolean(),
  has_phone: z.boolean(),
  has_linkedin: z.boolean(),
  do_not_contact: z.boolean(),
  in_this_project: z.boolean(),
  /** Other projects the person is in that the viewer may see (decision 014). */
  projects: z.array(talentResultProjectSchema),
  /** Against the project's job; null when the job gives nothing to match (no skills, title only). */
  match: talentMatchSchema.nullable(),
});
export type TalentSearchResult = z.infer<typeof talentSearchResultSchema>;

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export const talentFacetsSchema = z.object({
  title: z.array(facetValueSchema),
  company: z.array(facetValueSchema),
  location: z.array(facetValueSchema),
  skills: z.array(facetValueSchema),
});
export type TalentFacets = z.infer<typeof talentFacetsSchema>;

export const talentSearchPageSchema = z.object({
  results: z.array(talentSearchResultSchema),
  /** Everyone matching (SPEC 3's total searched candidate count). */
  total: z.number().int(),
  /** The total is exact up to 10,000 matches; above, an estimate (shown as "about"). */
  total_is_estimate: z.boolean().default(false),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Present when the request asked for facets. */
  facets: talentFacetsSchema.nullable(),
  took_ms: z.number().int(),
  /** The viewer's workspace people a recent import queued and search does not show yet. */
  pending_index: z.number().int().default(0),
});
export type TalentSearchPage = z.infer<typeof talentSearchPageSchema>;
export const talentSearchResponse = envelope(talentSearchPageSchema);

/** "All N results": the ids in result order, at most TALENT_SEARCH_SELECT_ALL_CAP. */
export const talentSearchIdsResponse = envelope(
  z.object({ ids: z.array(z.string()), total: z.number().int(), capped: z.boolean() }),
);

export const TALENT_SAVE_TARGETS = ['shortlisted', 'in_campaign'] as const;
export const saveTalentRequestSchema = z
  .object({
    /** Workspace people (candidate ids). */
    candidate_ids: z.array(z.uuid()).max(TALENT_SAVE_CHUNK).default([]),
    /** Provider people of a recent provider search (the server kept their profiles). */
    provider_ids: z.array(z.string().min(1).max(200)).max(TALENT_SAVE_CHUNK).default([]),
    target: z.enum(TALENT_SAVE_TARGETS).default('shortlisted'),
  })
  .refine((body) => body.candidate_ids.length + body.provider_ids.length > 0, {
    message: 'Select at least one person.',
    path: ['candidate_ids'],
  })
  .refine((body) => body.candidate_ids.length + body.provider_ids.length <= TALENT_SAVE_CHUNK, {
    message: `Save at most ${TALENT_SAVE_CHUNK} people per request.`,
    path: ['candidate_ids'],
  });
export type SaveTalentRequest = z.infer<typeof saveTalentRequestSchema>;

export const saveTalentResponse = envelope(
  z.object({
    /** Newly added to the project. */
    added: z.number().int(),
    /** Already in the project (left where they are). */
    already_in_project: z.number().int(),
    /** Provider people who matched someone the workspace already knew (merged, decision 006). */
    merged: z.number().int(),
    /** Do-not-contact people are never added to a campaign; they are saved as shortlisted. */
    skipped_do_not_contact: z.number().int(),
    /** Provider people who were erased at their request (a suppression in force): not saved. */
    skipped_erased: z.number().int(),
  }),
);
