import { LlmError, type CompletionRequest, type TextProvider } from './text-provider';

export type OpenAiCompatibleOptions = {
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  /** Optional: Ollama and many vLLM set-ups take no key. */
  apiKey?: string;
  timeoutMs: number;
  temperature?: number;
  /** Wait before the one retry of a 429 or 5xx answer (a Retry-After of up to 5 s wins). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
};

const MAX_RETRY_AFTER_MS = 5000;

const seconds = (ms: number): string => {
  const value = Number.isInteger(ms / 1000) ? String(ms / 1000) : (ms / 1000).toFixed(1);
  return `${value} ${value === '1' ? 'second' : 'seconds'}`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const providerMessage = (body: string): string | null => {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    return typeof message === 'string' && message.trim() ? message.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
};

const contentOf = (body: string): string | null => {
  try {
    const parsed = JSON.parse(body) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = parsed.choices?.[0]?.message?.content;
    return typeof content === 'string' && content.trim() ? content : null;
  } catch {
    return null;
  }
};

const retryAfterMs = (response: Response, fallback: number): number => {
  const header = Number(response.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0
    ? Math.min(header * 1000, MAX_RETRY_AFTER_MS)
    : fallback;
};

/** Chat completions over fetch: OpenAI, Ollama (/v1), vLLM and other compatible servers. */
export const createOpenAiCompatibleProvider = (options: OpenAiCompatibleOptions): TextProvider => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/chat/completions`;
  const host = new URL(base).host;
  const fetchImpl = options.fetch ?? fetch;

  const errorFor = (status: number, body: string): LlmError => {
    const detail = providerMessage(body);
    if (status === 401 || status === 403)
      return new LlmError(
        'unauthorized',
        'The AI service refused our API key. Ask an administrator to check LLM_API_KEY.',
        status,
      );
    if (status === 404)
      return new LlmError(
        'bad_request',
        `The AI service at ${host} does not offer the model "${options.model}". Ask an administrator to check LLM_MODEL and LLM_BASE_URL.`,
        status,
      );
    if (status === 429)
      return new LlmError(
        'rate_limited',
        'The AI service is receiving too many requests right now. Try again in a minute.',
        status,
      );
    if (status >= 500)
      return new LlmError(
        'server_error',
        `The AI service had a problem (error ${status}). Try again in a few minutes.`,
        status,
      );
    return new LlmError(
      'bad_request',
      `The AI service refused the request (error ${status}${detail ? `: ${detail}` : ''}).`,
      status,
    );
  };

  type Attempt = { ok: true; text: string } | { ok: false; error: LlmError; retryInMs?: number };

  const attempt = async (request: CompletionRequest): Promise<Attempt> => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const body = {
      model: options.model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      temperature: options.temperature ?? 0.7,
      ...(request.json ? { response_format: { type: 'json_object' } } : {}),
      ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    };
    let status: number;
    let text: string;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (timeout.aborted)
        return {
          ok: false,
          error: new LlmError(
            'timeout',
            `The AI model did not answer within ${seconds(options.timeoutMs)}.`,
          ),
        };
      return {
        ok: false,
        error: new LlmError(
          'unreachable',
          `The AI service at ${host} could not be reached. Ask an administrator to check LLM_BASE_URL.`,
        ),
      };
    }
    if (status >= 200 && status < 300) {
      const content = contentOf(text);
      if (content === null)
        return {
          ok: false,
          error: new LlmError('malformed', 'The AI model sent an answer that could not be read.'),
        };
      return { ok: true, text: content };
    }
    const error = errorFor(status, text);
    const retryable = status === 429 || status >= 500;
    return retryable
      ? { ok: false, error, retryInMs: retryAfterMs(response, options.retryDelayMs ?? 800) }
      : { ok: false, error };
  };

  return {
    info: { kind: 'openai_compatible', label: `${options.model} at ${host}` },
    complete: async (request) => {
      const first = await attempt(request);
      if (first.ok) return first.text;
      if (first.retryInMs === undefined) throw first.error;
      await sleep(first.retryInMs);
      const second = await attempt(request);
      if (second.ok) return second.text;
      throw second.error;
    },
  };
};
