import type pg from 'pg';
import type { TalentSearchRequestInput } from '@hirelane/domain/search/talent-search.schema';

export type SearchBenchCase = { label: string; goal: number; body: TalentSearchRequestInput };

type Person = { title: string; skills: string[]; city: string; lastName: string };

/** Terms that exist in the seeded pool, so every query finds people. */
const pickTerms = async (pool: pg.Pool, workspaceId: string) => {
  const person = (
    await pool.query<Person>(
      `select designation as title, skills, current_city as city, last_name as "lastName"
         from candidate where workspace_id = $1 and cardinality(skills) >= 3
          and designation is not null and current_city is not null
        order by id limit 1 offset 100`,
      [workspaceId],
    )
  ).rows[0];
  if (!person) throw new Error('the seeded pool has no person with 3 skills');
  const skills = (
    await pool.query<{ skill: string; share: number }>(
      `select skill, count(*)::float / (select count(*) from (select 1 from candidate where workspace_id = $1 limit 20000) x) as share
         from (select unnest(skills) as skill from candidate where workspace_id = $1 limit 200000) s
        group by skill order by count(*) desc, skill limit 200`,
      [workspaceId],
    )
  ).rows;
  const broad = [...skills].sort((a, b) => Math.abs(a.share - 0.1) - Math.abs(b.share - 0.1))[0];
  const titleWord = person.title.split(/\s+/).at(-1) ?? person.title;
  return { person, titleWord, skills: skills.map((row) => row.skill), broad: broad?.skill ?? '' };
};

const quote = (text: string) => `"${text.replace(/"/g, '')}"`;

/**
 * The bench's typical searches over the seeded pool (issue 17): a title + 2 skills + a location,
 * a Boolean query with OR groups and a NOT, a fuzzy name (goal p95 < 50 ms), the first with facets
 * (< 200 ms), and a broad query matching about 10 % of the pool (< 150 ms), with facets (< 200 ms).
 */
export const searchBenchCases = async (
  pool: pg.Pool,
  workspaceId: string,
): Promise<SearchBenchCase[]> => {
  const terms = await pickTerms(pool, workspaceId);
  const [s1 = '', s2 = ''] = terms.person.skills;
  const [o1 = '', o2 = '', o3 = '', o4 = '', o5 = ''] = terms.skills;
  const last = terms.person.lastName;
  const typo = last.length > 3 ? last.slice(0, -2) + last.slice(-1) + last.slice(-2, -1) : last;
  const selective = `title:${quote(terms.titleWord)} skills:${quote(s1)} skills:${quote(s2)} location:${quote(terms.person.city)}`;
  const broad = `skills:${quote(terms.broad)}`;
  return [
    { label: 'title + 2 skills + location', goal: 50, body: { query: selective } },
    {
      label: 'Boolean OR groups and NOT',
      goal: 50,
      body: {
        query: `(skills:${quote(o1)} OR skills:${quote(o2)}) (${quote(o3)} OR ${quote(o4)}) NOT skills:${quote(o5)}`,
      },
    },
    { label: 'fuzzy name', goal: 50, body: { query: `name:${quote(typo)}` } },
    {
      label: 'title + 2 skills + location, facets',
      goal: 200,
      body: { query: selective, facets: true },
    },
    { label: `broad (skills:${terms.broad})`, goal: 150, body: { query: broad } },
    { label: 'broad, facets', goal: 200, body: { query: broad, facets: true } },
  ];
};
