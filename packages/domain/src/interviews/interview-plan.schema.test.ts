import { describe, expect, it } from 'vitest';
import { interviewPlanSchema, planMinutes, type InterviewPlan } from './interview-plan.schema';
import {
  DEFAULT_INTERVIEW_SETTINGS,
  interviewSettingsSchema,
  verdictThresholdsSchema,
} from './interview-settings.schema';

const plan = (overrides: Partial<InterviewPlan> = {}): InterviewPlan => ({
  deal_breakers: [
    {
      id: 'db-auth',
      kind: 'work_authorization',
      question: 'Are you authorised to work in Germany?',
      passing_answer: 'Yes',
      rule: { type: 'yes_no', expected: 'yes' },
    },
  ],
  questions: [
    {
      id: 'q-go',
      text: 'Tell me about a Go service you built.',
      rubric: 'Designs for concurrency and explains trade-offs.',
      evidence: ['goroutines', 'channels'],
      scored: true,
      minutes: 4,
      origin: 'question_bank',
    },
  ],
  practice_question: 'What did you have for breakfast?',
  proposed_by: 'question_bank',
  ...overrides,
});

describe('interviewPlanSchema', () => {
  it('accepts a plan and sums its time guide', () => {
    const parsed = interviewPlanSchema.parse(plan());
    expect(planMinutes(parsed)).toBe(5);
  });

  it('refuses an id used twice and a plan with nothing scored', () => {
    const question = plan().questions[0]!;
    const twice = interviewPlanSchema.safeParse(plan({ questions: [question, question] }));
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('The id q-go is used twice.');

    const unscored = interviewPlanSchema.safeParse(
      plan({ questions: [{ ...question, scored: false }] }),
    );
    expect(unscored.error?.issues.map((issue) => issue.message)).toEqual([
      'Mark at least one question as scored.',
    ]);
  });
});

describe('interview settings', () => {
  it('parses its own defaults', () => {
    expect(interviewSettingsSchema.parse(DEFAULT_INTERVIEW_SETTINGS)).toEqual(
      DEFAULT_INTERVIEW_SETTINGS,
    );
  });

  it('refuses thresholds that do not go down', () => {
    expect(
      verdictThresholdsSchema.safeParse({ strong_hire: 70, hire: 70, maybe: 50 }).success,
    ).toBe(false);
    expect(
      verdictThresholdsSchema.safeParse({ strong_hire: 90, hire: 70, maybe: 50 }).success,
    ).toBe(true);
  });
});
