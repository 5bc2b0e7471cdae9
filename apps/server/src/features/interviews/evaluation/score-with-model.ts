import {
  answerTexts,
  assembleEvaluation,
  scoredQuestionsByAnswer,
  unavailableEvaluation,
  type EvaluationInput,
  type EvaluatorInfo,
} from '@hirelane/domain/interviews/evaluation/assemble-evaluation';
import type { InterviewEvaluation } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { z } from 'zod';
import { LlmError, type TextProvider } from '../../../integrations/llm/text-provider';
import {
  modelScoringSchema,
  retryNote,
  scoringSystemPrompt,
  scoringUserPrompt,
  type ModelScoring,
} from './model-scoring-prompt';

const MAX_ANSWER_TOKENS = 4000;
const NEEDS_A_PERSON = 'No score was given; a person needs to review this interview.';
const INVALID_TWICE = `The AI model’s reply did not follow the scoring format twice. ${NEEDS_A_PERSON}`;

type Parsed = { ok: true; scoring: ModelScoring } | { ok: false; problem: string };

const issuesOf = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'reply'}: ${issue.message}`)
    .join('; ');

const parseReply = (reply: string, schema: ReturnType<typeof modelScoringSchema>): Parsed => {
  let json: unknown;
  try {
    json = JSON.parse(reply.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { ok: false, problem: 'it is not valid JSON.' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, scoring: parsed.data }
    : { ok: false, problem: `it does not follow the schema (${issuesOf(parsed.error)}).` };
};

/**
 * Scores an interview with the configured model: it is asked for JSON following a schema (sent in
 * the prompt, JSON mode on), the reply is validated, and an invalid reply gets one retry that says
 * what was wrong. A second invalid reply or a model error gives "Scoring unavailable", never an
 * invented score. Quotes are then verified against the answers (a score none of whose quotes is
 * found is dropped), and the deal-breakers and thresholds decide the verdict.
 */
export const scoreWithModel = async (
  text: TextProvider,
  input: EvaluationInput & { job?: JobInput },
  signal?: AbortSignal,
): Promise<InterviewEvaluation> => {
  const info: EvaluatorInfo = { evaluator: 'model', label: text.info.label };
  const textOf = answerTexts(input.answers);
  const items = scoredQuestionsByAnswer(input).answered.map((question) => ({
    question,
    answer: textOf(question.id) ?? '',
  }));
  const [first, ...rest] = items.map((item) => item.question.id);
  if (first === undefined) return assembleEvaluation(input, info, []);
  const schema = modelScoringSchema([first, ...rest]);
  const system = scoringSystemPrompt(schema);
  const user = scoringUserPrompt(items, input.job);

  let problem: string | null = null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let reply: string;
    try {
      reply = await text.complete({
        system,
        user: problem === null ? user : user + retryNote(problem),
        json: true,
        maxTokens: MAX_ANSWER_TOKENS,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      return unavailableEvaluation(
        input,
        info,
        'model_error',
        `${error.message} ${NEEDS_A_PERSON}`,
      );
    }
    const parsed = parseReply(reply, schema);
    if (parsed.ok) return assembleEvaluation(input, info, parsed.scoring.scores);
    problem = parsed.problem;
  }
  return unavailableEvaluation(input, info, 'invalid_model_answer', INVALID_TWICE);
};
