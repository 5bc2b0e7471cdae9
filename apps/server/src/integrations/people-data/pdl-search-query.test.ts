import { describe, expect, it } from 'vitest';
import { MAX_VALUES_PER_CRITERION, pdlSearchQuery } from './pdl-search-query';
import { PeopleDataError } from './people-data-provider';

describe('pdlSearchQuery', () => {
  it('matches everyone when no criterion is given, and ignores blank values', () => {
    expect(pdlSearchQuery({})).toEqual({ bool: {} });
    expect(
      pdlSearchQuery({ titles: [' ', ''], skillsAll: [], name: '  ', locations: [{ city: ' ' }] }),
    ).toEqual({ bool: {} });
  });

  it('puts each title as a phrase, alternatives in a should with one required', () => {
    expect(pdlSearchQuery({ titles: ['Data Engineer'] })).toEqual({
      bool: { must: [{ match_phrase: { job_title: 'data engineer' } }] },
    });
    expect(pdlSearchQuery({ titles: ['Data Engineer', 'ETL developer'] }).bool.must).toEqual([
      {
        bool: {
          should: [
            { match_phrase: { job_title: 'data engineer' } },
            { match_phrase: { job_title: 'etl developer' } },
          ],
          minimum_should_match: 1,
        },
      },
    ]);
  });

  it('requires each must-have skill as its own term and any nice-to-have through one terms', () => {
    expect(
      pdlSearchQuery({ skillsAll: ['Python', ' SQL ', 'python'], skillsAny: ['Airflow', 'dbt'] })
        .bool.must,
    ).toEqual([
      { term: { skills: 'python' } },
      { term: { skills: 'sql' } },
      { terms: { skills: ['airflow', 'dbt'] } },
    ]);
  });

  it('needs city and country together for one place, any of several places', () => {
    expect(
      pdlSearchQuery({
        locations: [{ city: 'Berlin', country: 'Germany' }, { country: 'Portugal' }],
      }).bool.must,
    ).toEqual([
      {
        bool: {
          should: [
            {
              bool: {
                must: [
                  { term: { location_locality: 'berlin' } },
                  { term: { location_country: 'germany' } },
                ],
              },
            },
            { term: { location_country: 'portugal' } },
          ],
          minimum_should_match: 1,
        },
      },
    ]);
  });

  it('includes and excludes current companies; past ones are in the history but not current', () => {
    expect(
      pdlSearchQuery({
        currentCompanies: ['Stripe'],
        excludedCompanies: ['Acme'],
        pastCompanies: ['Google'],
      }).bool,
    ).toEqual({
      must: [
        { terms: { job_company_name: ['stripe'] } },
        { terms: { 'experience.company.name': ['google'] } },
      ],
      must_not: [
        { terms: { job_company_name: ['acme'] } },
        { terms: { job_company_name: ['google'] } },
      ],
    });
  });

  it("maps seniority onto PDL's levels, mid onto none", () => {
    expect(pdlSearchQuery({ seniorities: ['senior', 'principal'] }).bool.must).toEqual([
      { terms: { job_title_levels: ['senior', 'director'] } },
    ]);
    expect(pdlSearchQuery({ seniorities: ['executive'] }).bool.must).toEqual([
      { terms: { job_title_levels: ['vp', 'cxo', 'owner', 'partner'] } },
    ]);
    expect(pdlSearchQuery({ seniorities: ['mid'] })).toEqual({ bool: {} });
  });

  it('bounds the years on either side or both, ignoring negative or non-finite ones', () => {
    expect(pdlSearchQuery({ minYears: 3, maxYears: 8 }).bool.must).toEqual([
      { range: { inferred_years_experience: { gte: 3, lte: 8 } } },
    ]);
    expect(pdlSearchQuery({ minYears: 0 }).bool.must).toEqual([
      { range: { inferred_years_experience: { gte: 0 } } },
    ]);
    expect(pdlSearchQuery({ minYears: -1, maxYears: Number.NaN })).toEqual({ bool: {} });
  });

  it('maps school, name and free words', () => {
    expect(
      pdlSearchQuery({ schools: ['TU Berlin'], name: 'Ada Lovelace', text: 'kafka streaming' }).bool
        .must,
    ).toEqual([
      { terms: { 'education.school.name': ['tu berlin'] } },
      { match_phrase: { full_name: 'ada lovelace' } },
      {
        bool: {
          should: [
            { match: { job_title: { query: 'kafka streaming', operator: 'and' } } },
            { match: { headline: { query: 'kafka streaming', operator: 'and' } } },
            { match: { summary: { query: 'kafka streaming', operator: 'and' } } },
          ],
          minimum_should_match: 1,
        },
      },
    ]);
  });

  it('refuses more values than one criterion takes, naming it', () => {
    const many = Array.from({ length: MAX_VALUES_PER_CRITERION + 1 }, (_, index) => `s${index}`);
    expect(() => pdlSearchQuery({ skillsAny: many })).toThrow(PeopleDataError);
    expect(() => pdlSearchQuery({ skillsAny: many })).toThrow(/at most 50 skills \(51 given\)/);
    expect(() => pdlSearchQuery({ skillsAny: many.slice(1) })).not.toThrow();
  });
});
