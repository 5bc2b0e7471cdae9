import { parseResume } from './parse-resume';
import { RESUME_CORRUPT } from './resume-refusal-reasons';

/**
 * Message protocol between the pool and a parser process (IPC, advanced serialization): the
 * process sends `{ ready: true }` once its modules are loaded, then answers each request with
 * `{ id, result }`.
 */
export type ResumeParseRequest = { id: number; bytes: Uint8Array };

const send = process.send?.bind(process);
if (!send)
  throw new Error('resume-parser-worker runs as a child process with an IPC channel only.');

process.on('message', (request: ResumeParseRequest) => {
  parseResume(request.bytes).then(
    (result) => send({ id: request.id, result }),
    () => send({ id: request.id, result: { ok: false, reason: RESUME_CORRUPT } }),
  );
});
// The pool going away (the server exiting, even by SIGKILL) closes the channel: exit with it.
process.on('disconnect', () => process.exit(0));

send({ ready: true });
