import type { Config } from '../../config';
import { createLocalRulesProvider } from './local-rules-provider';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import type { TextProvider } from './text-provider';

/** The configured model (LLM_BASE_URL + LLM_MODEL), otherwise the built-in writer. */
export const createTextProvider = (config: Config): TextProvider =>
  config.llm
    ? createOpenAiCompatibleProvider({
        baseUrl: config.llm.baseUrl,
        model: config.llm.model,
        apiKey: config.llm.apiKey,
        timeoutMs: config.llm.timeoutMs,
      })
    : createLocalRulesProvider();
