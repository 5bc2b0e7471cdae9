import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: a status with a JSON body (or raw text), optionally after a delay. */
export type ScriptedAnswer = {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    temperature?: number;
    response_format?: { type: string };
    max_tokens?: number;
  };
};

export type FakeChatCompletions = {
  /** The base URL to configure, e.g. http://127.0.0.1:43121/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues answers, served in order; with none queued the server answers 500. */
  script: (...answers: ScriptedAnswer[]) => void;
  close: () => Promise<void>;
};

/** A chat completion answer whose message content is `content`. */
export const chatAnswer = (content: string): ScriptedAnswer => ({
  status: 200,
  body: {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

export const stepsAnswer = (steps: unknown[]): ScriptedAnswer =>
  chatAnswer(JSON.stringify({ steps }));

/**
 * A tiny server speaking OpenAI's POST /v1/chat/completions with scripted answers, for the
 * text-provider tests (success, 401, 429, 5xx, slow answers, malformed bodies).
 */
export const startFakeChatCompletions = async (): Promise<FakeChatCompletions> => {
  const queue: ScriptedAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `Unknown path ${path}` } }));
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(text) as RecordedRequest['body'];
      } catch {
        body = {};
      }
      requests.push({ method: request.method, path, headers: request.headers, body });
      const answer = queue.shift() ?? {
        status: 500,
        body: { error: { message: 'No answer scripted' } },
      };
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          ...answer.headers,
        });
        response.end(answer.raw ?? JSON.stringify(answer.body ?? {}));
      };
      if (!answer.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => {
      queue.push(...answers);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
