import { QUERY_LIMITS, type QueryNode } from './query-ast';
import { parseQuery } from './query-parser';
import { isBareWord, printQuery } from './query-printer';
import { isQuote } from './query-tokenizer';

/** What the Boolean Builder asks for (free tools, SPEC 2.3); each list holds plain values. */
export type BooleanBuilderInput = {
  titles: readonly string[];
  synonyms: readonly string[];
  mustHaveSkills: readonly string[];
  niceToHaveSkills: readonly string[];
  locations: readonly string[];
  /** Words or companies a profile must not mention. */
  exclusions: readonly string[];
};

export type BooleanStrings = {
  /** LinkedIn Recruiter / Boolean keyword syntax: quoted phrases, OR groups, AND, NOT. */
  linkedin: string;
  /** A Google X-ray search of LinkedIn profiles. */
  google: string;
  /** Our own search's query language (decision 026), or why it cannot hold this much. */
  hirelane: { ok: true; query: string } | { ok: false; message: string };
};

export const BOOLEAN_BUILDER_KEYS = [
  'titles',
  'synonyms',
  'mustHaveSkills',
  'niceToHaveSkills',
  'locations',
  'exclusions',
] as const satisfies readonly (keyof BooleanBuilderInput)[];

const SEPARATORS = /[\s\p{Cc}]+/u;

/**
 * One value as every output writes it: quote characters dropped (no syntax can hold them inside
 * a phrase), runs of spaces and control characters made one space, Unicode NFC.
 */
export const cleanValue = (value: string): string =>
  [...value]
    .filter((char) => !isQuote(char))
    .join('')
    .split(SEPARATORS)
    .filter((part) => part !== '')
    .join(' ')
    .normalize('NFC');

/** The list's cleaned values, empty ones and repeats (ignoring letter case) left out. */
export const cleanValues = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const clean = cleanValue(value);
    const key = clean.toLocaleLowerCase('en-US');
    if (clean === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(clean);
  }
  return kept;
};

export type CleanInput = { [K in keyof BooleanBuilderInput]: string[] };

export const cleanInput = (input: BooleanBuilderInput): CleanInput => {
  // A synonym that repeats a title is left out: the titles come first in one cleaned list.
  const titleCount = cleanValues(input.titles).length;
  const titles = cleanValues([...input.titles, ...input.synonyms]);
  return {
    titles: titles.slice(0, titleCount),
    synonyms: titles.slice(titleCount),
    mustHaveSkills: cleanValues(input.mustHaveSkills),
    niceToHaveSkills: cleanValues(input.niceToHaveSkills),
    locations: cleanValues(input.locations),
    exclusions: cleanValues(input.exclusions),
  };
};

export const isEmptyInput = (clean: CleanInput): boolean =>
  BOOLEAN_BUILDER_KEYS.every((key) => clean[key].length === 0);

// ---- LinkedIn and Google ----

