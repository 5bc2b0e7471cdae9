import { parentPort } from 'node:worker_threads';
import { parseResume } from './parse-resume';
import { RESUME_CORRUPT } from './resume-refusal-reasons';

/**
 * Message protocol between the pool and a worker: the worker posts `{ ready: true }` once its
 * modules are loaded, then answers each request with `{ id, result }`.
 */
export type ResumeParseRequest = { id: number; bytes: Uint8Array };

const port = parentPort;
if (!port) throw new Error('resume-parser-worker runs inside a worker thread only.');

port.on('message', (request: ResumeParseRequest) => {
  parseResume(request.bytes).then(
    (result) => port.postMessage({ id: request.id, result }),
    () => port.postMessage({ id: request.id, result: { ok: false, reason: RESUME_CORRUPT } }),
  );
});

port.postMessage({ ready: true });
