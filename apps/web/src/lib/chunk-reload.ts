/** SPEC 4.8 / 9: a chunk-load failure reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'hirelane:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

/** True for the errors browsers and Vite raise when a code-split chunk cannot be loaded. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
};

type ClaimDeps = {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
};
type ReloadDeps = ClaimDeps & { reload?: () => void };

/**
 * Whether a reload is allowed now (none in the last 60 s); if so, records it. Storage that cannot
 * be read or written never allows one, so a broken deploy cannot loop.
 */
export const claimChunkReload = ({
  storage = window.sessionStorage,
  now = Date.now,
}: ClaimDeps = {}): boolean => {
  const at = now();
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy mode): then a reload could loop, so do not reload.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && at - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
  } catch {
    return false;
  }
  return true;
};

/** Reloads the page unless it already did so in the last 60 s; returns whether it reloads. */
export const reloadAfterChunkError = ({
  reload = () => window.location.reload(),
  ...deps
}: ReloadDeps = {}): boolean => {
  if (!claimChunkReload(deps)) return false;
  reload();
  return true;
};
