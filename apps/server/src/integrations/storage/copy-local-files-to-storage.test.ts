import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { copyLocalFilesToStorage } from './copy-local-files-to-storage';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

const folderWith = (files: Record<string, string>): string => {
  const root = mkdtempSync(path.join(tmpdir(), 'hirelane-copy-'));
  for (const [key, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
    writeFileSync(path.join(root, key), text);
  }
  return root;
};

it('counts a copy whose size does not read back as failed, and goes on with the others', async () => {
  const root = folderWith({ 'a/one.txt': 'one', 'a/two.txt': 'two!' });
  const real = createLocalFileStorage(mkdtempSync(path.join(tmpdir(), 'hirelane-copy-target-')));
  // A store that loses the end of one object, as a proxy cutting a body short would.
  const lossy: FileStorage = {
    ...real,
    sizeOf: async (key) => {
      const size = await real.sizeOf(key);
      return key === 'a/two.txt' && size !== null ? size - 1 : size;
    },
  };
  const lines: string[] = [];
  const summary = await copyLocalFilesToStorage(root, lossy, (line) => lines.push(line));
  expect(summary).toMatchObject({ found: 2, copied: 1, skipped: 0, bytesCopied: 3 });
  expect(summary.failed).toEqual([
    { key: 'a/two.txt', reason: 'the bucket holds 3 bytes, the folder 4' },
  ]);
  expect(lines.map((line) => line.replace(/^\[\d\/2\] /, '')).sort()).toEqual([
    'FAILED a/two.txt: the bucket holds 3 bytes, the folder 4',
    'copied a/one.txt (3 bytes)',
  ]);
});
