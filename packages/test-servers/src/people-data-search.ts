/**
 * The fake's Elasticsearch: evaluates the subset of the bool query DSL that our PDL search mapper
 * writes against stored person records. Anything else throws UnsupportedQuery (the fake's 400), so
 * a construct the mapper starts writing without the fake understanding it fails loudly.
 */
export class UnsupportedQuery extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const flat = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [value]);

/** Every value at a dotted path, through arrays (`experience.company.name`). */
const valuesAt = (record: unknown, path: string): unknown[] => {
  let current: unknown[] = [record];
  for (const part of path.split('.'))
    current = current
      .flatMap(flat)
      .flatMap((value) => (isObject(value) && part in value ? [value[part]] : []));
  return current.flatMap(flat).filter((value) => value !== null && value !== undefined);
};

// ES's standard analyzer, near enough: lower-cased words (c++ and c# keep their signs).
const tokens = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .toLowerCase()
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter(Boolean)
    : [];

const single = (clause: unknown, kind: string): [string, unknown] => {
  if (!isObject(clause)) throw new UnsupportedQuery(`${kind} needs an object`);
  const entries = Object.entries(clause);
  if (entries.length !== 1 || !entries[0])
    throw new UnsupportedQuery(`${kind} takes exactly one field`);
  return entries[0];
};

const scalar = (value: unknown, kind: string): string | number | boolean => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  throw new UnsupportedQuery(`${kind} takes a string, number or boolean`);
};

const BOOL_KEYS = new Set(['must', 'should', 'must_not', 'filter', 'minimum_should_match']);
const RANGE_KEYS = new Set(['gte', 'lte', 'gt', 'lt']);

const clauses = (value: unknown, kind: string): unknown[] => {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (isObject(value)) return [value];
  throw new UnsupportedQuery(`bool.${kind} needs a query or a list of them`);
};

const bool = (body: unknown, person: Json): boolean => {
  if (!isObject(body)) throw new UnsupportedQuery('bool needs an object');
  const unknownKey = Object.keys(body).find((key) => !BOOL_KEYS.has(key));
  if (unknownKey) throw new UnsupportedQuery(`bool.${unknownKey} is not supported`);
  const must = [...clauses(body.must, 'must'), ...clauses(body.filter, 'filter')];
  const should = clauses(body.should, 'should');
  const mustNot = clauses(body.must_not, 'must_not');
  const minimum = body.minimum_should_match ?? (must.length === 0 ? 1 : 0);
  if (typeof minimum !== 'number') throw new UnsupportedQuery('minimum_should_match: numbers only');
  // Every clause is evaluated (no short-circuit) so an unsupported one throws for every person.
  const all = (queries: unknown[]) => queries.map((query) => matchesQuery(query, person));
  const mustHold = all(must);
  const mustNotHold = all(mustNot);
  const shouldHold = all(should);
  return (
    mustHold.every(Boolean) &&
    !mustNotHold.some(Boolean) &&
    (should.length === 0 || shouldHold.filter(Boolean).length >= minimum)
  );
};

export const matchesQuery = (query: unknown, person: Json): boolean => {
  const [kind, body] = single(query, 'a query');
  switch (kind) {
    case 'bool':
      return bool(body, person);
    case 'term': {
      // Keyword semantics: exact and case-sensitive, like PDL's lower-cased keyword fields.
      const [field, value] = single(body, 'term');
      const wanted = scalar(isObject(value) ? value.value : value, 'term');
      return valuesAt(person, field).some((found) => found === wanted);
    }
    case 'terms': {
      const [field, values] = single(body, 'terms');
      if (!Array.isArray(values)) throw new UnsupportedQuery('terms needs a list');
      const wanted = values.map((value) => scalar(value, 'terms'));
      return valuesAt(person, field).some((found) => wanted.includes(found as string));
    }
    case 'match': {
      const [field, value] = single(body, 'match');
      const options = isObject(value) ? value : { query: value };
      const operator = options.operator ?? 'or';
      if (operator !== 'and' && operator !== 'or')
        throw new UnsupportedQuery('match.operator is and or or');
      const words = tokens(scalar(options.query, 'match'));
      const found = new Set(valuesAt(person, field).flatMap(tokens));
      return operator === 'and'
        ? words.length > 0 && words.every((word) => found.has(word))
        : words.some((word) => found.has(word));
    }
    case 'match_phrase': {
      const [field, value] = single(body, 'match_phrase');
      const phrase = tokens(scalar(value, 'match_phrase'));
      return valuesAt(person, field).some((found) => {
        const words = tokens(found);
        return (
          phrase.length > 0 &&
          words.some((_, at) => phrase.every((word, offset) => words[at + offset] === word))
        );
      });
    }
    case 'range': {
      const [field, bounds] = single(body, 'range');
      if (!isObject(bounds) || Object.keys(bounds).some((key) => !RANGE_KEYS.has(key)))
        throw new UnsupportedQuery('range takes gte, lte, gt and lt');
      return valuesAt(person, field).some(
        (found) =>
          typeof found === 'number' &&
          (typeof bounds.gte !== 'number' || found >= bounds.gte) &&
          (typeof bounds.lte !== 'number' || found <= bounds.lte) &&
          (typeof bounds.gt !== 'number' || found > bounds.gt) &&
          (typeof bounds.lt !== 'number' || found < bounds.lt),
      );
    }
    case 'exists': {
      if (!isObject(body) || typeof body.field !== 'string')
        throw new UnsupportedQuery('exists needs a field');
      return valuesAt(person, body.field).length > 0;
    }
    default:
      throw new UnsupportedQuery(`The fake does not understand "${kind}" queries`);
  }
};
