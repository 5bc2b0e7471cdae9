import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { PARTIAL_SUFFIX } from './local-file-storage';
import { assertSafeStorageKey } from './storage-key';

export type CopySummary = {
  found: number;
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
  bytesCopied: number;
};

const COPIES_AT_ONCE = 4;

/** Every finished file under `root` as its storage key (the path under root, with slashes). */
const localKeys = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
};

/**
 * Copies the local folder's files to `target` under the same keys (storage:migrate, decision 052).
 * Safe to run again: a key already there with the same size is skipped, and each copy is checked
 * by reading its size back from the target.
 */
export const copyLocalFilesToStorage = async (
  root: string,
  target: FileStorage,
  report: (line: string) => void,
): Promise<CopySummary> => {
  const keys = await localKeys(root);
  const summary: CopySummary = {
    found: keys.length,
    copied: 0,
    skipped: 0,
    failed: [],
    bytesCopied: 0,
  };
  let done = 0;
  const copyOne = async (key: string): Promise<string> => {
    assertSafeStorageKey(key);
    const { size } = await stat(path.join(root, key));
    if ((await target.sizeOf(key)) === size) {
      summary.skipped += 1;
      return `skipped ${key} (already there, ${size} bytes)`;
    }
    const stored = await target.put(key, createReadStream(path.join(root, key)));
    const landed = await target.sizeOf(key);
    if (stored.size !== size || landed !== size)
      throw new Error(`the bucket holds ${landed ?? 'nothing'} bytes, the folder ${size}`);
    summary.copied += 1;
    summary.bytesCopied += size;
    return `copied ${key} (${size} bytes)`;
  };
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      let line: string;
      try {
        line = await copyOne(key);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        summary.failed.push({ key, reason });
        line = `FAILED ${key}: ${reason}`;
      }
      done += 1;
      report(`[${done}/${keys.length}] ${line}`);
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
  return summary;
};
