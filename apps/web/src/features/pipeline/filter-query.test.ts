import { describe, expect, it } from 'vitest';
import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import { pipelineCandidatesQuery } from '@hirelane/domain/pipeline/pipeline.schema';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  buildPipelineQuery,
  filtersKey,
  parseFilters,
  savedFilterQuery,
  type PipelineFilters,
} from './filter-query';

const field = (id: string, type: CustomField['type'], options: string[] = []): CustomField => ({
  _id: id,
  name: id,
  type,
  options,
  position: 0,
});
const FIELDS = [
  field('city', 'text'),
  field('visa', 'single_select', ['Yes', 'No']),
  field('years', 'number'),
  field('start', 'date'),
];

const filters = (overrides: Partial<PipelineFilters>): PipelineFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe('buildPipelineQuery', () => {
  it('sends the stage, sort and page of the default filters only', () => {
    expect(buildPipelineQuery(DEFAULT_FILTERS, { offset: 0, limit: 200 })).toBe(
      'stage=all&sort=added_at&order=desc&offset=0&limit=200',
    );
  });

  it('adds sub-stage, source, the trimmed search and each custom field filter by type', () => {
    const query = buildPipelineQuery(
      filters({
        stage: 'in_campaign',
        subStage: 'engaging',
        source: 'resume',
        q: '  ada lovelace ',
        sort: 'full_name',
        order: 'asc',
        custom: {
          years: { type: 'number', min: '3', max: '' },
          city: { type: 'text', op: 'contains', value: 'Berl' },
          visa: { type: 'single_select', value: 'Yes' },
          start: { type: 'date', min: '2026-01-01', max: '2026-06-30' },
        },
      }),
      { offset: 400, limit: 200 },
    );
    expect([...new URLSearchParams(query)]).toEqual([
      ['stage', 'in_campaign'],
      ['sub_stage', 'engaging'],
      ['source', 'resume'],
      ['q', 'ada lovelace'],
      ['sort', 'full_name'],
      ['order', 'asc'],
      ['cf.city', '~Berl'],
      ['cf.start', '2026-01-01..2026-06-30'],
      ['cf.visa', 'Yes'],
      ['cf.years', '3..'],
      ['offset', '400'],
      ['limit', '200'],
    ]);
  });

  it('sends an equals text filter as the plain value and leaves out filters that do not narrow', () => {
    const query = new URLSearchParams(
      buildPipelineQuery(
        filters({
          q: '   ',
          custom: {
            city: { type: 'text', op: 'equals', value: 'Paris' },
            visa: { type: 'single_select', value: '' },
            years: { type: 'number', min: '', max: ' ' },
          },
        }),
        { offset: 0, limit: 50 },
      ),
    );
    expect(query.get('cf.city')).toBe('Paris');
    expect(query.has('q')).toBe(false);
    expect(query.has('cf.visa')).toBe(false);
    expect(query.has('cf.years')).toBe(false);
  });

  it('escapes values so a search cannot add parameters', () => {
    const query = new URLSearchParams(
      buildPipelineQuery(filters({ q: 'a&stage=rejected' }), { offset: 0, limit: 10 }),
    );
    expect(query.get('q')).toBe('a&stage=rejected');
    expect(query.getAll('stage')).toEqual(['all']);
  });

  it('is accepted by the server query schema', () => {
    const query = Object.fromEntries(
      new URLSearchParams(
        buildPipelineQuery(
          filters({
            stage: 'completed',
            custom: { years: { type: 'number', min: '1', max: '9' } },
          }),
          { offset: 200, limit: 200 },
        ),
      ),
    );
    const parsed = pipelineCandidatesQuery.parse({ workspace: 'w1', ...query });
    expect(parsed).toMatchObject({
      stage: 'completed',
      offset: 200,
      limit: 200,
      'cf.years': '1..9',
    });
  });
});

describe('parseFilters', () => {
  it('reads back what savedFilterQuery wrote', () => {
    const original = filters({
      stage: 'shortlisted',
      source: 'csv',
      q: 'rust',
      sort: 'current_company',
      order: 'asc',
      custom: {
        city: { type: 'text', op: 'contains', value: 'Ber' },
        visa: { type: 'single_select', value: 'No' },
        years: { type: 'number', min: '', max: '10' },
        start: { type: 'date', min: '2026-02-01', max: '' },
      },
    });
    expect(parseFilters(savedFilterQuery(original), FIELDS)).toEqual(original);
  });

  it('drops unknown values, options no longer offered and fields that were deleted', () => {
    const parsed = parseFilters(
      {
        stage: 'nope',
        source: 'fax',
        sort: 'salary',
        order: 'up',
        'cf.visa': 'Maybe',
        'cf.gone': 'x',
      },
      FIELDS,
    );
    expect(parsed).toEqual(DEFAULT_FILTERS);
  });

  it('reads one number as an exact value', () => {
    expect(parseFilters({ 'cf.years': '5' }, FIELDS).custom.years).toEqual({
      type: 'number',
      min: '5',
      max: '5',
    });
  });
});

describe('filtersKey and activeFilterCount', () => {
  it('does not change with the page but does with any filter', () => {
    const base = filters({ q: 'x' });
    expect(filtersKey(base)).toBe(filtersKey({ ...base }));
    expect(filtersKey(base)).not.toBe(filtersKey({ ...base, source: 'resume' }));
  });

  it('counts sub-stage, source and custom filters that narrow', () => {
    expect(
      activeFilterCount(
        filters({
          subStage: 'new',
          q: 'ignored by the count',
          custom: {
            city: { type: 'text', op: 'equals', value: 'Rome' },
            visa: { type: 'single_select', value: '' },
          },
        }),
      ),
    ).toBe(2);
  });
});
