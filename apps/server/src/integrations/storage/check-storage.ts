import { randomUUID } from 'node:crypto';
import type { FileStorage } from './file-storage';

const PROBE = Buffer.from('ok');

/**
 * The readiness probe of file storage (/readyz): a tiny object written, read back and removed,
 * through the interface only, so it proves what uploads need (write and read) on any
 * implementation, the local folder or a bucket. Throws when any step fails.
 */
export const checkStorage = async (storage: FileStorage): Promise<void> => {
  const key = `health/${randomUUID()}`;
  await storage.put(key, PROBE);
  try {
    const read = await storage.read(key);
    if (!read.equals(PROBE)) throw new Error('storage returned other bytes than were written');
  } finally {
    await storage.remove(key).catch(() => undefined);
  }
};
