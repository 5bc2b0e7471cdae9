import { describe, expect, it } from 'vitest';
import {
  overlappingSkills,
  roleFromJobDescription,
  writeOutreachEmail,
  type ResumeFacts,
} from './outreach-email-writer';

const JOB = `Senior Backend Engineer
We build payment APIs in Java and Kotlin on PostgreSQL, deployed with Kubernetes.`;

const ADA: ResumeFacts = {
  firstName: 'Ada',
  title: 'Software Engineer',
  company: 'Initech',
  skills: ['JavaScript', 'Java', 'postgresql', 'Kubernetes', 'Kotlin', 'Go'],
};

describe('overlappingSkills', () => {
  it('keeps whole-word matches in the resume’s order, at most three', () => {
    expect(overlappingSkills(ADA.skills, JOB)).toEqual(['Java', 'postgresql', 'Kubernetes']);
    expect(overlappingSkills(ADA.skills, JOB, 5)).toEqual([
      'Java',
      'postgresql',
      'Kubernetes',
      'Kotlin',
    ]);
  });

  it('matches skills with punctuation and ignores repeats and empty values', () => {
    expect(overlappingSkills(['C++', 'c++', ' ', '.NET', 'C'], 'C++ and .NET developers')).toEqual([
      'C++',
      '.NET',
    ]);
  });
});

describe('roleFromJobDescription', () => {
  it('reads a short first line as the role, never a sentence', () => {
    expect(roleFromJobDescription('\n  Role - Data   Engineer \nMore text')).toBe('Data Engineer');
    expect(roleFromJobDescription('We are looking for a great engineer.')).toBeNull();
    expect(roleFromJobDescription(`${'x'.repeat(81)}\n`)).toBeNull();
  });
});

describe('writeOutreachEmail', () => {
  it('mentions the title, company, shared skills and the role, with a clear ask', () => {
    const email = writeOutreachEmail(ADA, {
      jobDescription: JOB,
      recruiterName: 'Sam Lee',
      recruiterCompany: 'Payly',
    });
    expect(email.subject).toBe('Senior Backend Engineer at Payly');
    expect(email.body).toBe(
      [
        'Hi Ada,',
        '',
        'I came across your resume, and your work as Software Engineer at Initech stood out.',
        '',
        'At Payly, we are hiring a Senior Backend Engineer, and your experience with Java, postgresql and Kubernetes is what this role asks for.',
        '',
        'Would you be open to a 15-minute call this week to hear more? If the timing is not right, a short reply saying so is just as welcome.',
        '',
        'Best regards,',
        'Sam Lee',
        'Payly',
      ].join('\n'),
    );
    expect(email.matchedSkills).toEqual(['Java', 'postgresql', 'Kubernetes']);
  });

  it('invents nothing when the resume and the request say little', () => {
    const email = writeOutreachEmail(
      { firstName: null, title: null, company: '  ', skills: ['Go'] },
      {
        jobDescription: 'We hire people who like puzzles.',
        recruiterName: '',
        recruiterCompany: '',
      },
    );
    expect(email.subject).toBe('A role that may interest you');
    expect(email.body).toBe(
      [
        'Hello,',
        '',
        'I came across your resume and wanted to reach out.',
        '',
        'We are hiring for a role that I think could fit your background.',
        '',
        'Would you be open to a 15-minute call this week to hear more? If the timing is not right, a short reply saying so is just as welcome.',
        '',
        'Best regards,',
      ].join('\n'),
    );
    expect(email.matchedSkills).toEqual([]);
  });

  it('names the skills in the subject when the description names no role', () => {
    const email = writeOutreachEmail(
      { ...ADA, company: null },
      {
        jobDescription: 'You will write Go and Java services.',
        recruiterName: '',
        recruiterCompany: '',
      },
    );
    expect(email.subject).toBe('A role for your Java and Go experience');
    expect(email.body).toContain('your experience as Software Engineer stood out.');
    expect(email.body).toContain('your experience with Java and Go is what this role asks for.');
  });
});
