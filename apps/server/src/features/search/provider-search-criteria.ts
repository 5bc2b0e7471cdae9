import type { FieldError } from '@hirelane/domain/http/envelope';
import type { QueryField, QueryNode } from '@hirelane/domain/search/query-ast';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import type { TalentSearchRequest } from '@hirelane/domain/search/talent-search.schema';
import type { PeopleSearchCriteria } from '../../integrations/people-data/people-data-provider';

/*
 * A talent search request as the people-data provider's criteria (decision 028). The provider
 * takes lists (any of them) and "all of these skills", not a Boolean tree, so the query may use
 * plain words, phrases and fields, each field once (skills any number of times), a field over an
 * OR group, and NOT before company:. Anything else is refused with the part that cannot be said.
 */

export type CriteriaResult =
  { ok: true; criteria: PeopleSearchCriteria } | { ok: false; errors: FieldError[] };

type Place = { city?: string; country?: string };

/** "Berlin, Germany" is a city in a country; a single name may be either. */
export const placesOf = (location: string): Place[] => {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) return [{ city: parts[0], country: parts.at(-1) }];
  const [only] = parts;
  return only ? [{ city: only }, { country: only }] : [];
};

/** The words or phrases of a field's value (a term, or an OR group of terms); null otherwise. */
const alternativesOf = (node: QueryNode): string[] | null => {
  if (node.type === 'word' || node.type === 'phrase') return [node.text];
  if (node.type !== 'or') return null;
  const texts: string[] = [];
  for (const child of node.children) {
    if (child.type !== 'word' && child.type !== 'phrase') return null;
    texts.push(child.text);
  }
  return texts;
};

const LIST_FIELDS: Partial<Record<QueryField, string>> = {
  title: 'title:',
  company: 'company:',
  past_company: 'past_company:',
  location: 'location:',
  school: 'school:',
};

/** Maps a request to provider criteria, or says which parts of it the provider cannot search. */
export const providerCriteriaOf = (request: TalentSearchRequest): CriteriaResult => {
  const errors: FieldError[] = [];
  const refuse = (message: string, path = 'query') => errors.push({ path, message });
  const { filters } = request;
  const words: string[] = [];
  const fromQuery: Partial<Record<QueryField, string[]>> = {};
  const skillsAll: string[] = [];
  const skillsAny: string[] = [];
  const excludedCompanies: string[] = [];

  const parsed = parseQuery(request.query);
  if (!parsed.ok) {
    const { message, position } = parsed.error;
    return { ok: false, errors: [{ path: 'query', message: `${message} (at ${position + 1})` }] };
  }
  const parts =
    parsed.ast === null ? [] : parsed.ast.type === 'and' ? parsed.ast.children : [parsed.ast];
  const quote = (node: QueryNode) => request.query.slice(node.span.start, node.span.end);

  for (const part of parts) {
    if (part.type === 'word' || part.type === 'phrase') {
      words.push(part.text);
      continue;
    }
    if (part.type === 'not') {
      const inner = part.child;
      const companies =
        inner.type === 'field' && inner.field === 'company' ? alternativesOf(inner.child) : null;
      if (companies) excludedCompanies.push(...companies);
      else
        refuse(
          `The provider search can only leave out current companies (NOT company:…); it cannot search "${quote(part)}".`,
        );
      continue;
    }
    if (part.type === 'or') {
      refuse(
        `The provider search cannot combine terms with OR outside a field ("${quote(part)}"); use a field such as title:(a OR b), or search the workspace.`,
      );
      continue;
    }
    if (part.type === 'and') continue; // never: nested ANDs are flattened by the parser
    const values = alternativesOf(part.child);
    if (!values) {
      refuse(
        `The provider search cannot use NOT or nested groups inside a field ("${quote(part)}").`,
      );
      continue;
    }
    if (part.field === 'skills') {
      if (values.length === 1) skillsAll.push(...values);
      else if (skillsAny.length > 0)
        refuse('The provider search takes at most one skills:(… OR …) group.');
      else skillsAny.push(...values);
      continue;
    }
    if (part.field === 'name') {
      if (values.length > 1 || fromQuery.name)
        refuse('The provider search takes one name: at a time.');
      else fromQuery.name = values;
      continue;
    }
    if (fromQuery[part.field]) {
      refuse(
        `The provider search takes ${LIST_FIELDS[part.field] ?? part.field} once (its values are alternatives); join them as ${LIST_FIELDS[part.field] ?? ''}(a OR b).`,
      );
      continue;
    }
    fromQuery[part.field] = values;
  }

  /** The query's values or the filter's, not both: together they would mean "any of all of them". */
  const either = (field: QueryField, filter: string[], path: string): string[] => {
    const queried = fromQuery[field] ?? [];
    if (queried.length > 0 && filter.length > 0) {
      refuse(
        `The provider search takes ${LIST_FIELDS[field] ?? field} in the query or in the filter, not both.`,
        path,
      );
      return [];
    }
    return queried.length > 0 ? queried : filter;
  };

  if (filters.past_companies_exclude.length > 0)
    refuse(
      'The provider search cannot leave out past companies.',
      'filters.past_companies_exclude',
    );
  for (const flag of ['has_email', 'has_phone', 'has_linkedin'] as const)
    if (filters[flag])
      refuse('The provider search cannot filter on contact details.', `filters.${flag}`);
  const titles = either('title', filters.titles, 'filters.titles');
  const companies = either('company', filters.companies_include, 'filters.companies_include');
  const pastCompanies = either(
    'past_company',
    filters.past_companies_include,
    'filters.past_companies_include',
  );
  const locations = either('location', filters.locations, 'filters.locations');
  const schools = either('school', filters.schools, 'filters.schools');
  if (errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    criteria: {
      titles,
      // Nice-to-have skills only rank; the provider does not rank, so they are not sent.
      skillsAll: [...filters.skills_must, ...skillsAll],
      skillsAny,
      locations: locations.flatMap(placesOf),
      currentCompanies: companies,
      excludedCompanies: [...filters.companies_exclude, ...excludedCompanies],
      pastCompanies,
      seniorities: filters.seniorities,
      minYears: filters.years_min ?? undefined,
      maxYears: filters.years_max ?? undefined,
      schools,
      name: fromQuery.name?.[0],
      text: words.length > 0 ? words.join(' ') : undefined,
    },
  };
};
