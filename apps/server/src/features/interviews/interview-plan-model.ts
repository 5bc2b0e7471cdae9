import type { z } from 'zod';
import {
  interviewPlanSchema,
  type InterviewPlan,
} from '@hirelane/domain/interviews/interview-plan.schema';
import {
  MAX_PLAN_QUESTIONS,
  MIN_PLAN_QUESTIONS,
} from '@hirelane/domain/interviews/propose-interview-plan';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { TextProvider } from '../../integrations/llm/text-provider';

/** The model answered, but not a plan that follows the format (twice). */
export class InvalidPlanError extends Error {
  constructor(readonly problems: string) {
    super(`The model's plan did not follow the plan format: ${problems}`);
    this.name = 'InvalidPlanError';
  }
}

const SYSTEM = [
  'You design structured job interviews for a recruiter. Given a job as JSON, answer one JSON object:',
  '{"deal_breakers": [{"id": string, "kind": "work_authorization"|"location"|"salary"|"notice_period"|"custom",',
  '"question": string, "passing_answer": string, "rule": {"type": "yes_no", "expected": "yes"|"no"} |',
  '{"type": "number_at_most"|"number_at_least", "value": number} | {"type": "any_of", "phrases": string[]}}],',
  '"questions": [{"id": string, "text": string, "rubric": string, "evidence": string[], "scored": true,',
  '"minutes": integer 1-30}], "practice_question": string}.',
  'Deal-breakers first: work authorisation for the job’s country, location or remote policy, the salary',
  'range when the job has one (number_at_most in the job’s currency per year), notice period in weeks.',
  `Then ${MIN_PLAN_QUESTIONS} to ${MAX_PLAN_QUESTIONS} questions covering the must-have skills and responsibilities;`,
  'the rubric says what a strong answer shows; evidence lists up to 10 skills, tools or facts whose',
  'mention in an answer is evidence for the rubric. Ids are unique. The practice question is easy and',
  'not scored. No explanations outside the JSON.',
].join(' ');

const jobFacts = (job: JobInput) =>
  JSON.stringify({
    title: job.title,
    company: job.company,
    location: job.location,
    remote_policy: job.remote_policy,
    employment_type: job.employment_type,
    seniority: job.seniority,
    salary: job.salary,
    description: job.description,
    must_have_skills: job.must_have_skills,
    nice_to_have_skills: job.nice_to_have_skills,
  });

const readJson = (answer: string): unknown => {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    return undefined;
  }
};

const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'plan'}: ${issue.message}`)
    .join('; ');

type Checked = { plan: InterviewPlan } | { problems: string };

/** The model's answer as a plan: who wrote it is ours to say, everything else must validate. */
const checkAnswer = (answer: string): Checked => {
  const json = readJson(answer);
  if (!json || typeof json !== 'object') return { problems: 'the answer is not a JSON object' };
  const raw = json as { questions?: unknown };
  const parsed = interviewPlanSchema.safeParse({
    ...json,
    proposed_by: 'model',
    questions: Array.isArray(raw.questions)
      ? raw.questions.map((question: unknown) =>
          question && typeof question === 'object' ? { ...question, origin: 'model' } : question,
        )
      : raw.questions,
  });
  if (!parsed.success) return { problems: describeIssues(parsed.error) };
  const count = parsed.data.questions.length;
  if (count < MIN_PLAN_QUESTIONS || count > MAX_PLAN_QUESTIONS)
    return {
      problems: `questions: ${count} questions instead of ${MIN_PLAN_QUESTIONS} to ${MAX_PLAN_QUESTIONS}`,
    };
  return { plan: parsed.data };
};

/**
 * The plan the configured model writes for the job. An answer that is not a valid plan is sent
 * back once with what was wrong; a second invalid answer throws InvalidPlanError. A failure of the
 * service itself throws its LlmError.
 */
export const writePlanWithModel = async (
  text: TextProvider,
  job: JobInput,
): Promise<InterviewPlan> => {
  const user = jobFacts(job);
  let problems = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await text.complete({
      system: SYSTEM,
      user:
        attempt === 0
          ? user
          : `${user}\n\nYour previous answer was not a valid plan (${problems}). Answer the JSON object again, following the format exactly.`,
      json: true,
      maxTokens: 4000,
    });
    const checked = checkAnswer(answer);
    if ('plan' in checked) return checked.plan;
    problems = checked.problems;
  }
  throw new InvalidPlanError(problems);
};
