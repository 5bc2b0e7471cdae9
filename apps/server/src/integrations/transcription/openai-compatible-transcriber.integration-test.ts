import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeTranscriptions,
  type FakeTranscriptions,
} from '@hirelane/test-servers/transcriptions';
import { createOpenAiCompatibleTranscriber } from './openai-compatible-transcriber';
import { TranscriptionError } from './transcription-provider';

let fake: FakeTranscriptions;

beforeAll(async () => {
  fake = await startFakeTranscriptions('Ich habe den Dienst in Go gebaut.');
});

afterAll(async () => {
  await fake.close();
});

const request = {
  audio: Buffer.from('RIFF fake wave'),
  contentType: 'audio/wav',
  filename: 'q-go.wav',
  language: 'de-DE',
};

const failureOf = async (promise: Promise<unknown>): Promise<TranscriptionError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TranscriptionError) return error;
    throw error;
  }
  throw new Error('expected a TranscriptionError');
};

describe('OpenAI-compatible transcriber', () => {
  it('sends the file, model and language and returns the transcript', async () => {
    const transcriber = createOpenAiCompatibleTranscriber({
      baseUrl: fake.baseUrl,
      model: 'whisper-1',
      timeoutMs: 5000,
    });
    expect(await transcriber.transcribe(request)).toBe('Ich habe den Dienst in Go gebaut.');
    expect(fake.requests.at(-1)).toMatchObject({
      model: 'whisper-1',
      language: 'de',
      filename: 'q-go.wav',
      contentType: 'audio/wav',
      size: request.audio.length,
    });
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('maps refusals, server errors, empty transcripts and an unreachable service to sentences', async () => {
    const transcriber = createOpenAiCompatibleTranscriber({
      baseUrl: fake.baseUrl,
      model: 'whisper-1',
      apiKey: 'k',
      timeoutMs: 5000,
    });
    fake.script(
      { status: 503, body: { error: { message: 'overloaded' } } },
      { status: 429, body: {} },
      { status: 400, body: { error: { message: 'Invalid file format.' } } },
      { status: 200, body: { text: '   ' } },
      { status: 200, body: { transcript: 'wrong field' } },
    );
    expect((await failureOf(transcriber.transcribe(request))).message).toBe(
      'The transcription service had a problem (error 503).',
    );
    expect((await failureOf(transcriber.transcribe(request))).kind).toBe('rate_limited');
    expect((await failureOf(transcriber.transcribe(request))).message).toBe(
      'The transcription service refused the recording (error 400: Invalid file format.).',
    );
    expect((await failureOf(transcriber.transcribe(request))).message).toBe(
      'No speech was heard in the recording.',
    );
    expect((await failureOf(transcriber.transcribe(request))).message).toBe(
      'The transcription service answered without a transcript.',
    );
    const offline = createOpenAiCompatibleTranscriber({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'whisper-1',
      timeoutMs: 5000,
    });
    const unreachable = await failureOf(offline.transcribe(request));
    expect(unreachable.kind).toBe('unreachable');
    expect(unreachable.message).toBe('The transcription service at 127.0.0.1:9 cannot be reached.');
  });
});
