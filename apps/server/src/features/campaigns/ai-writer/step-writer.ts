import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { TextProvider } from '../../../integrations/llm/text-provider';
import { parseGeneratedSteps, toStoredSequence } from './step-writer-parse';
import { stepWriterSystemPrompt, stepWriterUserPrompt } from './step-writer-prompt';
import { writeStepsByRules } from './step-writer-rules';

const MAX_ANSWER_TOKENS = 4000;

/**
 * A campaign sequence for the job, sanitised and valid: written by the configured model, or by
 * the built-in rules when none is configured. Throws an LlmError with a message for the recruiter
 * when it fails.
 */
export const writeCampaignSteps = async (
  provider: TextProvider,
  input: { job: JobInput; request: GenerateStepsRequest },
  signal?: AbortSignal,
): Promise<StepDraft[]> => {
  if (provider.info.kind === 'local_rules')
    return toStoredSequence(writeStepsByRules(input.job, input.request), input.request);
  const answer = await provider.complete({
    system: stepWriterSystemPrompt(input.request),
    user: stepWriterUserPrompt(input.job, input.request),
    json: true,
    maxTokens: MAX_ANSWER_TOKENS,
    ...(signal ? { signal } : {}),
  });
  return parseGeneratedSteps(answer, input.request);
};
