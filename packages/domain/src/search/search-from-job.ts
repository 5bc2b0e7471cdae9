import { SENIORITY_LEVELS, type SeniorityLevel } from '../product/seniority-levels';
import type { QueryNode } from './query-ast';
import { parseQuery } from './query-parser';
import { isBareWord, printQuery } from './query-printer';
import { roleWords, seniorityOfTitle, skillKey } from './match-text';
import { skillVariants } from './skill-synonyms';
import type { TalentSearchFiltersInput } from './talent-search.schema';
import { coreTitle, MAX_TITLE_SYNONYMS, titleSynonyms } from './title-synonyms';

/** The parts of a project's job (its JobInput) that the search reads. */
export type JobForSearch = {
  title: string;
  seniority: SeniorityLevel | null;
  location: string | null;
  remote_policy: string | null;
  must_have_skills: readonly string[];
  nice_to_have_skills: readonly string[];
};

/** Titles and spellings a model proposed (the sourcing agent with `LLM_*` configured). */
export type SearchExpansion = {
  titleSynonyms?: readonly string[];
  /** Other spellings per skill as the job writes it. */
  skillVariants?: Readonly<Record<string, readonly string[]>>;
};

export type SearchFromJob = {
  /** The query language of decision 026, printed canonically (it parses back to itself). */
  query: string;
  filters: TalentSearchFiltersInput;
  /** For `buildJobMatchSpec(job, titleSynonyms)`, so results are scored on the same titles. */
  titleSynonyms: string[];
};

/** At most this many spellings of one must-have skill in its query group. */
const MAX_SPELLINGS_PER_SKILL = 4;
const MAX_FILTER_TERM = 100;
const MAX_FILTER_SKILLS = 30;

/** Built trees are printed, never shown with positions, so every span is empty. */
const span = { start: 0, end: 0 };
/** A bare word where one reads back as itself (`k8s`), else a phrase (`"Backend Engineer"`). */
const term = (text: string): QueryNode =>
  isBareWord(text) ? { type: 'word', text, span } : { type: 'phrase', text, span };

const anyOf = (field: 'title' | 'skills', texts: readonly string[]): QueryNode => {
  const children = texts.map(term);
  const child: QueryNode =
    children.length === 1 && children[0] ? children[0] : { type: 'or', children, span };
  return { type: 'field', field, child, span };
};

const and = (parts: readonly QueryNode[]): QueryNode | null =>
  parts.length === 0
    ? null
    : parts.length === 1
      ? (parts[0] ?? null)
      : { type: 'and', children: [...parts], span };

/** The canonical text of the query (what the parser reads back) if it is within the caps, else null. */
const printIfValid = (parts: readonly QueryNode[]): string | null => {
  const parsed = parseQuery(printQuery(and(parts)));
  return parsed.ok ? printQuery(parsed.ast) : null;
};

const uniqueBy = (items: readonly string[], keyOf: (item: string) => string): string[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
const uniqueByKey = (items: readonly string[]) => uniqueBy(items, skillKey);

/** The model's spellings of a skill (own keys only: a skill named "constructor" is just a skill). */
const modelVariantsOf = (expansion: SearchExpansion, skill: string): readonly string[] => {
  const table = expansion.skillVariants;
  const variants: unknown = table && Object.hasOwn(table, skill) ? table[skill] : undefined;
  return Array.isArray(variants)
    ? variants.filter((variant): variant is string => typeof variant === 'string')
    : [];
};

/** The job's level and the one on each side: a recruiter widens or narrows it from there. */
const senioritiesAround = (level: SeniorityLevel | null) => {
  if (level === null) return [];
  const index = SENIORITY_LEVELS.indexOf(level);
  return SENIORITY_LEVELS.filter((_, other) => Math.abs(other - index) <= 1);
};

/** The place to search around: the job's first location part (its city), none for remote jobs. */
const searchLocation = (job: JobForSearch): string | null => {
  if (job.remote_policy === 'remote' || !job.location) return null;
  const place = job.location
    .split(',')
    .map((part) => part.trim())
    .find((part) => part !== '' && !/^remote$/i.test(part));
  return place ? place.slice(0, MAX_FILTER_TERM).trim() : null;
};

/**
 * "Search from the job" (issue 17): the query and filters a recruiter starts from, built only
 * from the job and the curated tables (decision 030).
 * - The query asks for the job's role or a synonym in the current title:
 *   `title:("Backend Engineer" OR "Backend Developer" …)`, without level words (the seniority
 *   filter carries the level).
 * - A must-have skill with known spellings becomes a query group `skills:("Kubernetes" OR "k8s")`
 *   because the must-have filter requires each listed skill as written; a must-have without
 *   known spellings goes to that filter (as do groups the query's caps leave no room for).
 * - Nice-to-haves rank (skills_nice), the location narrows to the job's city (not for remote
 *   jobs), the seniorities are the job's level (or the title's) and its neighbours, and people
 *   already in the project or marked do-not-contact are left out.
 */
export const buildSearchFromJob = (
  job: JobForSearch,
  expansion: SearchExpansion = {},
): SearchFromJob => {
  const role = coreTitle(job.title);
  const roleKey = roleWords(role).join(' ');
  const synonyms = uniqueBy(
    [...(expansion.titleSynonyms ?? []), ...titleSynonyms(job.title)]
      .map((title) => title.trim())
      .filter((title) => title !== '' && roleWords(title).join(' ') !== roleKey),
    (title) => roleWords(title).join(' '),
  ).slice(0, MAX_TITLE_SYNONYMS);
  const parts: QueryNode[] = [];
  let titleSynonymsUsed: string[] = [];
  // The longest title list that fits the caps; a very long title may stand alone.
  for (let count = synonyms.length; count >= 0; count -= 1) {
    const chosen = synonyms.slice(0, count);
    const titled = anyOf('title', [role, ...chosen]);
    if (printIfValid([titled]) !== null) {
      parts.push(titled);
      titleSynonymsUsed = chosen;
      break;
    }
  }

  const mustHave = uniqueByKey(job.must_have_skills);
  const skillsMust: string[] = [];
  for (const skill of mustHave) {
    const variants = uniqueBy(
      [...modelVariantsOf(expansion, skill), ...skillVariants(skill)]
        .map((variant) => variant.trim())
        .filter((variant) => skillKey(variant) !== skillKey(skill)),
      skillKey,
    ).slice(0, MAX_SPELLINGS_PER_SKILL - 1);
    const group = anyOf('skills', [skill, ...variants]);
    if (variants.length > 0 && printIfValid([...parts, group]) !== null) parts.push(group);
    else skillsMust.push(skill.slice(0, MAX_FILTER_TERM));
  }
  const mustKeys = new Set(mustHave.map(skillKey));
  const niceToHave = uniqueByKey(job.nice_to_have_skills).filter(
    (skill) => !mustKeys.has(skillKey(skill)),
  );
  const titleLevel = seniorityOfTitle(job.title);
  const location = searchLocation(job);

  return {
    query: printIfValid(parts) ?? '',
    filters: {
      skills_must: skillsMust.slice(0, MAX_FILTER_SKILLS),
      skills_nice: niceToHave
        .slice(0, MAX_FILTER_SKILLS)
        .map((skill) => skill.slice(0, MAX_FILTER_TERM)),
      locations: location ? [location] : [],
      seniorities: senioritiesAround(job.seniority ?? (titleLevel === 'mid' ? null : titleLevel)),
      exclude_in_project: true,
      exclude_do_not_contact: true,
    },
    titleSynonyms: titleSynonymsUsed,
  };
};
