import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
} from './chunk-reload';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

describe('chunk reload guard', () => {
  it('recognises chunk-load failures only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const attempt = () => reloadAfterChunkError({ storage, reload, now: () => now });

    expect(attempt()).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(attempt()).toBe(false);
    now += 1;
    expect(attempt()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when storage is unavailable', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadAfterChunkError({ storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
