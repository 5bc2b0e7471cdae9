import type { FileStorage } from '../../integrations/storage/file-storage';

/**
 * Removes file bytes once the rows naming them are committed away. Best effort: a failure leaves
 * an orphan file that no row points to (never a row pointing to missing bytes), so it is logged
 * and the request still succeeds.
 */
export const removeStoredBytes = async (storage: FileStorage, keys: string[]): Promise<void> => {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      console.error(`could not remove stored file ${keys[index] ?? ''}`, result.reason);
  });
};
