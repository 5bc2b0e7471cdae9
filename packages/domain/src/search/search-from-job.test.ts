import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SENIORITY_LEVELS } from '../product/seniority-levels';
import { jobInputSchema, REMOTE_POLICIES } from '../projects/job.schema';
import { buildJobMatchSpec } from './job-match';
import { skillKey } from './match-text';
import { parseQuery } from './query-parser';
import { printQuery } from './query-printer';
import { buildSearchFromJob, type JobForSearch } from './search-from-job';
import { SKILL_SPELLING_GROUPS } from './skill-synonyms';
import { talentSearchFiltersSchema, talentSearchRequestSchema } from './talent-search.schema';

const job = (overrides: Partial<JobForSearch> = {}): JobForSearch => ({
  title: 'Senior Backend Engineer',
  seniority: 'senior',
  location: 'Berlin, Germany',
  remote_policy: 'hybrid',
  must_have_skills: ['TypeScript', 'PostgreSQL', 'Event Sourcing'],
  nice_to_have_skills: ['Kafka'],
  ...overrides,
});

describe('buildSearchFromJob', () => {
  it('asks for the role or a synonym in the title and each must-have with its spellings', () => {
    const search = buildSearchFromJob(job());
    expect(search.query).toBe(
      'title:("Backend Engineer" OR "Backend Developer" OR "Server Engineer" OR "API Engineer") ' +
        'skills:(TypeScript OR TS) skills:(PostgreSQL OR Postgres OR psql)',
    );
    expect(search.titleSynonyms).toEqual(['Backend Developer', 'Server Engineer', 'API Engineer']);
    expect(search.filters).toEqual({
      skills_must: ['Event Sourcing'],
      skills_nice: ['Kafka'],
      locations: ['Berlin'],
      seniorities: ['mid', 'senior', 'lead'],
      exclude_in_project: true,
      exclude_do_not_contact: true,
    });
  });

  it('gives the match the same titles the query asks for', () => {
    const search = buildSearchFromJob(job());
    const spec = buildJobMatchSpec(
      { ...job(), title: 'Senior Backend Engineer' },
      search.titleSynonyms,
    );
    expect(spec.titles).toEqual([
      ['backend', 'engineer'],
      ['backend', 'developer'],
      ['server', 'engineer'],
      ['api', 'engineer'],
    ]);
  });

  it('writes a lone title without synonyms as one term and leaves an empty job to the recruiter', () => {
    expect(
      buildSearchFromJob(job({ title: 'Chief Happiness Wizard', must_have_skills: [] })).query,
    ).toBe('title:"Chief Happiness Wizard"');
    expect(buildSearchFromJob(job({ title: 'Lighthousekeeper', must_have_skills: [] })).query).toBe(
      'title:Lighthousekeeper',
    );
  });

  it('leaves the location out for remote jobs and reads the city of other jobs', () => {
    expect(buildSearchFromJob(job({ remote_policy: 'remote' })).filters.locations).toEqual([]);
    expect(
      buildSearchFromJob(job({ location: 'Remote, Lisbon, Portugal' })).filters.locations,
    ).toEqual(['Lisbon']);
    expect(buildSearchFromJob(job({ location: 'Remote' })).filters.locations).toEqual([]);
    expect(buildSearchFromJob(job({ location: null })).filters.locations).toEqual([]);
  });

  it('takes the seniority and its neighbours, from the title when the job gives none', () => {
    expect(buildSearchFromJob(job({ seniority: 'intern' })).filters.seniorities).toEqual([
      'intern',
      'junior',
    ]);
    expect(buildSearchFromJob(job({ seniority: 'executive' })).filters.seniorities).toEqual([
      'principal',
      'executive',
    ]);
    expect(
      buildSearchFromJob(job({ seniority: null, title: 'Junior QA Engineer' })).filters.seniorities,
    ).toEqual(['intern', 'junior', 'mid']);
    expect(
      buildSearchFromJob(job({ seniority: null, title: 'QA Engineer' })).filters.seniorities,
    ).toEqual([]);
  });

  it('asks for each skill once, must-haves before nice-to-haves', () => {
    const search = buildSearchFromJob(
      job({
        must_have_skills: ['Node.js', 'NodeJS', 'Docker Swarm'],
        nice_to_have_skills: ['node js', 'Kafka', 'kafka'],
      }),
    );
    expect(search.query).toContain('skills:(Node.js OR Node)');
    expect(search.query.match(/Node/g)).toHaveLength(2);
    expect(search.filters.skills_must).toEqual(['Docker Swarm']);
    expect(search.filters.skills_nice).toEqual(['Kafka']);
  });

  it('puts a model’s titles and spellings first, without repeats of the title or the tables', () => {
    const search = buildSearchFromJob(job({ must_have_skills: ['TypeScript', 'Event Sourcing'] }), {
      titleSynonyms: ['Senior Backend Engineer', 'Platform Engineer', 'backend developer'],
      skillVariants: { 'Event Sourcing': ['CQRS', 'event-sourcing'], TypeScript: ['TS'] },
    });
    expect(search.titleSynonyms).toEqual([
      'Platform Engineer',
      'backend developer',
      'Server Engineer',
      'API Engineer',
    ]);
    expect(search.query).toContain('skills:(TypeScript OR TS)');
    expect(search.query).toContain('skills:("Event Sourcing" OR CQRS)');
    expect(search.filters.skills_must).toEqual([]);
  });

  it('moves must-haves the query has no room for into the must-have filter', () => {
    const thirtyWithSpellings = SKILL_SPELLING_GROUPS.slice(0, 30).map((group) => group[0] ?? '');
    const search = buildSearchFromJob(job({ must_have_skills: thirtyWithSpellings }));
    const parsed = parseQuery(search.query);
    expect(parsed.ok).toBe(true);
    const inQuery = thirtyWithSpellings.filter(
      (skill) => !search.filters.skills_must?.includes(skill),
    );
    expect(inQuery.length).toBeGreaterThan(5);
    expect(search.filters.skills_must?.length).toBeGreaterThan(0);
    expect(inQuery.length + (search.filters.skills_must?.length ?? 0)).toBe(30);
  });
});