const BOOLEAN_KEYWORDS = new Set(['AND', 'OR', 'NOT']);
const PLAIN_TERM = /^[\p{L}\p{N}][\p{L}\p{N}+#./&_-]*$/u;

/** LinkedIn reads a bare term up to a space or parenthesis; anything else goes in quotes. */
const linkedinTerm = (value: string): string =>
  PLAIN_TERM.test(value) && !BOOLEAN_KEYWORDS.has(value) ? value : `"${value}"`;

const orGroup = (terms: string[]): string =>
  terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' OR ')})`;

const buildLinkedin = (clean: CleanInput): string => {
  const parts: string[] = [];
  const titles = [...clean.titles, ...clean.synonyms];
  if (titles.length > 0) parts.push(orGroup(titles.map(linkedinTerm)));
  parts.push(...clean.mustHaveSkills.map(linkedinTerm));
  if (clean.niceToHaveSkills.length > 0)
    parts.push(orGroup(clean.niceToHaveSkills.map(linkedinTerm)));
  if (clean.locations.length > 0) parts.push(orGroup(clean.locations.map(linkedinTerm)));
  const positive = parts.join(' AND ');
  if (clean.exclusions.length === 0) return positive;
  const excluded = `NOT ${orGroup(clean.exclusions.map(linkedinTerm))}`;
  return positive === '' ? excluded : `${positive} ${excluded}`;
};

/** Google matches a quoted term exactly (no stemming, no synonyms): every term is quoted. */
const googleTerm = (value: string): string => `"${value}"`;

const buildGoogle = (clean: CleanInput): string => {
  const parts = ['site:linkedin.com/in'];
  const titles = [...clean.titles, ...clean.synonyms];
  if (titles.length > 0) parts.push(orGroup(titles.map(googleTerm)));
  parts.push(...clean.mustHaveSkills.map(googleTerm));
  if (clean.niceToHaveSkills.length > 0)
    parts.push(orGroup(clean.niceToHaveSkills.map(googleTerm)));
  if (clean.locations.length > 0) parts.push(orGroup(clean.locations.map(googleTerm)));
  parts.push(...clean.exclusions.map((value) => `-${googleTerm(value)}`));
  return parts.length === 1 ? '' : parts.join(' ');
};

// ---- Hirelane ----

const NO_SPAN = { start: 0, end: 0 };

const term = (value: string): QueryNode =>
  isBareWord(value)
    ? { type: 'word', text: value, span: NO_SPAN }
    : { type: 'phrase', text: value, span: NO_SPAN };

const anyOf = (values: string[]): QueryNode => {
  const [only] = values;
  if (values.length === 1 && only !== undefined) return term(only);
  return { type: 'or', children: values.map(term), span: NO_SPAN };
};

const inField = (field: 'title' | 'skills' | 'location', values: string[]): QueryNode => ({
  type: 'field',
  field,
  child: anyOf(values),
  span: NO_SPAN,
});

/**
 * The tree of the Hirelane query: titles and synonyms as one `title:(… OR …)`, each must-have as
 * its own `skills:`, the nice-to-haves as one `skills:(… OR …)` (at least one of them), the
 * locations as one `location:(… OR …)`, and the exclusions as `NOT (… OR …)` anywhere in the
 * profile. Null when nothing was asked.
 */
export const hirelaneTree = (clean: CleanInput): QueryNode | null => {
  const children: QueryNode[] = [];
  const titles = [...clean.titles, ...clean.synonyms];
  if (titles.length > 0) children.push(inField('title', titles));
  for (const skill of clean.mustHaveSkills) children.push(inField('skills', [skill]));
  if (clean.niceToHaveSkills.length > 0) children.push(inField('skills', clean.niceToHaveSkills));
  if (clean.locations.length > 0) children.push(inField('location', clean.locations));
  if (clean.exclusions.length > 0)
    children.push({ type: 'not', child: anyOf(clean.exclusions), span: NO_SPAN });
  const [only] = children;
  if (children.length === 1 && only !== undefined) return only;
  return children.length === 0 ? null : { type: 'and', children, span: NO_SPAN };
};

const countTerms = (clean: CleanInput): number =>
  BOOLEAN_BUILDER_KEYS.reduce((sum, key) => sum + clean[key].length, 0);

const buildHirelane = (clean: CleanInput): BooleanStrings['hirelane'] => {
  const { maxTerms, maxLength } = QUERY_LIMITS;
  const terms = countTerms(clean);
  if (terms > maxTerms)
    return {
      ok: false,
      message: `Our search takes at most ${maxTerms} words and phrases; this has ${terms}. Remove some values.`,
    };
  const query = printQuery(hirelaneTree(clean));
  if (query.length > maxLength)
    return {
      ok: false,
      message: `Our search takes at most ${maxLength.toLocaleString('en-US')} characters; this is ${query.length.toLocaleString('en-US')}. Remove some values.`,
    };
  // The printer and the parser are one contract (decision 026); checking keeps it honest here.
  const parsed = parseQuery(query);
  if (!parsed.ok) return { ok: false, message: parsed.error.message };
  return { ok: true, query };
};

/** The three Boolean strings for what was asked; empty strings when nothing was. */
export const buildBooleanStrings = (input: BooleanBuilderInput): BooleanStrings => {
  const clean = cleanInput(input);
  return {
    linkedin: buildLinkedin(clean),
    google: buildGoogle(clean),
    hirelane: buildHirelane(clean),
  };
};
