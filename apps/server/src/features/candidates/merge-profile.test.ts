import { describe, expect, it } from 'vitest';
import { candidateInputSchema } from '@hirelane/domain/candidates/candidate.schema';
import { mergePersonFields, toPersonFields } from './merge-profile';

const person = (input: Record<string, unknown>) =>
  toPersonFields(candidateInputSchema.parse(input));

describe('toPersonFields', () => {
  it('computes the identity keys and splits a full name', () => {
    const fields = person({
      full_name: 'Ada  King Lovelace',
      email: ' Ada@Example.COM ',
      linkedin_url: 'https://uk.linkedin.com/in/Ada-Lovelace/?trk=x',
      skills: ['Python', 'python', 'SQL'],
      phone_numbers: ['+44 20 1234', '0044 (20) 1234', '+1 555'],
    });
    expect(fields).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      fullName: 'Ada King Lovelace',
      email: 'ada@example.com',
      linkedinKey: 'linkedin.com/in/ada-lovelace',
      linkedinUrl: 'https://uk.linkedin.com/in/Ada-Lovelace/?trk=x',
      skills: ['Python', 'SQL'],
      phoneNumbers: ['+44 20 1234', '+1 555'],
    });
  });
});

describe('mergePersonFields', () => {
  const existing = person({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    current_company: 'Analytical Engines',
    designation: '',
    skills: ['Math'],
    phone_numbers: ['+44 1'],
  });

  it('keeps the non-empty values, fills the empty ones and unions skills and phones', () => {
    const incoming = person({
      first_name: 'Augusta',
      last_name: 'King',
      email: 'ADA@example.com',
      current_company: 'Babbage Ltd',
      designation: 'Programmer',
      current_city: 'London',
      linkedin_url: 'linkedin.com/in/ada',
      skills: ['math', 'Poetry'],
      phone_numbers: ['+441', '+44 2'],
    });
    const { merged, changed } = mergePersonFields(existing, incoming);
    expect(changed).toBe(true);
    expect(merged).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      currentCompany: 'Analytical Engines',
      designation: 'Programmer',
      currentCity: 'London',
      linkedinKey: 'linkedin.com/in/ada',
      skills: ['Math', 'Poetry'],
      phoneNumbers: ['+44 1', '+44 2'],
    });
  });

  it('leaves a LinkedIn key that belongs to someone else where it is', () => {
    const incoming = person({ first_name: 'Ada', linkedin_url: 'linkedin.com/in/other' });
    const { merged } = mergePersonFields(existing, incoming, { keepLinkedin: true });
    expect(merged.linkedinKey).toBeNull();
    expect(merged.linkedinUrl).toBeNull();
  });

  it('reports no change when the incoming profile adds nothing', () => {
    const incoming = person({ first_name: 'Someone', email: 'ada@example.com', skills: ['MATH'] });
    expect(mergePersonFields(existing, incoming).changed).toBe(false);
  });

  it('takes the name when the stored person has none', () => {
    const nameless = { ...existing, firstName: '', lastName: '', fullName: '' };
    const { merged } = mergePersonFields(nameless, person({ full_name: 'Grace Hopper' }));
    expect(merged).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
    });
  });
});
