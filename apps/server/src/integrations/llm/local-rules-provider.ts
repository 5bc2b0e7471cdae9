import { LlmError, type TextProvider } from './text-provider';

export const LOCAL_RULES_LABEL = 'Built-in writer (no AI model configured)';

/** No model configured: features use their own rule-based writers (see `info.kind`). */
export const createLocalRulesProvider = (): TextProvider => ({
  info: { kind: 'local_rules', label: LOCAL_RULES_LABEL },
  complete: async () => {
    throw new LlmError(
      'not_configured',
      'No AI model is configured, so free text cannot be written.',
    );
  },
});
