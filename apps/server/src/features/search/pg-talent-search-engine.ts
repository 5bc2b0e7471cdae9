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
import { toFacets } from './engine/facets-sql';
import { resultRowsSql, type ResultRow } from './engine/result-rows-sql';
import { addedSinceSql, buildTalentSearchSql } from './engine/talent-search-sql';
import { toTalentResult } from './engine/to-talent-result';
import { findSearchPage } from './find-search-page';
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
    const [found, pendingIndex] = await Promise.all([
      findSearchPage(
        pool,
        search,
        { limit: request.page_size, offset, facets: request.facets },
        scope,
      ),
      countPendingIndex(pool, scope.workspaceId),
    ]);
    const { ids, total, isEstimate, facetRows } = found;
    const rows =
      found.rows ??
      (ids.length === 0 ? [] : (await pool.query<ResultRow>(resultRowsSql(scope, ids))).rows);
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
    const found = await findSearchPage(pool, search, { limit, offset: 0, facets: false }, null);
    return { ids: found.ids, total: found.total };
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
