import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFileStorageContract } from './file-storage-contract.test-kit';
import { createLocalFileStorage } from './local-file-storage';

describeFileStorageContract('local directory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hirelane-storage-'));
  return {
    files: createLocalFileStorage(root),
    leftovers: async (prefix) => {
      try {
        return await readdir(path.join(root, prefix), { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
});
