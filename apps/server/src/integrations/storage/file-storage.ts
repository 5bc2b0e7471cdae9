import type { Readable } from 'node:stream';

export type StoredObject = { key: string; size: number; sha256: string };

/**
 * Where file bytes live (DESIGN §3, decision 052): a local directory by default, or an
 * S3-compatible bucket. Keys are opaque and chosen by the caller. Reading a key that is not there
 * fails with an error whose `code` is `ENOENT`, whichever the implementation.
 */
export type FileStorage = {
  describe: () => string;
  /** Resolves when the storage answers; otherwise fails with a StorageUnavailableError. */
  check: () => Promise<void>;
  put: (
    key: string,
    source: Buffer | Readable,
    options?: { maxBytes?: number },
  ) => Promise<StoredObject>;
  read: (key: string) => Promise<Buffer>;
  stream: (key: string) => Readable;
  /** The stored size in bytes, or null when the key is not there. */
  sizeOf: (key: string) => Promise<number | null>;
  /** Removing a key that is not there is not an error. */
  remove: (key: string) => Promise<void>;
};

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  }
}

/** The same `code` a missing local file has, so callers need one test for "not there". */
export class StoredFileMissingError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`No stored file at ${key}`);
  }
}

/** Said at start-up when the configured storage does not answer, naming the variable to fix. */
export class StorageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}
