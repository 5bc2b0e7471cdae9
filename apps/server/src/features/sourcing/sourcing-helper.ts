import type { SourcingHelper } from '@hirelane/domain/sourcing/sourcing.schema';
import type { TextProvider } from '../../integrations/llm/text-provider';

export const BUILT_IN_RULES_LABEL = 'Built-in rules: synonym tables for common titles and skills';
export const NO_MODEL_NOTE =
  'No model is configured: set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if needed) to let a model expand the search and write the reasons.';

/** Who helps the agent: the configured model, else the built-in rules. */
export const sourcingHelperOf = (text: TextProvider): SourcingHelper =>
  text.info.kind === 'openai_compatible' ? 'model' : 'built-in rules';
