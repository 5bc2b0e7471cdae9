import {
  interviewPlanSchema,
  type DealBreaker,
  type DealBreakerRule,
  type InterviewPlan,
  type InterviewQuestion,
} from '@hirelane/domain/interviews/interview-plan.schema';

/**
 * The plan as the editor holds it: lists and numbers as the recruiter types them, turned into an
 * InterviewPlan (and validated by the domain schema) on save.
 */
export type QuestionDraft = Omit<InterviewQuestion, 'evidence' | 'minutes'> & {
  evidenceText: string;
  minutesText: string;
};
export type RuleDraft = {
  type: DealBreakerRule['type'];
  expected: 'yes' | 'no';
  valueText: string;
};
export type DealBreakerDraft = Omit<DealBreaker, 'rule'> & { rule: RuleDraft };
export type PlanDraft = Omit<InterviewPlan, 'questions' | 'deal_breakers'> & {
  deal_breakers: DealBreakerDraft[];
  questions: QuestionDraft[];
};

const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const ruleDraft = (rule: DealBreakerRule): RuleDraft => {
  switch (rule.type) {
    case 'yes_no':
      return { type: rule.type, expected: rule.expected, valueText: '' };
    case 'any_of':
      return { type: rule.type, expected: 'yes', valueText: rule.phrases.join(', ') };
    default:
      return { type: rule.type, expected: 'yes', valueText: String(rule.value) };
  }
};

const toRule = (draft: RuleDraft): DealBreakerRule => {
  switch (draft.type) {
    case 'yes_no':
      return { type: 'yes_no', expected: draft.expected };
    case 'any_of':
      return { type: 'any_of', phrases: list(draft.valueText) };
    default:
      return {
        type: draft.type,
        value: draft.valueText.trim() === '' ? Number.NaN : Number(draft.valueText),
      };
  }
};

export const toDraft = (plan: InterviewPlan): PlanDraft => ({
  ...plan,
  deal_breakers: plan.deal_breakers.map((d) => ({ ...d, rule: ruleDraft(d.rule) })),
  questions: plan.questions.map(({ evidence, minutes, ...question }) => ({
    ...question,
    evidenceText: evidence.join(', '),
    minutesText: String(minutes),
  })),
});

export const fromDraft = (draft: PlanDraft): InterviewPlan => ({
  ...draft,
  deal_breakers: draft.deal_breakers.map((d) => ({ ...d, rule: toRule(d.rule) })),
  questions: draft.questions.map(({ evidenceText, minutesText, ...question }) => ({
    ...question,
    evidence: list(evidenceText),
    minutes: Number(minutesText),
  })),
});

const LABELS: Record<string, string> = {
  deal_breakers: 'Deal-breaker',
  questions: 'Question',
  practice_question: 'Practice question',
};
const FIELDS: Record<string, string> = {
  question: 'question',
  passing_answer: 'passing answer',
  rule: 'rule',
  value: 'number',
  phrases: 'phrases',
  text: 'question',
  rubric: 'rubric',
  evidence: 'evidence words',
  minutes: 'minutes',
};

/** The plan, or the problems that keep it from being saved, in the recruiter's words. */
export const validateDraft = (
  draft: PlanDraft,
): { plan: InterviewPlan; problems: [] } | { plan: null; problems: string[] } => {
  const parsed = interviewPlanSchema.safeParse(fromDraft(draft));
  if (parsed.success) return { plan: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const [list, index, field, sub] = issue.path;
    const message =
      issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1
        ? 'This field is required.'
        : issue.message;
    if (typeof list !== 'string' || typeof index !== 'number')
      return list === 'practice_question' ? `Practice question: ${message}` : message;
    const where = `${LABELS[list] ?? list} ${index + 1}`;
    const what = FIELDS[String(sub ?? field)] ?? FIELDS[String(field)] ?? String(field ?? '');
    return what ? `${where}, ${what}: ${message}` : `${where}: ${message}`;
  });
  return { plan: null, problems: [...new Set(problems)] };
};

/** Moves item `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export const moved = <T>(items: readonly T[], index: number, step: -1 | 1): T[] => {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** An id not used by any deal-breaker or question of the draft. */
export const freshId = (draft: PlanDraft, prefix: string): string => {
  const used = new Set([...draft.deal_breakers, ...draft.questions].map((item) => item.id));
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
};

export const newRecruiterQuestion = (draft: PlanDraft): QuestionDraft => ({
  id: freshId(draft, 'r'),
  text: '',
  rubric: '',
  evidenceText: '',
  minutesText: '4',
  scored: true,
  origin: 'recruiter',
});

export const newDealBreaker = (draft: PlanDraft): DealBreakerDraft => ({
  id: freshId(draft, 'db-custom'),
  kind: 'custom',
  question: '',
  passing_answer: '',
  rule: { type: 'yes_no', expected: 'yes', valueText: '' },
});
