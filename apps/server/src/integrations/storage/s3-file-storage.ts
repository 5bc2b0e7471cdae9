import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageUnavailableError, StoredFileMissingError, type FileStorage } from './file-storage';
import { createMeter } from './metered-stream';
import { assertSafeStorageKey } from './storage-key';

export type S3StorageConfig = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, s3rver, some gateways) instead of in the host name. */
  forcePathStyle: boolean;
};

/**
 * Bytes held at once by one upload are at most PART_SIZE × QUEUE_SIZE (S3's smallest part is
 * 5 MiB); a file smaller than one part goes up as a single PutObject.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** What to fix, by the variable, when the bucket does not answer HeadBucket. */
export const s3ProblemOf = (config: S3StorageConfig, error: unknown): string => {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404)
    return `S3_BUCKET: no bucket ${config.bucket} at ${config.endpoint} (create it, or fix the name or S3_FORCE_PATH_STYLE)`;
  if (status === 403 || status === 401)
    return `S3_ACCESS_KEY_ID: the bucket ${config.bucket} refused this key pair (${status}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's permissions`;
  if (status === 301 || status === 400)
    return `S3_REGION: the bucket ${config.bucket} refused region ${config.region} (${status})`;
  const reason =
    (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
  return `S3_ENDPOINT: ${config.endpoint} cannot be reached (${status ?? reason})`;
};

export const createS3Client = (config: S3StorageConfig): S3Client =>
  new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC trailers in aws-chunked bodies are refused by R2, B2 and older MinIO;
    // checksums only where S3 requires them keeps every S3-compatible store working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** Objects named by the key in one bucket; streamed both ways, size limit checked while uploading. */
export const createS3FileStorage = (
  config: S3StorageConfig,
  client: S3Client = createS3Client(config),
): FileStorage => {
  const { bucket } = config;

  const openBody = async (key: string): Promise<Readable> => {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: assertSafeStorageKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissingError(key);
      throw error;
    }
  };

  return {
    describe: () => `S3 bucket ${bucket} at ${config.endpoint}`,
    check: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new StorageUnavailableError(s3ProblemOf(config, error));
      }
    },
    put: async (key, source, options = {}) => {
      assertSafeStorageKey(key);
      const meter = createMeter(options.maxBytes);
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: meter.stream },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // A failed multipart upload is aborted, so no parts are left to pay for.
        leavePartsOnError: false,
      });
      const feeding = pipeline(input, meter.stream);
      const uploading = upload.done().catch((error: unknown) => {
        // An upload that fails stops reading; the input must not wait for it forever.
        meter.stream.destroy(error as Error);
        throw error;
      });
      const [fed, uploaded] = await Promise.allSettled([feeding, uploading]);
      // The input's own failure (too large, client gone) says more than the aborted upload's.
      if (fed.status === 'rejected') {
        if (uploaded.status === 'fulfilled')
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        throw fed.reason;
      }
      if (uploaded.status === 'rejected') throw uploaded.reason;
      return { key, ...meter.result() };
    },
    read: async (key) => {
      const body = await openBody(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream: (key) =>
      Readable.from(
        (async function* () {
          const body = await openBody(key);
          try {
            for await (const chunk of body) yield chunk as Buffer;
          } finally {
            // Frees the connection when the reader stops early (client went away).
            body.destroy();
          }
        })(),
        { objectMode: false },
      ),
    sizeOf: async (key) => {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: assertSafeStorageKey(key) }),
        );
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: assertSafeStorageKey(key) }),
      );
    },
  };
};
