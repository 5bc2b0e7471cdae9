/** localStorage, or null where storage is off (private modes, quotas). */
export const safeLocalStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Writes to localStorage if it can; a full or refused storage just remembers nothing. */
export const attemptStorageWrite = (write: (store: Storage) => void): void => {
  const store = safeLocalStorage();
  if (!store) return;
  try {
    write(store);
  } catch {
    // Storage full or refused: nothing to remember, nothing breaks.
  }
};
