import {
  TranscriptionError,
  type TranscriptionProvider,
  type TranscriptionRequest,
} from './transcription-provider';

export type OpenAiTranscriberOptions = {
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
};

const detailOf = (body: string): string | null => {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    return typeof message === 'string' && message.trim() ? message.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
};

const errorFor = (status: number, body: string): TranscriptionError => {
  if (status === 401 || status === 403)
    return new TranscriptionError(
      'unauthorized',
      'The transcription service refused our API key. Ask an administrator to check STT_API_KEY.',
      status,
    );
  if (status === 429)
    return new TranscriptionError(
      'rate_limited',
      'The transcription service is receiving too many requests right now.',
      status,
    );
  if (status >= 500)
    return new TranscriptionError(
      'server_error',
      `The transcription service had a problem (error ${status}).`,
      status,
    );
  const detail = detailOf(body);
  return new TranscriptionError(
    'bad_request',
    `The transcription service refused the recording (error ${status}${detail ? `: ${detail}` : ''}).`,
    status,
  );
};

/** OpenAI's POST {base}/audio/transcriptions (multipart: file, model, language) → { text }. */
export const createOpenAiCompatibleTranscriber = (
  options: OpenAiTranscriberOptions,
): TranscriptionProvider => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/audio/transcriptions`;
  const fetchImpl = options.fetch ?? fetch;
  return {
    describe: () => `${new URL(base).host} (${options.model})`,
    transcribe: async (request: TranscriptionRequest) => {
      const form = new FormData();
      const bytes = new Uint8Array(request.audio.byteLength);
      bytes.set(request.audio);
      form.append('file', new Blob([bytes], { type: request.contentType }), request.filename);
      form.append('model', options.model);
      const language = request.language.split('-')[0]?.toLowerCase();
      if (language) form.append('language', language);
      form.append('response_format', 'json');
      const headers: Record<string, string> = {};
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new TranscriptionError(
            'timeout',
            `The transcription service did not answer within ${Math.round(options.timeoutMs / 1000)} seconds.`,
          );
        throw new TranscriptionError(
          'unreachable',
          `The transcription service at ${new URL(base).host} cannot be reached.`,
        );
      }
      if (!response.ok) throw errorFor(response.status, body);
      let text: unknown;
      try {
        text = (JSON.parse(body) as { text?: unknown }).text;
      } catch {
        text = undefined;
      }
      if (typeof text !== 'string')
        throw new TranscriptionError(
          'bad_request',
          'The transcription service answered without a transcript.',
          response.status,
        );
      if (!text.trim())
        throw new TranscriptionError('empty', 'No speech was heard in the recording.');
      return text.trim();
    },
  };
};
