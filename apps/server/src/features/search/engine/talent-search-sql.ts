import type { JobMatchSpec } from '@hirelane/domain/search/job-match';
import type { QueryNode } from '@hirelane/domain/search/query-ast';
import { termsByField } from '@hirelane/domain/search/query-terms';
import type { TalentSearchRequest } from '@hirelane/domain/search/talent-search.schema';
import type { TalentSearchScope } from '../talent-search-engine';
import { filterConditions } from './filters-to-sql';
import { matchPointsSql } from './match-score-sql';
import { queryCondition } from './query-to-sql';
import { SqlParams } from './sql-params';
import { visibilityCondition } from './visibility-sql';

/** ts_rank_cd's weights for D, C, B, A: the current title counts most, then skills. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** Each nice-to-have skill the person has adds this to the relevance (a strong title hit ≈ 1). */
const NICE_SKILL_BOOST = 0.5;

/** One search as SQL text and values: what the engine runs and the bench runs bare. */
export type TalentSearchSql = {
  /** `where` over candidate_search `s`. */
  where: string;
  /** `order by` terms (best first, candidate id last so pages never overlap). */
  orderBy: string;
  /** The relevance expression (0 when the search has nothing to rank by). */
  relevance: string;
  /** The match points expression, when ordering by the job. */
  matchPoints: string | null;
  /** Values of the page statement (the where's come first, then the order's). */
  params: SqlParams;
  /** Values of statements that use only the where (count, facets). */
  whereValues: unknown[];
  /** The order reads more than the candidate id (relevance or match points). */
  ranked: boolean;
  /** The query holds a `name:` term: its closeness orders the results, over every match. */
  ranksByName: boolean;
};

const relevanceSql = (ast: QueryNode | null, request: TalentSearchRequest, params: SqlParams) => {
  const { name: names, ...byField } = termsByField(ast);
  const terms = Object.values(byField).flat();
  const parts: string[] = [];
  // A name typo is in no document: name terms rank by how close the name is.
  for (const name of new Set(names))
    parts.push(`word_similarity(hl_fold(${params.add(name)}), s.name_folded)`);
  if (terms.length > 0) {
    const query = [...new Set(terms)]
      .map((term) => `hl_phrase_query(${params.add(term)})`)
      .join(' || ');
    parts.push(`ts_rank_cd('${RANK_WEIGHTS}', s.document, ${query})`);
  }
  if (request.filters.skills_nice.length > 0) {
    const nice = params.add(request.filters.skills_nice);
    parts.push(
      `${NICE_SKILL_BOOST} * cardinality(array(select unnest(hl_skill_keys(${nice}::text[])) intersect select unnest(s.skill_keys)))`,
    );
  }
  return parts.length === 0 ? '0' : parts.join(' + ');
};

export const buildTalentSearchSql = (
  scope: TalentSearchScope,
  request: TalentSearchRequest,
  ast: QueryNode | null,
  match: JobMatchSpec | null,
): TalentSearchSql => {
  const params = new SqlParams();
  const conditions = [`s.workspace_id = ${params.add(scope.workspaceId)}::uuid`];
  if (ast) conditions.push(queryCondition(ast, params));
  conditions.push(...filterConditions(request.filters, scope.projectId, params));
  const visible = visibilityCondition(scope, params);
  if (visible) conditions.push(visible);
  const whereValues = [...params.values];
  const relevance = relevanceSql(ast, request, params);
  const matchPoints = request.sort === 'match' && match ? matchPointsSql(match, params) : null;
  const byMatch = matchPoints !== null;
  const orderBy = [
    ...(byMatch ? [`${matchPoints} desc`] : []),
    ...(relevance === '0' ? [] : [`${relevance} desc`]),
    's.candidate_id',
  ].join(', ');
  return {
    where: conditions.join('\n  and '),
    orderBy,
    relevance,
    matchPoints,
    params,
    whereValues,
    ranked: byMatch || relevance !== '0',
    ranksByName: termsByField(ast).name.length > 0,
  };
};

/**
 * Matches are counted exactly up to this many (decision 027); above it the total is the planner's
 * estimate, flagged as such, and the search is broad (page-sql.ts ranks a window of it): counting
 * every match of a broad query reads every match. At 10,000 the count of a query matching 4 % of
 * a million people built a bitmap of every match (250 ms); up to 1,000 it reads the first matches
 * in table order and stops (35 ms).
 */
export const EXACT_COUNT_LIMIT = 1_000;

/** The exact count, stopped one past EXACT_COUNT_LIMIT. */
export const countSql = (search: TalentSearchSql): string =>
  `select count(*)::int as total from (select 1 from candidate_search s where ${search.where}
  limit ${EXACT_COUNT_LIMIT + 1}) as matches`;

/** The planner's plan of the matches, whose row estimate stands in for a count above the limit. */
export const estimateSql = (search: TalentSearchSql): string =>
  `explain (format json) select 1 from candidate_search s where ${search.where}`;

/** The count of matches whose candidate row was created after the value placed last. */
export const addedSinceSql = (search: TalentSearchSql): string =>
  `select count(*)::int as total from candidate_search s join candidate c on c.id = s.candidate_id
where ${search.where}
  and c.created_at > $${search.whereValues.length + 1}::timestamptz`;
