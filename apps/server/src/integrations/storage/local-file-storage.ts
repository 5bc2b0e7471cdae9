import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageUnavailableError, type FileStorage } from './file-storage';
import { createMeter } from './metered-stream';
import { assertSafeStorageKey } from './storage-key';

/** The suffix of a file still being written; never a stored object (storage:migrate skips it). */
export const PARTIAL_SUFFIX = '.part';

/** Files under `{root}/{key}`; writes go to a temporary name first so readers never see half a file. */
export const createLocalFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string): string => path.join(root, assertSafeStorageKey(key));
  return {
    describe: () => `local directory ${root}`,
    check: async () => {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        throw new StorageUnavailableError(
          `DATA_DIR: ${root} cannot be written (${code}): point DATA_DIR at a folder this user may write to`,
        );
      }
    },
    put: async (key, source, options = {}) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}${PARTIAL_SUFFIX}`;
      const meter = createMeter(options.maxBytes);
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      // Opened before streaming: a stream that opens lazily could create the file after a failed
      // input was already cleaned up, leaving a stray `.part` behind.
      const handle = await open(temporary, 'wx');
      try {
        await pipeline(input, meter.stream, handle.createWriteStream());
        await rename(temporary, target);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, ...meter.result() };
    },
    read: async (key) => readFile(pathOf(key)),
    stream: (key) => createReadStream(pathOf(key)),
    sizeOf: async (key) => {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
};
