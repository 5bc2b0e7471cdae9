import { describe, expect, it } from 'vitest';
import { buildJobMatchSpec, scoreTalentMatch, type MatchProfile } from './job-match';
import { seniorityOfTitle, skillKey } from './match-text';

const job = {
  title: 'Senior Backend Engineer',
  seniority: 'senior' as const,
  location: 'Berlin, Germany',
  remote_policy: 'hybrid' as const,
  must_have_skills: ['TypeScript', 'PostgreSQL'],
  nice_to_have_skills: ['Kubernetes'],
};

const person = (overrides: Partial<MatchProfile> = {}): MatchProfile => ({
  designation: 'Backend Engineer',
  seniority: 'senior',
  current_city: 'Berlin',
  country: 'Germany',
  skills: ['typescript', 'PostgreSQL', 'Kubernetes'],
  past_titles: [],
  ...overrides,
});

describe('scoreTalentMatch', () => {
  const spec = buildJobMatchSpec(job);

  it('gives 100 when every part of the job is met, with one reason per part', () => {
    const match = scoreTalentMatch(spec, person());
    expect(match?.score).toBe(100);
    expect(match?.reasons.map((reason) => [reason.kind, reason.label, reason.met])).toEqual([
      ['must_have_skill', 'TypeScript', true],
      ['must_have_skill', 'PostgreSQL', true],
      ['title', 'Senior Backend Engineer', true],
      ['seniority', 'Senior', true],
      ['location', 'Berlin, Germany', true],
      ['nice_to_have_skill', 'Kubernetes', true],
    ]);
    expect(match?.reasons[0]?.detail).toBe('skills: typescript');
  });

  it('the points of the reasons add up to the score', () => {
    const match = scoreTalentMatch(
      spec,
      person({ skills: ['TypeScript'], seniority: 'lead', current_city: 'Munich' }),
    );
    // must 25 of 50, title 20, seniority 5 (one level off), location 5 (same country), nice 0.
    expect(match?.score).toBe(55);
    const points = match?.reasons.reduce((sum, reason) => sum + reason.points, 0);
    expect(points).toBe(55);
    expect(match?.reasons.find((reason) => reason.kind === 'location')).toMatchObject({
      met: false,
      partial: true,
      detail: 'Munich, Germany',
    });
  });

  it('a past title is half the title points and says where', () => {
    const match = scoreTalentMatch(
      spec,
      person({ designation: 'Engineering Manager', past_titles: ['Backend Engineer II'] }),
    );
    expect(match?.reasons.find((reason) => reason.kind === 'title')).toMatchObject({
      met: false,
      partial: true,
      detail: 'earlier title: Backend Engineer II',
      points: 10,
    });
  });

  it('leaves out what the job does not ask and scales to 100', () => {
    const remote = buildJobMatchSpec({
      ...job,
      remote_policy: 'remote',
      seniority: null,
      nice_to_have_skills: [],
    });
    const match = scoreTalentMatch(remote, person({ current_city: 'Lagos', country: 'Nigeria' }));
    expect(match?.reasons.map((reason) => reason.kind)).toEqual([
      'must_have_skill',
      'must_have_skill',
      'title',
    ]);
    expect(match?.score).toBe(100);
  });

  it('matches skills across spellings and accents, and countries across aliases', () => {
    const usJob = buildJobMatchSpec({
      ...job,
      location: 'Austin, USA',
      must_have_skills: ['Node.js'],
    });
    const match = scoreTalentMatch(
      usJob,
      person({ skills: ['NodeJS'], current_city: 'Dallas', country: 'United States' }),
    );
    expect(match?.reasons[0]).toMatchObject({ met: true, detail: 'skills: NodeJS' });
    expect(match?.reasons.find((reason) => reason.kind === 'location')?.partial).toBe(true);
  });

  it('a one-part location that names a country is met by living there', () => {
    const germany = buildJobMatchSpec({ ...job, location: 'Germany' });
    const match = scoreTalentMatch(germany, person({ current_city: 'Hamburg' }));
    expect(match?.reasons.find((reason) => reason.kind === 'location')?.met).toBe(true);
  });

  it('title synonyms count as the title', () => {
    const withSynonyms = buildJobMatchSpec(job, ['Server Engineer']);
    const match = scoreTalentMatch(withSynonyms, person({ designation: 'Senior Server Engineer' }));
    expect(match?.reasons.find((reason) => reason.kind === 'title')?.met).toBe(true);
  });

  it('a skill named in the current title counts', () => {
    const match = scoreTalentMatch(
      buildJobMatchSpec({ ...job, must_have_skills: ['Data Engineering'] }),
      person({ designation: 'Data Engineering Lead', skills: [] }),
    );
    expect(match?.reasons[0]).toMatchObject({ met: true, detail: 'current title' });
  });
});

describe('seniorityOfTitle', () => {
  it.each([
    ['Software Engineering Intern', 'intern'],
    ['Junior Developer', 'junior'],
    ['Backend Engineer', 'mid'],
    ['Sr. Data Scientist', 'senior'],
    ['Staff Engineer', 'lead'],
    ['Senior Engineering Manager', 'lead'],
    ['Principal Architect', 'principal'],
    ['Head of Data', 'executive'],
    ['VP Engineering', 'executive'],
    ['Product Manager', 'mid'],
  ])('%s is %s', (title, level) => {
    expect(seniorityOfTitle(title)).toBe(level);
  });

  it('a blank title has no level', () => {
    expect(seniorityOfTitle('  ')).toBeNull();
  });
});

describe('skillKey', () => {
  it('keeps C++ and C# apart and joins the spellings of Node.js', () => {
    expect(new Set(['C++', 'C#', 'c'].map(skillKey)).size).toBe(3);
    expect(new Set(['Node.js', 'NodeJS', 'node js'].map(skillKey)).size).toBe(1);
  });
});
