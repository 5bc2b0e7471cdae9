import { describe, expect, it } from 'vitest';
import { monthOf, providerProfileOf, yearsFromExperience } from './pdl-profile';

const today = new Date('2026-11-24T00:00:00Z');

describe('providerProfileOf', () => {
  it('reads a full PDL record', () => {
    const profile = providerProfileOf(
      {
        id: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
        full_name: 'Sean Thorne',
        first_name: 'Sean',
        last_name: 'Thorne',
        job_title: 'Co-Founder',
        job_company_name: 'People Data Labs',
        location_locality: 'San Francisco',
        location_country: 'United States',
        inferred_years_experience: 7.6,
        skills: ['Data', 'data', 'Ruby', true],
        experience: [
          {
            company: { name: 'People Data Labs' },
            title: { name: 'Co-Founder' },
            start_date: '2015-03',
            end_date: null,
            is_primary: true,
          },
        ],
        education: [
          {
            school: { name: 'University of Oregon' },
            degrees: ['Bachelor of Arts', null],
            start_date: '2010',
            end_date: '2014',
          },
        ],
        linkedin_url: 'linkedin.com/in/seanthorne',
        work_email: 'sean@peopledatalabs.com',
        mobile_phone: null,
        phone_numbers: [],
      },
      today,
    );
    expect(profile).toEqual({
      providerId: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
      fullName: 'Sean Thorne',
      firstName: 'Sean',
      lastName: 'Thorne',
      title: 'Co-Founder',
      company: 'People Data Labs',
      city: 'San Francisco',
      country: 'United States',
      yearsOfExperience: 7,
      skills: ['Data', 'data', 'Ruby'],
      experience: [
        {
          company: 'People Data Labs',
          title: 'Co-Founder',
          startDate: '2015-03',
          endDate: null,
          isCurrent: true,
        },
      ],
      education: [
        {
          school: 'University of Oregon',
          degrees: ['Bachelor of Arts'],
          startDate: '2010',
          endDate: '2014',
        },
      ],
      linkedinUrl: 'https://linkedin.com/in/seanthorne',
      hasEmail: true,
      hasPhone: false,
    });
  });

  it('survives a record of nulls and wrong types', () => {
    expect(
      providerProfileOf(
        {
          first_name: 'Ada',
          last_name: null,
          experience: [null, { company: 'x' }],
          education: 'none',
          skills: null,
          linkedin_url: '  ',
        },
        today,
      ),
    ).toEqual({
      providerId: '',
      fullName: 'Ada',
      firstName: 'Ada',
      lastName: null,
      title: null,
      company: null,
      city: null,
      country: null,
      yearsOfExperience: null,
      skills: [],
      experience: [
        { company: null, title: null, startDate: null, endDate: null, isCurrent: false },
        { company: null, title: null, startDate: null, endDate: null, isCurrent: false },
      ],
      education: [],
      linkedinUrl: null,
      hasEmail: false,
      hasPhone: false,
    });
  });

  it('counts the `true` placeholders sent without the contact add-on as available contact', () => {
    const flags = (record: Record<string, unknown>) => {
      const { hasEmail, hasPhone } = providerProfileOf(record, today);
      return { hasEmail, hasPhone };
    };
    expect(flags({ work_email: true, mobile_phone: true })).toEqual({
      hasEmail: true,
      hasPhone: true,
    });
    expect(flags({ personal_emails: [true], phone_numbers: [true] })).toEqual({
      hasEmail: true,
      hasPhone: true,
    });
    expect(flags({ emails: [{ address: 'a@b.example' }] }).hasEmail).toBe(true);
    expect(
      flags({
        work_email: false,
        personal_emails: [],
        emails: [{ address: null }],
        mobile_phone: '',
      }),
    ).toEqual({ hasEmail: false, hasPhone: false });
  });

  it('computes the years from the dated jobs when PDL gives no figure', () => {
    const profile = providerProfileOf(
      {
        experience: [
          { start_date: '2016-01', end_date: '2019-12', is_primary: false },
          { start_date: '2020', end_date: null, is_primary: true },
        ],
      },
      today,
    );
    // 2016-01..2019-12 is 48 months, 2020-01..2026-11 is 83: 131 months.
    expect(profile.yearsOfExperience).toBe(10);
    expect(profile.experience.map((job) => job.isCurrent)).toEqual([false, true]);
  });
});

describe('yearsFromExperience', () => {
  const job = (startDate: string | null, endDate: string | null, isCurrent = false) => ({
    company: null,
    title: null,
    startDate,
    endDate,
    isCurrent,
  });

  it('counts overlapping jobs once', () => {
    expect(yearsFromExperience([job('2018-01', '2020-12'), job('2019-06', '2021-12')], today)).toBe(
      4,
    );
  });

  it('reads a bare year as the whole year', () => {
    expect(yearsFromExperience([job('2019', '2019')], today)).toBe(1);
    expect(yearsFromExperience([job('2019-03', '2021-02')], today)).toBe(2);
  });

  it('has no answer without a dated job, and ignores ends before starts and ends in the future', () => {
    expect(yearsFromExperience([job(null, '2020'), job('garbage', null)], today)).toBeNull();
    expect(yearsFromExperience([job('2020-05', '2019-01')], today)).toBeNull();
    expect(yearsFromExperience([job('2024-12', '2030-01')], today)).toBe(2);
  });
});

describe('monthOf', () => {
  it('reads year-month-day, year-month and year', () => {
    expect(monthOf('2019-03-15', false)).toBe(2019 * 12 + 2);
    expect(monthOf('2019-03', true)).toBe(2019 * 12 + 2);
    expect(monthOf('2019', false)).toBe(2019 * 12);
    expect(monthOf('2019', true)).toBe(2019 * 12 + 11);
    expect(monthOf('2019-13', false)).toBeNull();
    expect(monthOf(null, false)).toBeNull();
  });
});