const text = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: max }),
      fc.constantFrom(
        'C++',
        'C#',
        '.NET',
        'node.js',
        'AND',
        'NOT',
        '-x',
        'title:x',
        '"quoted"',
        '(a OR b)',
      ),
    )
    .filter((value) => value.trim().length > 0);
const knownSkill = fc.constantFrom(...SKILL_SPELLING_GROUPS.flat());
const generatedExpansion = fc.record({
  titleSynonyms: fc.array(text(200), { maxLength: 10 }),
  skillVariants: fc.dictionary(
    fc.oneof(knownSkill, text(60)),
    fc.array(text(200), { maxLength: 5 }),
  ),
});
const generatedJob = fc.record({
  title: fc.oneof(
    text(120),
    fc.constantFrom(
      'Senior Backend Engineer',
      'Registered Nurse - ICU',
      'SDR',
      'Sr. Data Scientist (NLP)',
    ),
    fc
      .string({ minLength: 100, maxLength: 120 })
      .map((value) => `Senior Software Engineer ${value}`.slice(0, 120)),
  ),
  company: fc.constant(null),
  location: fc.option(
    fc.oneof(text(120), fc.constantFrom('Berlin, Germany', 'Remote', 'Austin, TX, USA')),
  ),
  remote_policy: fc.option(fc.constantFrom(...REMOTE_POLICIES)),
  seniority: fc.option(fc.constantFrom(...SENIORITY_LEVELS)),
  must_have_skills: fc.array(fc.oneof(knownSkill, text(60)), { maxLength: 30 }),
  nice_to_have_skills: fc.array(fc.oneof(knownSkill, text(60)), { maxLength: 30 }),
});

describe('buildSearchFromJob properties', () => {
  it('for any valid job, the query parses (canonically) and the filters pass their schema', () => {
    fc.assert(
      fc.property(generatedJob, generatedExpansion, (raw, expansion) => {
        const valid = jobInputSchema.safeParse(raw);
        fc.pre(valid.success);
        if (!valid.success) return;
        const search = buildSearchFromJob(valid.data, expansion);
        const parsed = parseQuery(search.query);
        if (!parsed.ok) throw new Error(`${search.query}: ${parsed.error.message}`);
        expect(printQuery(parsed.ast)).toBe(search.query);
        expect(talentSearchFiltersSchema.safeParse(search.filters).success).toBe(true);
        expect(
          talentSearchRequestSchema.safeParse({ query: search.query, filters: search.filters })
            .success,
        ).toBe(true);
        // Every must-have is asked for once: as a query group or in the filter.
        const parts =
          parsed.ast?.type === 'and' ? parsed.ast.children : parsed.ast ? [parsed.ast] : [];
        const skillGroups = parts.filter(
          (part) => part.type === 'field' && part.field === 'skills',
        );
        const uniqueMustHaves = new Set(
          valid.data.must_have_skills.map(skillKey).filter((key) => key !== ''),
        ).size;
        expect(skillGroups.length + (search.filters.skills_must?.length ?? 0)).toBe(
          uniqueMustHaves,
        );
      }),
      { numRuns: 500 },
    );
  });
});
