import { describe, expect, it } from 'vitest';
import {
  autoMapColumns,
  mappedCustomFieldIds,
  mappingProblems,
  normalizeHeader,
} from './column-mapping';

describe('normalizeHeader', () => {
  it('ignores case, spaces, punctuation, accents and notes in brackets', () => {
    expect(normalizeHeader('  E-mail Address ')).toBe('emailaddress');
    expect(normalizeHeader('Prénom')).toBe('prenom');
    expect(normalizeHeader('First_Name (required)')).toBe('firstname');
  });
});

describe('autoMapColumns', () => {
  it('maps a LinkedIn Recruiter export', () => {
    const headers = [
      'First Name',
      'Last Name',
      'Headline',
      'Location',
      'Current Title',
      'Current Company',
      'Email Address',
      'Phone',
      'Profile URL',
      'Notes',
    ];
    expect(autoMapColumns(headers)).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Headline: 'summary',
      Location: 'current_city',
      'Current Title': 'designation',
      'Current Company': 'current_company',
      'Email Address': 'email',
      Phone: 'phone',
      'Profile URL': 'linkedin_url',
      Notes: 'ignore',
    });
  });

  it('prefers the LinkedIn profile column over the generic profile URL', () => {
    const mapping = autoMapColumns(['Public Profile URL', 'LinkedIn Profile URL', 'Email']);
    expect(mapping).toEqual({
      'Public Profile URL': 'ignore',
      'LinkedIn Profile URL': 'linkedin_url',
      Email: 'email',
    });
  });

  it('maps a Greenhouse export', () => {
    const headers = [
      'Candidate ID',
      'Candidate Name',
      'Current Company',
      'Current Title',
      'Email Addresses',
      'Phone Numbers',
      'Social Media',
      'Company Website',
    ];
    expect(autoMapColumns(headers)).toEqual({
      'Candidate ID': 'ignore',
      'Candidate Name': 'full_name',
      'Current Company': 'current_company',
      'Current Title': 'designation',
      'Email Addresses': 'email',
      'Phone Numbers': 'phone',
      'Social Media': 'linkedin_url',
      'Company Website': 'ignore',
    });
  });

  it('maps a Lever export', () => {
    const headers = ['Name', 'Email', 'Phone', 'Location', 'Current Company', 'Links', 'Tags'];
    expect(autoMapColumns(headers)).toEqual({
      Name: 'full_name',
      Email: 'email',
      Phone: 'phone',
      Location: 'current_city',
      'Current Company': 'current_company',
      Links: 'linkedin_url',
      Tags: 'skills',
    });
  });

  it('maps a Workable export, with Headline as the title when there is no title column', () => {
    expect(autoMapColumns(['Name', 'Headline', 'Skills', 'Email'])).toEqual({
      Name: 'full_name',
      Headline: 'designation',
      Skills: 'skills',
      Email: 'email',
    });
  });

  it('uses each target once: the best header wins, then the leftmost', () => {
    const mapping = autoMapColumns(['Work Email', 'Email', 'Personal Email', 'Skills', 'Tags']);
    expect(mapping).toEqual({
      'Work Email': 'ignore',
      Email: 'email',
      'Personal Email': 'ignore',
      Skills: 'skills',
      Tags: 'ignore',
    });
    const targets = Object.values(autoMapColumns(['email', 'EMAIL', 'E-Mail'])).filter(
      (target) => target !== 'ignore',
    );
    expect(targets).toEqual(['email']);
  });

  it('falls back to telling words for unusual headers', () => {
    expect(autoMapColumns(['Candidate LinkedIn', 'Mobile Phone #', 'Work E-mail'])).toEqual({
      'Candidate LinkedIn': 'linkedin_url',
      'Mobile Phone #': 'phone',
      'Work E-mail': 'email',
    });
  });

  it('maps a header named like a custom field of the project', () => {
    const id = '3f1f9a7e-2b7c-4d7e-9a51-0d3c0c7b5e11';
    expect(autoMapColumns(['Name', 'Visa status'], [{ _id: id, name: 'Visa Status' }])).toEqual({
      Name: 'full_name',
      'Visa status': `custom:${id}`,
    });
  });
});

describe('mappingProblems', () => {
  it('accepts a mapping with an identity column', () => {
    expect(mappingProblems({ Email: 'email', Other: 'ignore' })).toEqual([]);
  });
  it('refuses a target mapped twice and a mapping without name, email or LinkedIn', () => {
    expect(mappingProblems({ A: 'phone', B: 'phone' })).toEqual([
      'Phone is mapped to both "A" and "B".',
      'Map a column to a name, an email or a LinkedIn URL.',
    ]);
  });
  it('lists the custom fields a mapping writes', () => {
    const id = '3f1f9a7e-2b7c-4d7e-9a51-0d3c0c7b5e11';
    expect(mappedCustomFieldIds({ Name: 'full_name', Visa: `custom:${id}` })).toEqual([id]);
  });
});
