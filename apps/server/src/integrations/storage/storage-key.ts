const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

/** Keys are paths under the local root or object names in a bucket: no climbing, no odd bytes. */
export const assertSafeStorageKey = (key: string): string => {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
};
