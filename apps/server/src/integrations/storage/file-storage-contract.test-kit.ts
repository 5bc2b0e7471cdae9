import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, type FileStorage } from './file-storage';

export type StorageUnderTest = {
  files: FileStorage;
  /** Every key (or leftover file) stored under the prefix, finished or not. */
  leftovers: (prefix: string) => Promise<string[]>;
};

const MB = 1024 * 1024;

/** `count` chunks of 1 MiB, each filled with its own byte, made as they are read. */
const generated = (count: number): Readable =>
  Readable.from(
    (function* () {
      for (let index = 0; index < count; index += 1) yield Buffer.alloc(MB, index % 251);
    })(),
    { objectMode: false },
  );

const sha256Of = (count: number): string => {
  const hash = createHash('sha256');
  for (let index = 0; index < count; index += 1) hash.update(Buffer.alloc(MB, index % 251));
  return hash.digest('hex');
};

const drain = async (source: Readable): Promise<{ size: number; sha256: string }> => {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
};

const codeOf = (error: unknown): unknown => (error as { code?: unknown }).code;

/** The behaviour every FileStorage must have (decision 052); each implementation runs it. */
export const describeFileStorageContract = (name: string, make: () => StorageUnderTest) => {
  describe(`${name}: the file storage contract`, () => {
    it('answers the start-up check', async () => {
      const { files } = make();
      await expect(files.check()).resolves.toBeUndefined();
    });

    it('stores, reads back and hashes a file', async () => {
      const { files } = make();
      const stored = await files.put('ws/one.txt', Buffer.from('hello'));
      expect(stored).toEqual({
        key: 'ws/one.txt',
        size: 5,
        sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
      });
      expect((await files.read('ws/one.txt')).toString()).toBe('hello');
      expect(await files.sizeOf('ws/one.txt')).toBe(5);
    });

    it('streams a file of several upload parts in and out unchanged', async () => {
      const { files } = make();
      const stored = await files.put('ws/large.bin', generated(12), { maxBytes: 20 * MB });
      expect(stored).toEqual({ key: 'ws/large.bin', size: 12 * MB, sha256: sha256Of(12) });
      expect(await files.sizeOf('ws/large.bin')).toBe(12 * MB);
      expect(await drain(files.stream('ws/large.bin'))).toEqual({
        size: 12 * MB,
        sha256: sha256Of(12),
      });
    });

    it('replaces what a key held', async () => {
      const { files } = make();
      await files.put('ws/again.txt', Buffer.from('first version'));
      await files.put('ws/again.txt', Readable.from([Buffer.from('second')]));
      expect((await files.read('ws/again.txt')).toString()).toBe('second');
    });

    it('refuses a stream over the limit and leaves nothing behind', async () => {
      const { files, leftovers } = make();
      const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
      await expect(files.put('small/big.bin', big, { maxBytes: 1000 })).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await leftovers('small/')).toEqual([]);
    });

    it('refuses a stream that passes the limit after a whole part went up, and keeps nothing', async () => {
      const { files, leftovers } = make();
      await expect(
        files.put('parts/too-big.bin', generated(9), { maxBytes: 7 * MB }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await leftovers('parts/')).toEqual([]);
      expect(await files.sizeOf('parts/too-big.bin')).toBeNull();
    });

    it('leaves nothing when the source fails at once', async () => {
      const { files, leftovers } = make();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const failing = new Readable({
          read() {
            this.destroy(new Error('client went away'));
          },
        });
        await expect(files.put(`failed/fail-${attempt}.csv`, failing)).rejects.toThrow(
          'client went away',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await leftovers('failed/')).toEqual([]);
    });

    it('answers a missing key with ENOENT when read or streamed, null for its size', async () => {
      const { files } = make();
      await expect(files.read('ws/nothing-here')).rejects.toSatisfy(
        (error) => codeOf(error) === 'ENOENT',
      );
      await expect(drain(files.stream('ws/nothing-here'))).rejects.toSatisfy(
        (error) => codeOf(error) === 'ENOENT',
      );
      expect(await files.sizeOf('ws/nothing-here')).toBeNull();
    });

    it('removes a key, and removing it again is no error', async () => {
      const { files } = make();
      await files.put('ws/gone.txt', Buffer.from('bye'));
      await files.remove('ws/gone.txt');
      await files.remove('ws/gone.txt');
      expect(await files.sizeOf('ws/gone.txt')).toBeNull();
      await expect(files.read('ws/gone.txt')).rejects.toSatisfy(
        (error) => codeOf(error) === 'ENOENT',
      );
    });

    it('refuses keys that climb out of the root', async () => {
      const { files } = make();
      await expect(files.put('../escape', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
      await expect(files.read('ws/../../escape')).rejects.toThrow('Unsafe storage key');
    });
  });
};
