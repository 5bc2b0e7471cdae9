import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startS3Server, type S3Server } from '@hirelane/test-servers/s3rver';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from './file-storage';
import { describeFileStorageContract } from './file-storage-contract.test-kit';
import { createS3Client, createS3FileStorage, type S3StorageConfig } from './s3-file-storage';

let server: S3Server;
let config: S3StorageConfig;

beforeAll(async () => {
  server = await startS3Server();
  config = { ...server, forcePathStyle: true };
});
afterAll(() => server.close());

describeFileStorageContract('S3 bucket (s3rver)', () => {
  const client = createS3Client(config);
  return {
    files: createS3FileStorage(config, client),
    leftovers: async (prefix) => {
      const objects = await client.send(
        new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix }),
      );
      const uploads = await client
        .send(new ListMultipartUploadsCommand({ Bucket: config.bucket, Prefix: prefix }))
        .then((answer) => answer.Uploads ?? [])
        // s3rver keeps no list of open multipart uploads; an aborted one leaves no object anyway.
        .catch(() => []);
      return [
        ...(objects.Contents ?? []).map((object) => object.Key ?? ''),
        ...uploads.map((upload) => `upload:${upload.Key ?? ''}`),
      ];
    },
  };
});

describe('S3 bucket start-up check', () => {
  const problemWith = async (change: Partial<S3StorageConfig>) => {
    const files = createS3FileStorage({ ...config, ...change });
    return files.check().then(
      () => 'answered',
      (error: unknown) => (error instanceof StorageUnavailableError ? error.message : 'other'),
    );
  };

  it('names the variable to fix', async () => {
    expect(await problemWith({ bucket: 'no-such-bucket' })).toBe(
      `S3_BUCKET: no bucket no-such-bucket at ${config.endpoint} (create it, or fix the name or S3_FORCE_PATH_STYLE)`,
    );
    // s3rver knows one key id and does not recompute SigV4 signatures: a wrong id is what it refuses.
    expect(await problemWith({ accessKeyId: 'WRONGKEY' })).toMatch(
      /^S3_ACCESS_KEY_ID: the bucket hirelane-test refused this key pair \(403\)/,
    );
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect(await problemWith({ endpoint: `http://127.0.0.1:${closed}` })).toBe(
      `S3_ENDPOINT: http://127.0.0.1:${closed} cannot be reached (ECONNREFUSED)`,
    );
  });
});
