import type { Config } from '../../config';
import { createOpenAiCompatibleTranscriber } from './openai-compatible-transcriber';
import type { TranscriptionProvider } from './transcription-provider';

/** The configured service (STT_BASE_URL), otherwise none: candidates type, never a made-up text. */
export const createTranscriptionProvider = (config: Config): TranscriptionProvider | null =>
  config.stt
    ? createOpenAiCompatibleTranscriber({
        baseUrl: config.stt.baseUrl,
        model: config.stt.model,
        apiKey: config.stt.apiKey,
        timeoutMs: config.stt.timeoutMs,
      })
    : null;
