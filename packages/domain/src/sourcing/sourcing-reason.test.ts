import { describe, expect, it } from 'vitest';
import { buildJobMatchSpec, scoreTalentMatch } from '../search/job-match';
import { sourcingReasonSummary } from './sourcing-reason';

const spec = buildJobMatchSpec({
  title: 'Senior Backend Engineer',
  seniority: 'senior',
  location: 'Berlin, Germany',
  remote_policy: 'hybrid',
  must_have_skills: ['TypeScript', 'PostgreSQL'],
  nice_to_have_skills: ['Kafka'],
});
const person = {
  designation: 'Backend Engineer',
  seniority: 'senior' as const,
  current_city: 'Berlin',
  country: 'Germany',
  skills: ['TypeScript', 'PostgreSQL', 'Kafka'],
  past_titles: [],
};

describe('sourcingReasonSummary', () => {
  it('says every part the person meets, with the score', () => {
    expect(sourcingReasonSummary(scoreTalentMatch(spec, person))).toBe(
      'Has all 2 must-have skills (TypeScript, PostgreSQL), a fitting current title: Backend Engineer, ' +
        'Senior level, based in Berlin, Germany and nice-to-have Kafka. Match 100/100.',
    );
  });

  it('says partial fits as such and leaves out what is not met', () => {
    const summary = sourcingReasonSummary(
      scoreTalentMatch(spec, {
        ...person,
        designation: 'Data Analyst',
        past_titles: ['Senior Backend Engineer'],
        seniority: 'mid',
        current_city: 'Munich',
        skills: ['TypeScript'],
      }),
    );
    expect(summary).toBe(
      'Has 1 of 2 must-have skills (TypeScript), a fitting earlier title: Senior Backend Engineer, ' +
        'Mid-level (one level from Senior) and in the same country (Munich, Germany). Match 45/100.',
    );
  });

  it('never claims a fit without reasons', () => {
    const none = scoreTalentMatch(spec, {
      designation: 'Chef',
      seniority: 'intern',
      current_city: null,
      country: null,
      skills: [],
      past_titles: [],
    });
    expect(sourcingReasonSummary(none)).toBe('Has none of the must-have skills. Match 0/100.');
    expect(sourcingReasonSummary(null)).toBe(
      'Found by the search; the job gives nothing to score against.',
    );
  });
});
