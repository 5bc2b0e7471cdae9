import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatAnswer,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../test/fake-chat-completions';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import { LlmError } from './text-provider';

let fake: FakeChatCompletions;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const provider = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAiCompatibleProvider({
    baseUrl: `${fake.baseUrl}/`,
    model: 'llama3.1',
    timeoutMs: options.timeoutMs ?? 2000,
    retryDelayMs: 20,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });

const REQUEST = { system: 'You write steps.', user: 'Job: Engineer', json: true, maxTokens: 500 };

const failureOf = async (promise: Promise<string>): Promise<LlmError> => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
};

describe('OpenAI-compatible text provider against a fake chat completions server', () => {
  it('posts the model, the messages, JSON mode and the bearer key, and returns the content', async () => {
    fake.script(chatAnswer('{"steps": []}'));
    const openai = provider({ apiKey: 'sk-test-123' });
    expect(openai.info).toEqual({
      kind: 'openai_compatible',
      label: `llama3.1 at ${new URL(fake.baseUrl).host}`,
    });
    expect(await openai.complete(REQUEST)).toBe('{"steps": []}');
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-123');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      model: 'llama3.1',
      messages: [
        { role: 'system', content: 'You write steps.' },
        { role: 'user', content: 'Job: Engineer' },
      ],
      temperature: 0.7,
      response_format: { type: 'json_object' },
      max_tokens: 500,
    });
  });

  it('sends no key and no JSON mode when there are none (Ollama)', async () => {
    fake.script(chatAnswer('Hello'));
    expect(await provider().complete({ system: 's', user: 'u' })).toBe('Hello');
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(fake.requests[0]?.body.response_format).toBeUndefined();
    expect(fake.requests[0]?.body.max_tokens).toBeUndefined();
  });

  it('explains a refused key (401) without retrying', async () => {
    fake.script({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await failureOf(provider({ apiKey: 'wrong' }).complete(REQUEST));
    expect(error.code).toBe('unauthorized');
    expect(error.message).toBe(
      'The AI service refused our API key. Ask an administrator to check LLM_API_KEY.',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once after a 429 and then succeeds', async () => {
    fake.script({ status: 429, body: { error: { message: 'Rate limit' } } }, chatAnswer('ok'));
    expect(await provider().complete(REQUEST)).toBe('ok');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after a second 429 or 5xx with a readable message', async () => {
    fake.script({ status: 429, body: {} }, { status: 429, body: {} });
    const limited = await failureOf(provider().complete(REQUEST));
    expect(limited.code).toBe('rate_limited');
    expect(limited.message).toBe(
      'The AI service is receiving too many requests right now. Try again in a minute.',
    );
    fake.script({ status: 500, body: {} }, { status: 503, raw: 'Service Unavailable' });
    const broken = await failureOf(provider().complete(REQUEST));
    expect(broken.code).toBe('server_error');
    expect(broken.message).toBe(
      'The AI service had a problem (error 503). Try again in a few minutes.',
    );
    expect(fake.requests).toHaveLength(4);
  });

  it('recovers from one 500', async () => {
    fake.script({ status: 500, body: {} }, chatAnswer('second time lucky'));
    expect(await provider().complete(REQUEST)).toBe('second time lucky');
  });

  it('stops waiting at the timeout and says so', async () => {
    fake.script({ ...chatAnswer('too late'), delayMs: 1500 });
    const started = Date.now();
    const error = await failureOf(provider({ timeoutMs: 300 }).complete(REQUEST));
    expect(Date.now() - started).toBeLessThan(1400);
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The AI model did not answer within 0.3 seconds.');
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects a malformed answer: not JSON, or no message content', async () => {
    fake.script({ status: 200, raw: '<html>gateway</html>' });
    const notJson = await failureOf(provider().complete(REQUEST));
    expect(notJson.code).toBe('malformed');
    expect(notJson.message).toBe('The AI model sent an answer that could not be read.');
    fake.script({ status: 200, body: { choices: [] } });
    expect((await failureOf(provider().complete(REQUEST))).code).toBe('malformed');
  });

  it('names the model when the server does not know it, and passes on other refusals', async () => {
    fake.script({ status: 404, body: { error: { message: 'model not found' } } });
    expect((await failureOf(provider().complete(REQUEST))).message).toBe(
      `The AI service at ${new URL(fake.baseUrl).host} does not offer the model "llama3.1". Ask an administrator to check LLM_MODEL and LLM_BASE_URL.`,
    );
    fake.script({ status: 400, body: { error: { message: 'context length exceeded' } } });
    expect((await failureOf(provider().complete(REQUEST))).message).toBe(
      'The AI service refused the request (error 400: context length exceeded).',
    );
  });

  it('says when the server cannot be reached', async () => {
    const gone = await startFakeChatCompletions();
    await gone.close();
    const unreachable = createOpenAiCompatibleProvider({
      baseUrl: gone.baseUrl,
      model: 'm',
      timeoutMs: 2000,
    });
    const error = await failureOf(unreachable.complete(REQUEST));
    expect(error.code).toBe('unreachable');
    expect(error.message).toContain('could not be reached');
  });
});
