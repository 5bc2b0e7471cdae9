import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '@hirelane/domain/candidates/parsed-resume.schema';
import { RESUME_NO_IDENTITY, resumeToProfile } from './resume-profile';

const FILE_ID = '7d7a3bd4-4b3e-4a7e-9a53-3f1d0d3a2b10';

const parsed = (overrides: Partial<ParsedResume> = {}): ParsedResume => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  linkedin_url: 'linkedin.com/in/ada',
  current_city: 'London',
  country: 'United Kingdom',
  designation: 'Engineer',
  current_company: 'Analytical Engines',
  summary: 'Writes programs.',
  skills: ['Math', ' Poetry '],
  experience: [
    {
      title: 'Engineer',
      company: 'Analytical Engines',
      location: 'London',
      start_date: '1842-01',
      end_date: null,
      is_current: true,
      description: 'Notes on the engine.',
    },
  ],
  education: [
    {
      school: 'Home',
      degree: null,
      field_of_study: 'Mathematics',
      start_date: null,
      end_date: '1835-01',
    },
  ],
  page_count: 1,
  ...overrides,
});

describe('resumeToProfile', () => {
  it('maps every parsed field to the candidate input, with the stored file attached', () => {
    const result = resumeToProfile(parsed(), FILE_ID);
    expect(result).toEqual({
      ok: true,
      profile: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        linkedin_url: 'linkedin.com/in/ada',
        phone_numbers: ['+44 20 7946 0000'],
        current_company: 'Analytical Engines',
        designation: 'Engineer',
        current_city: 'London',
        country: 'United Kingdom',
        normalized_title: null,
        skills: ['Math', 'Poetry'],
        summary: 'Writes programs.',
        experience: parsed().experience,
        education: parsed().education,
        resume_file_id: FILE_ID,
      },
    });
  });

  it('refuses a resume with neither a name nor an e-mail address', () => {
    const result = resumeToProfile(
      parsed({ first_name: null, last_name: null, full_name: '  ', email: null }),
      FILE_ID,
    );
    expect(result).toEqual({ ok: false, reason: RESUME_NO_IDENTITY });
  });

  it('keeps a resume with only an e-mail, or only a name', () => {
    const emailOnly = resumeToProfile(
      parsed({ first_name: null, last_name: null, full_name: null }),
      FILE_ID,
    );
    expect(emailOnly).toMatchObject({
      ok: true,
      profile: { first_name: '', email: 'ada@example.com' },
    });
    const nameOnly = resumeToProfile(parsed({ email: null }), FILE_ID);
    expect(nameOnly).toMatchObject({ ok: true, profile: { first_name: 'Ada', email: null } });
  });

  it('drops what is not an e-mail or a LinkedIn profile, and cuts overlong values', () => {
    const result = resumeToProfile(
      parsed({
        email: 'ada at example',
        linkedin_url: 'https://github.com/ada',
        designation: 'x'.repeat(300),
        skills: Array.from({ length: 130 }, (_, index) => `Skill ${index}`),
        phone: null,
      }),
      FILE_ID,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.profile.email).toBeNull();
    expect(result.profile.linkedin_url).toBeNull();
    expect(result.profile.designation).toHaveLength(200);
    expect(result.profile.skills).toHaveLength(100);
    expect(result.profile.phone_numbers).toEqual([]);
  });

  it('counts an e-mail that is not one as missing when there is no name either', () => {
    const result = resumeToProfile(
      parsed({ first_name: null, last_name: null, full_name: null, email: 'nobody' }),
      FILE_ID,
    );
    expect(result).toEqual({ ok: false, reason: RESUME_NO_IDENTITY });
  });
});
