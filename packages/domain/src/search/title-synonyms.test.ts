import { describe, expect, it } from 'vitest';
import { roleWords } from './match-text';
import {
  coreTitle,
  MAX_TITLE_SYNONYMS,
  suggestTitleSynonyms,
  titleSynonyms,
} from './title-synonyms';

const key = (title: string) => roleWords(title).join(' ');

describe('coreTitle', () => {
  it('drops level words and qualifiers but keeps the casing of the role', () => {
    expect(coreTitle('Senior Backend Engineer II (Payments)')).toBe('Backend Engineer');
    expect(coreTitle('Sr. Software Engineer')).toBe('Software Engineer');
    expect(coreTitle('Registered Nurse - ICU')).toBe('Registered Nurse');
    expect(coreTitle('Data Engineer, Platform')).toBe('Data Engineer');
    expect(coreTitle('UI/UX Designer')).toBe('UI/UX Designer');
  });

  it('keeps the whole title when only level words remain', () => {
    expect(coreTitle('  Senior ')).toBe('Senior');
    expect(coreTitle('Intern')).toBe('Intern');
  });
});

describe('titleSynonyms', () => {
  it('proposes the other titles of the role, whatever the level', () => {
    const synonyms = titleSynonyms('Senior Backend Engineer');
    expect(synonyms).toEqual(titleSynonyms('Backend Engineer'));
    expect(synonyms).toEqual(titleSynonyms('backend engineer III'));
    expect(synonyms).toContain('Backend Developer');
    expect(synonyms.map(key)).not.toContain('backend engineer');
  });

  it('recognises other spellings of a title without proposing them', () => {
    expect(titleSynonyms('Back-end Developer')).toContain('Backend Engineer');
    expect(titleSynonyms('Back-end Developer')).not.toContain('Back-end Engineer');
    expect(titleSynonyms('Front End Engineer')).toContain('Frontend Developer');
  });

  it('offers the family a title heads, not every family it appears in', () => {
    const ios = titleSynonyms('iOS Engineer');
    expect(ios).toContain('iOS Developer');
    expect(ios).not.toContain('Android Engineer');
    expect(titleSynonyms('Mobile Engineer')).toEqual(
      expect.arrayContaining(['iOS Engineer', 'Android Engineer']),
    );
  });

  it('reads the role before a qualifier and finds a known title inside a longer one', () => {
    expect(titleSynonyms('Registered Nurse - ICU')).toContain('Staff Nurse');
    const longer = titleSynonyms('Backend Engineer Payments');
    expect(longer[0]).toBe('Backend Engineer');
    expect(longer).toContain('Backend Developer');
  });

  it('gives nothing for unknown titles, and does not widen a specialised one-word role', () => {
    expect(titleSynonyms('Chief Happiness Wizard')).toEqual([]);
    expect(titleSynonyms('Math Teacher')).toEqual([]);
    expect(titleSynonyms('   ')).toEqual([]);
  });

  it('covers the common roles of the brief with a bounded list that never repeats the title', () => {
    const roles = [
      'Software Engineer',
      'Backend Developer',
      'Frontend Engineer',
      'Full-Stack Developer',
      'Mobile Developer',
      'Data Engineer',
      'Machine Learning Engineer',
      'DevOps Engineer',
      'Site Reliability Engineer',
      'QA Engineer',
      'Security Engineer',
      'Data Scientist',
      'Data Analyst',
      'Product Manager',
      'Project Manager',
      'Program Manager',
      'Product Designer',
      'Graphic Designer',
      'Recruiter',
      'Account Executive',
      'SDR',
      'BDR',
      'Marketing Manager',
      'Customer Success Manager',
      'Customer Support Specialist',
      'Financial Analyst',
      'Accountant',
      'HR Manager',
      'Operations Manager',
      'Registered Nurse',
      'Doctor',
      'Teacher',
    ];
    for (const role of roles) {
      const synonyms = titleSynonyms(`Senior ${role}`);
      expect(synonyms.length, role).toBeGreaterThan(0);
      expect(synonyms.length).toBeLessThanOrEqual(MAX_TITLE_SYNONYMS);
      expect(synonyms.map(key), role).not.toContain(key(role));
      expect(new Set(synonyms.map(key)).size).toBe(synonyms.length);
    }
  });
});

describe('suggestTitleSynonyms', () => {
  it('offers the other titles of a known role, ignoring case, spacing and level', () => {
    expect(suggestTitleSynonyms(['  software   engineer'])).toEqual([
      'Software Developer',
      'Software Development Engineer',
      'Programmer',
    ]);
    expect(suggestTitleSynonyms(['Senior Software Engineer'])).toEqual(
      suggestTitleSynonyms(['Software Engineer']),
    );
  });

  it('leaves out titles already asked and repeats across roles, in the order the titles come', () => {
    expect(suggestTitleSynonyms(['Account Executive', 'Customer Success Manager', 'PM'])).toEqual([
      'Sales Executive',
      'Account Manager',
      'Sales Representative',
      'Enterprise Account Executive',
      'Client Success Manager',
      'Customer Success Specialist',
      'Product Manager',
      'Product Owner',
    ]);
    expect(suggestTitleSynonyms(['Backend Engineer', 'Backend Developer'])).not.toContain(
      'Backend Developer',
    );
  });

  it('offers nothing for an unknown title and respects the limit', () => {
    expect(suggestTitleSynonyms(['Lighthouse Keeper'])).toEqual([]);
    expect(suggestTitleSynonyms(['Developer'], 2)).toEqual([
      'Software Engineer',
      'Software Developer',
    ]);
  });
});
