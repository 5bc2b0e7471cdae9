import type { JobMatchSpec } from '@hirelane/domain/search/job-match';
import { skillKey } from '@hirelane/domain/search/match-text';
import type { QueryNode } from '@hirelane/domain/search/query-ast';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import { termsByField } from '@hirelane/domain/search/query-terms';
import type {
  TalentFacets,
  TalentSearchRequest,
} from '@hirelane/domain/search/talent-search.schema';
import type { DatabasePool } from '../../db/transaction';
import { facetsSql, toFacets, type FacetRow } from './engine/facets-sql';
import { resultRowsSql, type ResultRow } from './engine/result-rows-sql';
import { pageSql } from './engine/page-sql';
import {
  addedSinceSql,
  buildTalentSearchSql,
  countSql,
  estimateSql,
  EXACT_COUNT_LIMIT,
  type TalentSearchSql,
} from './engine/talent-search-sql';
import { toTalentResult } from './engine/to-talent-result';
import { countPendingIndex } from './search-index-queue-store';
import type { TalentSearchEngine } from './talent-search-engine';
import { runSearchStatement } from './talent-search-store';

/** The parsed query; a syntax error here is a caller's bug (routes answer it as a 400 first). */
export const parsedQueryOf = (request: TalentSearchRequest): QueryNode | null => {
  const parsed = parseQuery(request.query);
  if (!parsed.ok) throw new Error(`talent search query does not parse: ${parsed.error.message}`);
  return parsed.ast;
};

const runOn = <Row extends Record<string, unknown>>(
  pool: DatabasePool,
  text: string,
  values: unknown[],
): Promise<Row[]> => runSearchStatement<Row>(pool, { text, values });

type Counted = { total: number; isEstimate: boolean };

/**
 * The page's candidate ids. A search whose total is an estimate is broad: only its first matches
 * are ranked (page-sql.ts), which needs the count first.
 */
const pageIds = async (
  pool: DatabasePool,
  search: TalentSearchSql,
  counted: Counted,
  limit: number,
  offset: number,
): Promise<string[]> =>
  (
    await runSearchStatement<{ candidate_id: string }>(
      pool,
      pageSql(search, limit, offset, counted.isEstimate),
    )
  ).map((row) => row.candidate_id);

/** Exact up to EXACT_COUNT_LIMIT matches; above it the planner's estimate (never below the limit). */
const countMatches = async (pool: DatabasePool, search: TalentSearchSql): Promise<Counted> => {
  const [counted] = await runOn<{ total: number }>(pool, countSql(search), search.whereValues);
  const total = counted?.total ?? 0;
  if (total <= EXACT_COUNT_LIMIT) return { total, isEstimate: false };
  const [plan] = await runOn<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    pool,
    estimateSql(search),
    search.whereValues,
  );
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, total), isEstimate: true };
};

const askedSkillKeys = (
  ast: QueryNode | null,
  request: TalentSearchRequest,
  match: JobMatchSpec | null,
): Set<string> => {
  const terms = termsByField(ast);
  return new Set(
    [
      ...terms.skills,
      ...terms.any,
      ...request.filters.skills_must,
      ...request.filters.skills_nice,
      ...(match?.mustHave ?? []),
      ...(match?.niceToHave ?? []),
    ].map(skillKey),
  );
};

/** The talent search on PostgreSQL (decision 027): candidate_search kept by triggers on candidate. */
export const createPgTalentSearchEngine = (pool: DatabasePool): TalentSearchEngine => ({
  async search(scope, request, match) {
    const started = performance.now();
    const ast = parsedQueryOf(request);
    const search = buildTalentSearchSql(scope, request, ast, match);
    const offset = (request.page - 1) * request.page_size;
    const [[counted, ids], facetRows, pendingIndex] = await Promise.all([
      countMatches(pool, search).then(
        async (count) =>
          [count, await pageIds(pool, search, count, request.page_size, offset)] as const,
      ),
      request.facets
        ? runOn<FacetRow>(pool, facetsSql(search), search.whereValues)
        : Promise.resolve(null),
      countPendingIndex(pool, scope.workspaceId),
    ]);
    const { total, isEstimate } = counted;
    const rows =
      ids.length === 0 ? [] : (await pool.query<ResultRow>(resultRowsSql(scope, ids))).rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const asked = askedSkillKeys(ast, request, match);
    const results = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toTalentResult(row, asked, match)] : [];
    });
    const facets: TalentFacets | null = facetRows ? toFacets(facetRows, total) : null;
    return {
      results,
      total,
      total_is_estimate: isEstimate,
      page: request.page,
      page_size: request.page_size,
      facets,
      took_ms: Math.round(performance.now() - started),
      pending_index: pendingIndex,
    };
  },

  async matchingIds(scope, request, limit, match = null) {
    const search = buildTalentSearchSql(scope, request, parsedQueryOf(request), match);
    const counted = await countMatches(pool, search);
    return { ids: await pageIds(pool, search, counted, limit, 0), total: counted.total };
  },

  async countAddedSince(scope, request, since) {
    const search = buildTalentSearchSql(scope, request, parsedQueryOf(request), null);
    const [row] = await runOn<{ total: number }>(pool, addedSinceSql(search), [
      ...search.whereValues,
      since.toISOString(),
    ]);
    return row?.total ?? 0;
  },
});
