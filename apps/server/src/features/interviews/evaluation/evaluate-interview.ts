import type { EvaluationInput } from '@hirelane/domain/interviews/evaluation/assemble-evaluation';
import { evaluateWithBuiltIn } from '@hirelane/domain/interviews/evaluation/built-in-evaluator';
import type { InterviewEvaluation } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { TextProvider } from '../../../integrations/llm/text-provider';
import { scoreWithModel } from './score-with-model';

/**
 * The evaluation of a finished interview: by the configured model (LLM_BASE_URL + LLM_MODEL), or
 * by the built-in evaluator when none is configured. A failing model gives "Scoring unavailable";
 * it does not fall back to the built-in evaluator, so a verdict always says which evaluator gave it.
 */
export const evaluateInterview = async (
  text: TextProvider,
  input: EvaluationInput & { job?: JobInput },
  signal?: AbortSignal,
): Promise<InterviewEvaluation> =>
  text.info.kind === 'local_rules'
    ? evaluateWithBuiltIn(input)
    : scoreWithModel(text, input, signal);
