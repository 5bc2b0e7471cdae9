import type { Readable } from 'node:stream';

export type StoredObject = { key: string; size: number; sha256: string };

/**
 * Where file bytes live (DESIGN §3): a local directory by default; an S3-compatible store can
 * implement the same interface. Keys are opaque and chosen by the caller.
 */
export type FileStorage = {
  describe: () => string;
  put: (
    key: string,
    source: Buffer | Readable,
    options?: { maxBytes?: number },
  ) => Promise<StoredObject>;
  read: (key: string) => Promise<Buffer>;
  stream: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  }
}
