import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

const storage = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hirelane-storage-'));
  return { root, files: createLocalFileStorage(root) };
};

describe('local file storage', () => {
  it('stores, reads back and hashes a file', async () => {
    const { files } = storage();
    const stored = await files.put('ws/one.txt', Buffer.from('hello'));
    expect(stored).toEqual({
      key: 'ws/one.txt',
      size: 5,
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    expect((await files.read('ws/one.txt')).toString()).toBe('hello');
  });

  it('refuses a stream over the limit and leaves nothing behind', async () => {
    const { root, files } = storage();
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(files.put('ws/big.bin', big, { maxBytes: 1000 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(readdirSync(path.join(root, 'ws'))).toEqual([]);
  });

  it('leaves no partial file when the source fails at once, before the file is even open', async () => {
    const { root, files } = storage();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failing = new Readable({
        read() {
          this.destroy(new Error('client went away'));
        },
      });
      await expect(files.put(`ws/fail-${attempt}.csv`, failing)).rejects.toThrow(
        'client went away',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(path.join(root, 'ws'))).toEqual([]);
  });

  it('refuses keys that climb out of the root', async () => {
    const { files } = storage();
    await expect(files.put('../escape', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
  });
});
