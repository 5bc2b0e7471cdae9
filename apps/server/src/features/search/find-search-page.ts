import type { DatabasePool } from '../../db/transaction';
import type { ResultRow } from './engine/result-rows-sql';
import type { TalentSearchScope } from './talent-search-engine';
import { facetsSql, type FacetRow } from './engine/facets-sql';
import { pageSql, RANK_WINDOW, rankedPageSql, windowSql, type WindowRow } from './engine/page-sql';
import {
  countSql,
  estimateSql,
  EXACT_COUNT_LIMIT,
  type TalentSearchSql,
} from './engine/talent-search-sql';
import { runSearchStatement } from './talent-search-store';

export type FoundPage = {
  ids: string[];
  total: number;
  isEstimate: boolean;
  /** The facets' rows when asked for. */
  facetRows: FacetRow[] | null;
  /** The page's people, when the statement that found the page read them too. */
  rows: ResultRow[] | null;
};

type Counted = { total: number; isEstimate: boolean };

/** Above EXACT_COUNT_LIMIT, the planner's estimate of the matches (never below what was counted). */
const estimated = async (
  pool: DatabasePool,
  search: TalentSearchSql,
  counted: number,
): Promise<Counted> => {
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, isEstimate: false };
  const [plan] = await runSearchStatement<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    pool,
    { text: estimateSql(search), values: search.whereValues },
  );
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, counted), isEstimate: true };
};

/** Exact up to EXACT_COUNT_LIMIT matches; above it the planner's estimate. */
const countMatches = async (pool: DatabasePool, search: TalentSearchSql): Promise<Counted> => {
  const [row] = await runSearchStatement<{ total: number }>(pool, {
    text: countSql(search),
    values: search.whereValues,
  });
  return estimated(pool, search, row?.total ?? 0);
};

const pageIds = async (
  pool: DatabasePool,
  search: TalentSearchSql,
  bounded: boolean,
  limit: number,
  offset: number,
): Promise<string[]> =>
  (
    await runSearchStatement<{ candidate_id: string }>(
      pool,
      pageSql(search, limit, offset, bounded),
    )
  ).map((row) => row.candidate_id);

/**
 * A `name:` search ranks every match by closeness, so its page statement reads every match: it
 * counts them too (exactly, whatever their number). The facets run beside it.
 */
const namePage = async (
  pool: DatabasePool,
  search: TalentSearchSql,
  page: { limit: number; offset: number; facets: boolean },
): Promise<FoundPage> => {
  const [rows, facetRows] = await Promise.all([
    runSearchStatement<{ candidate_id: string; total: number }>(
      pool,
      rankedPageSql(search, page.limit, page.offset),
    ),
    page.facets
      ? runSearchStatement<FacetRow>(pool, { text: facetsSql(search), values: search.whereValues })
      : Promise.resolve(null),
  ]);
  // Past the last match the page is empty and says nothing of the total: count it.
  const counted =
    rows[0] === undefined && page.offset > 0
      ? await countMatches(pool, search)
      : { total: rows[0]?.total ?? 0, isEstimate: false };
  return { ids: rows.map((row) => row.candidate_id), ...counted, facetRows, rows: null };
};

/**
 * A page of a search with its total and, when asked, its facets (decision 027). A page within the
 * ranked window is one statement over the first matches (windowSql), plus the planner's estimate
 * when there are more; a `name:` search ranks and counts every match (namePage). A deeper page
 * counts first, then reads the matches after the window, with the facets beside.
 */
export const findSearchPage = async (
  pool: DatabasePool,
  search: TalentSearchSql,
  page: { limit: number; offset: number; facets: boolean },
  /** The viewer's scope, to read the page's people with a first page (null: ids only). */
  scope: TalentSearchScope | null,
): Promise<FoundPage> => {
  const { limit, offset, facets } = page;
  if (search.ranksByName) return namePage(pool, search, page);
  if (offset + limit <= RANK_WINDOW) {
    const [row] = await runSearchStatement<WindowRow>(pool, windowSql(search, page, scope));
    const counted = await estimated(pool, search, row?.total ?? 0);
    return {
      ids: row?.ids ?? [],
      ...counted,
      facetRows: facets ? (row?.facets ?? []) : null,
      rows: row?.rows ?? null,
    };
  }
  const [[counted, ids], facetRows] = await Promise.all([
    countMatches(pool, search).then(
      async (count) =>
        [count, await pageIds(pool, search, count.isEstimate, limit, offset)] as const,
    ),
    facets
      ? runSearchStatement<FacetRow>(pool, { text: facetsSql(search), values: search.whereValues })
      : Promise.resolve(null),
  ]);
  return { ids, ...counted, facetRows, rows: null };
};
