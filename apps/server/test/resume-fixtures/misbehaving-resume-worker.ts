import { pathToFileURL } from 'node:url';
import { parseResume } from '../../src/integrations/resume-parser/parse-resume';
import type { ResumeParseRequest } from '../../src/integrations/resume-parser/resume-parser-worker';

/**
 * A stand-in parser process for pool tests, same protocol as resume-parser-worker: files
 * starting with "THROW" throw an uncaught error, "EXIT" end the process, "HANG" never answer,
 * "BLOAT" fill memory outside the V8 heap; others parse.
 */
export const MISBEHAVE = {
  throw: new TextEncoder().encode('THROW'),
  exit: new TextEncoder().encode('EXIT'),
  hang: new TextEncoder().encode('HANG'),
  bloat: new TextEncoder().encode('BLOAT'),
};

const startsWith = (bytes: Uint8Array, prefix: string) =>
  new TextDecoder().decode(bytes.subarray(0, prefix.length)) === prefix;

const kept: Buffer[] = [];

const onRequest = (request: ResumeParseRequest) => {
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
  if (startsWith(request.bytes, 'BLOAT')) {
    // Native memory, as inflating does: no V8 heap limit stops it.
    const grow = () => {
      kept.push(Buffer.alloc(32 * 1024 * 1024, 1));
      setTimeout(grow, 5);
    };
    grow();
    return;
  }
  void parseResume(request.bytes).then((result) => process.send?.({ id: request.id, result }));
};

// Tests import MISBEHAVE from here; only the forked process answers requests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.on('message', onRequest);
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}
