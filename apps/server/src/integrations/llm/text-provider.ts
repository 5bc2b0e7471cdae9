import type { TextProviderInfo } from '@hirelane/domain/campaigns/step-generation.schema';

export type CompletionRequest = {
  system: string;
  user: string;
  /** Ask the model for one JSON object (OpenAI's response_format json_object). */
  json?: boolean;
  maxTokens?: number;
  signal?: AbortSignal;
};

/**
 * Writes text for campaigns (generated steps now, the Personalized Opener later): an
 * OpenAI-compatible chat completions endpoint, or the built-in rule-based writer when no model is
 * configured. Callers branch on `info.kind`: the built-in writer has no free-form completion.
 */
export type TextProvider = {
  info: TextProviderInfo;
  complete: (request: CompletionRequest) => Promise<string>;
};

export type LlmErrorCode =
  | 'not_configured'
  | 'unauthorized'
  | 'bad_request'
  | 'rate_limited'
  | 'server_error'
  | 'timeout'
  | 'unreachable'
  | 'malformed';

/** A failure of the text provider, with a message a recruiter can read. */
export class LlmError extends Error {
  constructor(
    readonly code: LlmErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
