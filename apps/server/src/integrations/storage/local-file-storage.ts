import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type FileStorage } from './file-storage';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

/** Files under `{root}/{key}`; writes go to a temporary name first so readers never see half a file. */
export const createLocalFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string): string => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    describe: () => `local directory ${root}`,
    put: async (key, source, options = {}) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      const hash = createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (options.maxBytes !== undefined && size > options.maxBytes) {
            done(new FileTooLargeError(options.maxBytes));
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      // Opened before streaming: a stream that opens lazily could create the file after a failed
      // input was already cleaned up, leaving a stray `.part` behind.
      const handle = await open(temporary, 'wx');
      try {
        await pipeline(input, meter, handle.createWriteStream());
        await rename(temporary, target);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, size, sha256: hash.digest('hex') };
    },
    read: (key) => readFile(pathOf(key)),
    stream: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
};
