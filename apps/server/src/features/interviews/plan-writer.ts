import type { PlanAuthor } from '@hirelane/domain/interviews/interview-design.schema';
import type { TextProvider } from '../../integrations/llm/text-provider';

/** Who writes a proposed plan: the configured model, else the built-in question bank. */
export const planWriterOf = (text: TextProvider): PlanAuthor =>
  text.info.kind === 'openai_compatible' ? 'model' : 'question_bank';
