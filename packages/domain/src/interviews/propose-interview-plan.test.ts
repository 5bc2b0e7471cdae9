import { describe, expect, it } from 'vitest';
import { jobInputSchema, type JobInput } from '../projects/job.schema';
import { interviewPlanSchema, planMinutes } from './interview-plan.schema';
import { countryOfLocation } from './job-country';
import { jobResponsibilities } from './job-responsibilities';
import { proposeDealBreakers } from './propose-deal-breakers';
import { proposeInterviewPlan } from './propose-interview-plan';
import { QUESTION_BANK, bankEntryForSkill } from './question-bank';

const job = (overrides: Partial<JobInput> = {}): JobInput =>
  jobInputSchema.parse({
    title: 'Senior Backend Engineer',
    company: 'Acme',
    location: 'Berlin',
    remote_policy: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: { min: 80000, max: 100000, currency: 'EUR', period: 'year' },
    description:
      'We are a small team.\n- Build and run the services behind our recruiting product.\n- Mentor two engineers.',
    must_have_skills: ['TypeScript', 'PostgreSQL'],
    nice_to_have_skills: ['Kubernetes'],
    ...overrides,
  });

describe('proposeInterviewPlan (the built-in question bank)', () => {
  it('puts the four deal-breakers first, each with its passing answer and rule', () => {
    const plan = proposeInterviewPlan(job());
    expect(plan.deal_breakers.map((d) => [d.kind, d.passing_answer, d.rule])).toEqual([
      [
        'work_authorization',
        'Yes, authorised to work in Germany',
        { type: 'yes_no', expected: 'yes' },
      ],
      ['location', 'Yes, can come to the office in Berlin', { type: 'yes_no', expected: 'yes' }],
      ['salary', 'At most €100,000 per year', { type: 'number_at_most', value: 100000 }],
      ['notice_period', 'At most 12 weeks', { type: 'number_at_most', value: 12 }],
    ]);
    expect(plan.deal_breakers[2]?.question).toBe(
      'The salary range for this role is €80,000 – €100,000 per year. What yearly salary do you expect, in EUR?',
    );
  });

  it('covers the must-have skills, a responsibility and senior ownership, all scored, valid', () => {
    const plan = interviewPlanSchema.parse(proposeInterviewPlan(job()));
    expect(plan.proposed_by).toBe('question_bank');
    expect(plan.questions).toHaveLength(5);
    const [typescript, postgres, responsibility, ownership, leadership] = plan.questions;
    expect(typescript?.text).toContain('TypeScript’s type system');
    expect(typescript?.evidence[0]).toBe('TypeScript');
    expect(postgres?.text).toContain('in PostgreSQL you improved');
    expect(postgres?.evidence).toContain('index');
    expect(responsibility?.text).toContain(
      '“Build and run the services behind our recruiting product”',
    );
    expect(responsibility?.evidence).toEqual(
      expect.arrayContaining(['services', 'recruiting', 'product']),
    );
    expect(ownership?.text).toMatch(/^Tell me about a significant piece of work you owned/);
    expect(leadership?.text).toMatch(/^How have you made the people around you better/);
    expect(plan.questions.every((q) => q.scored && q.origin === 'question_bank')).toBe(true);
    expect(plan.questions.every((q) => q.rubric.length > 40)).toBe(true);
    expect(planMinutes(plan)).toBe(4 + 4 * 5);
  });

  it('is deterministic', () => {
    expect(proposeInterviewPlan(job())).toEqual(proposeInterviewPlan(job()));
  });

  it('fills a junior job with one skill up to five questions, with no leadership question', () => {
    const plan = proposeInterviewPlan(
      job({ seniority: 'junior', must_have_skills: ['Figma'], description: null, salary: null }),
    );
    expect(plan.questions).toHaveLength(5);
    expect(plan.questions[0]?.text).toMatch(/^Walk me through a design you are proud of/);
    expect(plan.questions[1]?.text).toMatch(/^Tell me about something you had to learn quickly/);
    expect(plan.questions[2]?.text).toMatch(/^Tell me about running services on Kubernetes/);
    expect(plan.questions.some((q) => q.text.includes('mentored'))).toBe(false);
    expect(plan.questions[4]?.text).toBe(
      'Tell me about a time you disagreed with a colleague about how to do something. How was it resolved?',
    );
    expect(plan.deal_breakers.map((d) => d.kind)).not.toContain('salary');
    expect(plan.deal_breakers.at(-1)?.rule).toEqual({ type: 'number_at_most', value: 8 });
  });

  it('keeps at most eight questions and still covers several must-have skills', () => {
    const plan = proposeInterviewPlan(
      job({
        seniority: 'lead',
        must_have_skills: ['Go', 'Kafka', 'AWS', 'Terraform', 'React', 'Python', 'Rust', 'SQL'],
      }),
    );
    expect(plan.questions).toHaveLength(8);
    expect(plan.questions.slice(0, 5).map((q) => q.evidence[0])).toEqual([
      'Go',
      'Kafka',
      'AWS',
      'Terraform',
      'React',
    ]);
    expect(plan.questions.slice(5).map((q) => q.minutes)).toEqual([4, 4, 4]);
    expect(plan.questions[6]?.text).toMatch(/people around you/);
  });

  it('asks about a skill the bank does not know in the job’s own words, once per bank entry', () => {
    const plan = proposeInterviewPlan(
      job({ must_have_skills: ['Underwater welding', 'PostgreSQL', 'MySQL', 'postgresql'] }),
    );
    expect(plan.questions[0]?.text).toBe(
      'Tell me about recent work where you used Underwater welding. What did you do with it, and what would you do differently now?',
    );
    expect(plan.questions.filter((q) => q.evidence.includes('index'))).toHaveLength(1);
  });
});

