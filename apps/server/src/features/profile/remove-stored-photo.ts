import type { FileStorage } from '../../integrations/storage/file-storage';

/**
 * Removes a replaced photo's bytes after the commit that stopped pointing at them. Best effort: a
 * failure leaves an orphan file nobody links to, so it is logged and the request still succeeds.
 */
export const removeStoredPhoto = async (storage: FileStorage, key: string | null) => {
  if (!key) return;
  try {
    await storage.remove(key);
  } catch (error) {
    console.error(`could not remove stored photo ${key}`, error);
  }
};
