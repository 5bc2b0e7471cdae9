import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/*
 * An S3-compatible server (s3rver, from npm) on loopback for one test run: it speaks the S3
 * REST/XML protocol including multipart uploads and S3's error answers, and keeps its objects in
 * its own temporary folder. It knows one access key id, S3RVER, and refuses others; it does not
 * recompute SigV4 signatures (the SDK signs them).
 */

export type S3Server = {
  /** e.g. http://127.0.0.1:40123 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export const startS3Server = async (bucket = 'hirelane-test'): Promise<S3Server> => {
  const directory = await mkdtemp(path.join(tmpdir(), 'hirelane-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  return {
    endpoint,
    bucket,
    ...credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: credentials.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      // s3rver answers at one host name; virtual-hosted buckets would need DNS for bucket.127.0.0.1.
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
