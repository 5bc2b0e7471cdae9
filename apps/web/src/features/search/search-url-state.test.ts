import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  DEFAULT_SEARCH_STATE,
  readSearchParams,
  searchFromSaved,
  searchPageHref,
  searchParamsOf,
} from './search-url-state';

describe('search URL state', () => {
  it('round-trips a search through the address, leaving defaults out', () => {
    const state = {
      query: 'title:"staff engineer" -intern',
      filters: { ...DEFAULT_FILTERS, skills_must: ['Go'], years_min: 5, exclude_in_project: false },
      origin: 'provider' as const,
      sort: 'match' as const,
      page: 3,
      savedId: 's-1',
    };
    const params = searchParamsOf(state);
    expect(JSON.parse(params.get('filters') ?? '{}')).toEqual({
      skills_must: ['Go'],
      years_min: 5,
      exclude_in_project: false,
    });
    expect(readSearchParams(new URLSearchParams(params.toString()))).toEqual(state);
    expect(searchParamsOf(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('falls back to the defaults for what the contract refuses', () => {
    const state = readSearchParams(
      new URLSearchParams('filters=%7Bbroken&origin=moon&sort=up&page=-2'),
    );
    expect(state).toEqual(DEFAULT_SEARCH_STATE);
    const badYears = readSearchParams(
      new URLSearchParams(`filters=${encodeURIComponent('{"years_min":"lots"}')}`),
    );
    expect(badYears.filters).toEqual(DEFAULT_FILTERS);
  });

  it('opens a saved search at the search page with its query and filters', () => {
    const saved = searchFromSaved({ query: 'go', filters: { has_phone: true } });
    const href = searchPageHref('p 1', { ...saved, savedId: 's-1' });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/app/projects/p%201/search');
    expect(readSearchParams(url.searchParams)).toMatchObject({
      query: 'go',
      filters: { ...DEFAULT_FILTERS, has_phone: true },
      savedId: 's-1',
    });
    expect(searchFromSaved({ q: 3 })).toEqual({ query: '', filters: DEFAULT_FILTERS });
  });
});
