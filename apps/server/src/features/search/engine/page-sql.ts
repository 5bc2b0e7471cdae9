import type { TalentSearchScope } from '../talent-search-engine';
import { facetsOfIds, type FacetRow } from './facets-sql';
import { resultRowsSelect, type ResultRow } from './result-rows-sql';
import { SqlParams } from './sql-params';
import { EXACT_COUNT_LIMIT, type TalentSearchSql } from './talent-search-sql';

/**
 * How many matches a broad search ranks (decision 027): a search with more matches than the exact
 * count reaches ranks its first RANK_WINDOW matches in candidate id order, best first; the matches
 * after them follow in candidate id order. Ranking every match of a broad query reads and ranks
 * every match's document (100k documents for a query matching 10 % of a million people); the
 * window bounds that work. Candidate ids are random, so the window is an even sample of the
 * matches (the seeder's ids rise, so its window is the first people seeded).
 */
export const RANK_WINDOW = EXACT_COUNT_LIMIT;

const ranked = (search: TalentSearchSql, limit: number, offset: number) =>
  `select s.candidate_id from candidate_search s
where ${search.where}
order by ${search.orderBy}
limit ${limit} offset ${offset}`;

/**
 * The page of a search ranked over every match, each row with the number of matches (the
 * statement reads them all to rank them, so counting them costs nothing more).
 */
export const rankedPageSql = (
  search: TalentSearchSql,
  limit: number,
  offset: number,
): { text: string; values: unknown[] } => ({
  text: `select s.candidate_id, (count(*) over ())::int as total from candidate_search s
where ${search.where}
order by ${search.orderBy}
limit ${limit} offset ${offset}`,
  values: search.params.values,
});

/** The first RANK_WINDOW matches by candidate id, as `s` with every column the order reads. */
const windowOf = (search: TalentSearchSql) =>
  `(select s.* from candidate_search s where ${search.where}
    order by s.candidate_id limit ${RANK_WINDOW}) as s`;

/**
 * The page of candidate ids, best first. `bounded`: the search is broad (more matches than the
 * exact count reaches), so only the window is ranked; otherwise every match is. A `name:` search
 * always ranks every match: the closest name must come first whatever its id.
 */
export const pageSql = (
  search: TalentSearchSql,
  limit: number,
  offset: number,
  bounded: boolean,
): { text: string; values: unknown[] } => {
  const text = pageText(search, limit, offset, bounded);
  // A page wholly after the window reads no order value.
  const afterOnly = bounded && search.ranked && !search.ranksByName && offset >= RANK_WINDOW;
  return { text, values: afterOnly ? search.whereValues : search.params.values };
};

const pageText = (
  search: TalentSearchSql,
  limit: number,
  offset: number,
  bounded: boolean,
): string => {
  if (!bounded || !search.ranked || search.ranksByName) return ranked(search, limit, offset);
  const inWindow = `select s.candidate_id from ${windowOf(search)}
order by ${search.orderBy}`;
  if (offset + limit <= RANK_WINDOW) return `${inWindow}\nlimit ${limit} offset ${offset}`;
  const after = (skip: number, take: number) => `select s.candidate_id from candidate_search s
where ${search.where}
order by s.candidate_id
offset ${skip} limit ${take}`;
  if (offset >= RANK_WINDOW) return after(offset, limit);
  // The page straddles the window's end: its ranked tail, then the first matches after it.
  return `select candidate_id from (
  (select s.candidate_id, 0 as part, row_number() over (order by ${search.orderBy}) as n
     from ${windowOf(search)})
  union all
  (select a.candidate_id, 1, row_number() over (order by a.candidate_id)
     from (${after(RANK_WINDOW, offset + limit - RANK_WINDOW)}) as a)
) as p order by part, n
limit ${limit} offset ${offset}`;
};

export type WindowRow = {
  total: number;
  ids: string[];
  facets: FacetRow[] | null;
  /** The page's people, when the statement was given the viewer's scope. */
  rows: ResultRow[] | null;
};

/**
 * One statement for a first page (offset + limit within RANK_WINDOW): the first RANK_WINDOW + 1
 * matches by candidate id, read once, give the count (exact up to EXACT_COUNT_LIMIT), the page
 * (every match ranked when there are at most RANK_WINDOW, the window ranked otherwise), when
 * asked the facets of the window, and with a `scope` the page's people as the results show them.
 * A broad search reads its first thousand matches once instead of once for the count, once for
 * the page and once for the facets, and the page's people come back in the same round trip.
 */
export const windowSql = (
  search: TalentSearchSql,
  page: { limit: number; offset: number; facets: boolean },
  scope: TalentSearchScope | null,
): { text: string; values: unknown[] } => {
  const params = new SqlParams();
  params.values.push(...search.params.values);
  const window = `(select * from w order by candidate_id limit ${RANK_WINDOW}) as s`;
  const facets = page.facets
    ? `(select coalesce(json_agg(f), '[]') from (${facetsOfIds(`select s.candidate_id from ${window}`)}) as f)`
    : 'null';
  const rows = scope
    ? `(select coalesce(json_agg(r), '[]') from (${resultRowsSelect(scope, params, '(select ids from page)::uuid[]')}) as r)`
    : 'null';
  const text = `with w as materialized (
  select s.* from candidate_search s where ${search.where}
   order by s.candidate_id limit ${EXACT_COUNT_LIMIT + 1}
), page as materialized (
  select array(select s.candidate_id from ${window} order by ${search.orderBy}
               limit ${page.limit} offset ${page.offset}) as ids
)
select (select count(*)::int from w) as total, (select ids from page) as ids,
  ${facets} as facets,
  ${rows} as rows`;
  return { text, values: params.values };
};
