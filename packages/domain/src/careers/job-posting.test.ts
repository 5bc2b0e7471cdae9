import { describe, expect, it } from 'vitest';
import { employmentWord, jobPostingData, remoteWord } from './job-posting';

const base = {
  title: 'Backend engineer',
  description: 'Build the API.',
  company: null,
  location: 'Lisbon',
  remotePolicy: 'remote',
  employmentType: 'contract',
  salary: { min: 50000, max: null, currency: 'EUR', period: 'year' as const },
  postedAt: new Date('2026-11-02T10:00:00Z'),
  url: 'https://app.test/careers/acme/p1',
};

describe('jobPostingData', () => {
  it('maps the job to schema.org JobPosting fields', () => {
    const data = jobPostingData(base, 'Acme');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Backend engineer',
      datePosted: '2026-11-02',
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { name: 'Acme' },
      jobLocation: { address: { addressLocality: 'Lisbon' } },
      baseSalary: { currency: 'EUR', value: { minValue: 50000, unitText: 'YEAR' } },
    });
    expect(data.baseSalary?.value).not.toHaveProperty('maxValue');
  });

  it('leaves out what the job does not say and prefers the job company', () => {
    const data = jobPostingData(
      {
        ...base,
        company: 'Acme Labs',
        remotePolicy: 'onsite',
        employmentType: null,
        salary: null,
        location: null,
        description: null,
      },
      'Acme',
    );
    expect(data.hiringOrganization.name).toBe('Acme Labs');
    expect(data.description).toBe('Backend engineer');
    expect(data).not.toHaveProperty('employmentType');
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data).not.toHaveProperty('jobLocation');
    expect(data).not.toHaveProperty('baseSalary');
  });
});

describe('words', () => {
  it('labels known values and ignores others', () => {
    expect(remoteWord('hybrid')).toBe('Hybrid');
    expect(employmentWord('full_time')).toBe('Full-time');
    expect(remoteWord('toString')).toBeNull();
    expect(employmentWord(null)).toBeNull();
  });
});
