import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { FileTooLargeError } from './file-storage';

/** Passes bytes through while counting and hashing them; over `maxBytes` it fails the stream. */
export const createMeter = (maxBytes: number | undefined) => {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) {
        done(new FileTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
};
