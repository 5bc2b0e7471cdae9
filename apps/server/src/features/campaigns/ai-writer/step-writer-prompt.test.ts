import { describe, expect, it } from 'vitest';
import { jobInputSchema } from '@hirelane/domain/projects/job.schema';
import { stepWriterSystemPrompt, stepWriterUserPrompt } from './step-writer-prompt';

describe('step writer prompt', () => {
  it('asks for the exact step shapes, the count, the channels and the placeholders', () => {
    const system = stepWriterSystemPrompt({
      channels: ['linkedin', 'email'],
      tone: 'casual',
      number_of_steps: 4,
    });
    expect(system).toContain('{"steps": [...]}');
    expect(system).toContain('Write exactly 4 message steps');
    expect(system).toMatch(
      /channels, starting with the first: auto_linkedin_invite .*; auto_email\./,
    );
    expect(system).toContain('{{ice_breaker}}');
    expect(system).toContain('Re: {{previous_subject}}');
    expect(system).toContain('{{sender_first_name}}');
    expect(system).toContain('at most 300 characters');
    expect(system).toContain('Tone: casual.');
  });

  it('gives the job facts it has, the salary formatted, and the instructions', () => {
    const job = jobInputSchema.parse({
      title: 'Data Engineer',
      company: 'Acme',
      salary: { min: 60000, max: 70000, currency: 'USD', period: 'year' },
      must_have_skills: ['SQL', 'Python'],
    });
    const user = stepWriterUserPrompt(job, {
      channels: ['email'],
      tone: 'professional',
      number_of_steps: 2,
      instructions: 'Mention the 4-day week.',
    });
    expect(user).toContain(
      'Title: Data Engineer\nCompany: Acme\nSalary: $60,000 – $70,000 per year',
    );
    expect(user).toContain('Must-have skills: SQL, Python');
    expect(user).not.toContain('Location:');
    expect(user).toContain('Instructions from the recruiter: Mention the 4-day week.');
  });
});
