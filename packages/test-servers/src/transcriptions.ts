import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TranscriptionAnswer = { status: number; body: unknown };

export type RecordedTranscription = {
  headers: IncomingHttpHeaders;
  model: string | null;
  language: string | null;
  filename: string | null;
  contentType: string | null;
  size: number;
};

export type FakeTranscriptions = {
  /** The base URL to configure as STT_BASE_URL, e.g. http://127.0.0.1:43121/v1 */
  baseUrl: string;
  requests: RecordedTranscription[];
  /** Queues answers, served in order; with none queued it answers { text } from `defaultText`. */
  script: (...answers: TranscriptionAnswer[]) => void;
  close: () => Promise<void>;
};

/**
 * A tiny server (the tests' and e2e's fake transcriber) speaking OpenAI's POST /v1/audio/transcriptions (multipart: file, model,
 * language) for the interview tests. Its transcript is fixed, never derived from the audio.
 */
export const startFakeTranscriptions = async (
  defaultText = 'I built the billing service in Go with goroutines and channels.',
): Promise<FakeTranscriptions> => {
  const queue: TranscriptionAnswer[] = [];
  const requests: RecordedTranscription[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const reply = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
          reply(404, { error: { message: `Unknown path ${request.url ?? ''}` } });
          return;
        }
        const headers = new Headers();
        for (const [key, value] of Object.entries(request.headers))
          if (typeof value === 'string') headers.set(key, value);
        let form: FormData;
        try {
          form = await new Request('http://fake.local/', {
            method: 'POST',
            headers,
            body: Buffer.concat(chunks),
          }).formData();
        } catch {
          reply(400, { error: { message: 'Expected multipart/form-data' } });
          return;
        }
        const file = form.get('file');
        const text = (name: string) => {
          const value = form.get(name);
          return typeof value === 'string' ? value : null;
        };
        requests.push({
          headers: request.headers,
          model: text('model'),
          language: text('language'),
          filename: file instanceof File ? file.name : null,
          contentType: file instanceof File ? file.type : null,
          size: file instanceof File ? file.size : 0,
        });
        const answer = queue.shift();
        if (answer) reply(answer.status, answer.body);
        else if (!(file instanceof File) || !text('model'))
          reply(400, { error: { message: 'file and model are required' } });
        else reply(200, { text: defaultText });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
