import { parentPort } from 'node:worker_threads';
import { parseResume } from '../../src/integrations/resume-parser/parse-resume';
import type { ResumeParseRequest } from '../../src/integrations/resume-parser/resume-parser-worker';

/**
 * A stand-in worker for pool tests, same protocol as resume-parser-worker: files starting with
 * "THROW" throw an uncaught error, "EXIT" end the thread, "HANG" never answer; others parse.
 */
export const MISBEHAVE = {
  throw: new TextEncoder().encode('THROW'),
  exit: new TextEncoder().encode('EXIT'),
  hang: new TextEncoder().encode('HANG'),
};

const startsWith = (bytes: Uint8Array, prefix: string) =>
  new TextDecoder().decode(bytes.subarray(0, prefix.length)) === prefix;

parentPort?.on('message', (request: ResumeParseRequest) => {
  if (startsWith(request.bytes, 'THROW')) {
    setImmediate(() => {
      throw new Error('parser blew up on this file');
    });
    return;
  }
  if (startsWith(request.bytes, 'EXIT')) process.exit(3);
  if (startsWith(request.bytes, 'HANG')) {
    for (;;) {
      // a parser stuck in a loop
    }
  }
  void parseResume(request.bytes).then((result) =>
    parentPort?.postMessage({ id: request.id, result }),
  );
});

parentPort?.postMessage({ ready: true });
