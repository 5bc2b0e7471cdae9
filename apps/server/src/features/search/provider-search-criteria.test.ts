import { describe, expect, it } from 'vitest';
import {
  talentSearchRequestSchema,
  type TalentSearchRequestInput,
} from '@hirelane/domain/search/talent-search.schema';
import { placesOf, providerCriteriaOf } from './provider-search-criteria';

const criteriaOf = (input: TalentSearchRequestInput) =>
  providerCriteriaOf(talentSearchRequestSchema.parse({ origin: 'provider', ...input }));

const errorsOf = (input: TalentSearchRequestInput) => {
  const result = criteriaOf(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.errors;
};

describe('provider criteria of a talent search', () => {
  it('maps plain words, fields, OR groups inside fields and NOT company: with the filters', () => {
    const result = criteriaOf({
      query:
        'platform "data engineer" title:(engineer OR developer) skills:python skills:sql skills:(aws OR gcp) location:"Berlin, Germany" NOT company:acme school:ETH name:"Ada Lovelace"',
      filters: {
        skills_must: ['Kafka'],
        companies_exclude: ['Initech'],
        seniorities: ['senior'],
        years_min: 3,
        past_companies_include: ['Stripe'],
      },
    });
    expect(result).toEqual({
      ok: true,
      criteria: {
        titles: ['engineer', 'developer'],
        skillsAll: ['Kafka', 'python', 'sql'],
        skillsAny: ['aws', 'gcp'],
        locations: [{ city: 'Berlin', country: 'Germany' }],
        currentCompanies: [],
        excludedCompanies: ['Initech', 'acme'],
        pastCompanies: ['Stripe'],
        seniorities: ['senior'],
        minYears: 3,
        maxYears: undefined,
        schools: ['ETH'],
        name: 'Ada Lovelace',
        text: 'platform data engineer',
      },
    });
  });

  it('reads a single place name as a city or a country', () => {
    expect(placesOf('Portugal')).toEqual([{ city: 'Portugal' }, { country: 'Portugal' }]);
    expect(placesOf(' Porto , Portugal ')).toEqual([{ city: 'Porto', country: 'Portugal' }]);
  });

  it('refuses what the provider cannot say, naming the part', () => {
    expect(errorsOf({ query: 'python OR java' })).toEqual([
      { path: 'query', message: expect.stringContaining('"python OR java"') as string },
    ]);
    expect(errorsOf({ query: 'NOT title:intern' })[0]?.message).toContain('"NOT title:intern"');
    expect(errorsOf({ query: 'title:engineer title:manager' })[0]?.message).toContain('title:');
    expect(errorsOf({ query: 'title:(engineer -manager)' })[0]?.message).toContain(
      'inside a field',
    );
    expect(errorsOf({ query: 'title:engineer', filters: { titles: ['Developer'] } })).toEqual([
      { path: 'filters.titles', message: expect.stringContaining('not both') as string },
    ]);
    expect(errorsOf({ filters: { has_email: true } })).toEqual([
      { path: 'filters.has_email', message: expect.stringContaining('contact') as string },
    ]);
    expect(errorsOf({ query: 'title:(a' })[0]).toMatchObject({ path: 'query' });
  });
});
