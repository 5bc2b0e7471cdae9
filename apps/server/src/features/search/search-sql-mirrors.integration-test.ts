import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeKey } from '@hirelane/domain/search/job-match';
import { roleWords, seniorityOfTitle, skillKey, wordsOf } from '@hirelane/domain/search/match-text';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The search index derives seniority, words, role words, skill keys and place keys in SQL
 * (migration 0017) for the engine's match order; the result's reasons come from the domain's
 * functions. Both must agree on the same inputs.
 */

const TITLES = [
  'Senior Backend Engineer',
  'Sr. Software Engineer',
  'Junior Developer',
  'Jr Data Analyst',
  'Graduate Trainee',
  'Software Engineering Intern',
  'Werkstudent Data',
  'Head of Data',
  'VP Engineering',
  'Vice President, Sales',
  'Co-Founder & CTO',
  'Chief Executive Officer',
  'Director of Product',
  'Principal Engineer',
  'Solutions Architect',
  'Distinguished Engineer',
  'Staff Engineer',
  'Tech Lead',
  'Senior Engineering Manager',
  'Engineering Manager',
  'Entry Level Analyst',
  'Associate Product Manager',
  'Product Manager',
  'Backend Engineer II',
  'Développeur Sénior',
  'Ingénieur logiciel',
  'C++ Developer',
  'Senior-level .NET / C# Engineer',
  'Partner',
  'Leader of people',
  'Headhunter',
  'Seniority Analyst',
  '',
  '   ',
];

const SKILLS = [
  'Node.js',
  'NodeJS',
  'node js',
  'C++',
  'C#',
  '.NET',
  'Machine Learning',
  'CI/CD',
  'Go',
];
const PLACES = [
  'USA',
  'U.S.A.',
  'United States of America',
  'UK',
  'England',
  'Deutschland',
  'München',
  'São Paulo',
  'New  York',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sqlOf = async <T>(expression: string, inputs: readonly string[]): Promise<T[]> => {
  const { rows } = await t.pool.query<{ value: T }>(
    `select ${expression} as value from unnest($1::text[]) with ordinality as input(t, n) order by n`,
    [inputs],
  );
  return rows.map((row) => row.value);
};

const spaced = (words: string[]) => ` ${words.join(' ')} `;

describe('SQL mirrors of the match rules', () => {
  it('gives every title the seniority seniorityOfTitle gives it', async () => {
    expect(await sqlOf('hl_seniority(t)', TITLES)).toEqual(TITLES.map(seniorityOfTitle));
  });

  it('splits titles into the same words and role words', async () => {
    const titles = TITLES.filter((title) => title.trim() !== '');
    expect(await sqlOf('hl_words(t)', titles)).toEqual(
      titles.map((title) => spaced(wordsOf(title))),
    );
    expect(await sqlOf('hl_role_words(t)', titles)).toEqual(
      titles.map((title) => spaced(roleWords(title))),
    );
  });

  it('keys skills and places alike', async () => {
    expect(await sqlOf('hl_skill_key(t)', SKILLS)).toEqual(SKILLS.map(skillKey));
    expect(await sqlOf('hl_place_key(t)', PLACES)).toEqual(PLACES.map(placeKey));
  });
});
