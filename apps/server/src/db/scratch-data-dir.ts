import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway DATA_DIR for tests and benchmarks. Run as root, PostgreSQL runs as `postgres`, and
 * mkdtemp's folders admit only their owner: this one lets it pass, so the cluster stays inside
 * (and goes with the folder) rather than in a folder of its own under /var/lib/hirelane.
 */
export const makeScratchDataDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
};