describe('the question bank', () => {
  it('covers at least forty skill families, each with rubric and evidence', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUESTION_BANK.map((entry) => entry.key)).size).toBe(QUESTION_BANK.length);
    for (const entry of QUESTION_BANK) {
      expect(entry.evidence.length, entry.key).toBeGreaterThanOrEqual(4);
      expect(entry.rubric.length, entry.key).toBeGreaterThan(40);
    }
  });

  it('matches a skill by its longest alias, as a whole word', () => {
    expect(bankEntryForSkill('Golang')?.key).toBe('go');
    expect(bankEntryForSkill('Go-to-market strategy')?.key).toBe('sales');
    expect(bankEntryForSkill('Node.js')?.key).toBe('node');
    expect(bankEntryForSkill('C#')?.key).toBe('dotnet');
    expect(bankEntryForSkill('Spring Boot')?.key).toBe('spring');
    expect(bankEntryForSkill('Talent Acquisition')?.key).toBe('recruiting');
    expect(bankEntryForSkill('FP&A')?.key).toBe('finance');
    expect(bankEntryForSkill('Django REST')?.key).toBe('python-web');
    expect(bankEntryForSkill('Mongo')).toBeNull();
  });
});

describe('deal-breakers', () => {
  it('finds the country of the location', () => {
    expect(countryOfLocation('Lisbon, Portugal')).toBe('Portugal');
    expect(countryOfLocation('Austin, USA')).toBe('the United States');
    expect(countryOfLocation('London')).toBe('the United Kingdom');
    expect(countryOfLocation('Springfield')).toBe('Springfield');
    expect(countryOfLocation('  ')).toBeNull();
  });

  it('turns a monthly salary into a yearly bound, and a floor into a yes/no question', () => {
    const monthly = proposeDealBreakers(
      job({ salary: { min: null, max: 5000, currency: 'EUR', period: 'month' } }),
    ).find((d) => d.kind === 'salary');
    expect(monthly?.rule).toEqual({ type: 'number_at_most', value: 60000 });
    const floor = proposeDealBreakers(
      job({ salary: { min: 50000, max: null, currency: 'USD', period: 'year' } }),
    ).find((d) => d.kind === 'salary');
    expect(floor?.question).toBe(
      'The salary for this role starts at $50,000 per year. Does that work for you?',
    );
    expect(floor?.rule).toEqual({ type: 'yes_no', expected: 'yes' });
  });

  it('asks a remote job without a place about remote work, and an on-site one about the place', () => {
    const remote = proposeDealBreakers(job({ remote_policy: 'remote', location: null }));
    expect(remote[0]?.question).toBe(
      'Are you legally authorised to work in the country you would work from without needing visa sponsorship?',
    );
    expect(remote[1]?.passing_answer).toBe('Yes, can work remotely');
    const onsite = proposeDealBreakers(job({ remote_policy: 'onsite', location: 'Paris' }));
    expect(onsite[1]?.question).toBe(
      'This role is on site in Paris. Can you work from there every working day?',
    );
  });
});

describe('jobResponsibilities', () => {
  it('takes the sentences that start with an action, without "You will"', () => {
    expect(
      jobResponsibilities(
        'Acme is growing fast. You will design our billing APIs. Managing vendors is part of it.',
        3,
      ),
    ).toEqual(['Design our billing APIs', 'Managing vendors is part of it']);
  });
});
