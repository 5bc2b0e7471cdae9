import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startS3Server, type S3Server } from '@hirelane/test-servers/s3rver';
import { afterAll, beforeAll } from 'vitest';
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
