import { z } from 'zod';
import type { S3StorageConfig } from './integrations/storage/s3-file-storage';

/** The S3-compatible bucket of stored files (decision 052): all five S3_* variables, or none. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

type S3Env = Partial<Record<(typeof S3_VARIABLES)[number], string | undefined>> & {
  S3_FORCE_PATH_STYLE?: 'true' | 'false' | undefined;
};

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The S3_* fields of the environment schema. */
export const s3EnvFields = {
  /** The S3 API address: https://s3.eu-west-1.amazonaws.com, R2's account endpoint, MinIO's URL. */
  S3_ENDPOINT: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL, e.g. https://s3.eu-west-1.amazonaws.com',
      })
      .optional(),
  ),
  S3_REGION: optionalString,
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path instead of the host name (MinIO and most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
};

/** One problem per missing variable when some, but not all, are set. */
export const s3EnvProblems = (env: S3Env): { path: string; message: string }[] => {
  const set = S3_VARIABLES.filter((key) => env[key]);
  if (set.length === 0) {
    return env.S3_FORCE_PATH_STYLE
      ? [{ path: 'S3_FORCE_PATH_STYLE', message: 'applies only with the other S3_* variables' }]
      : [];
  }
  if (set.length === S3_VARIABLES.length) return [];
  return S3_VARIABLES.filter((key) => !env[key]).map((key) => ({
    path: key,
    message: `is required with ${set.join(', ')}: object storage needs all five S3_* variables`,
  }));
};

export const s3ConfigOf = (env: S3Env): S3StorageConfig | null =>
  env.S3_ENDPOINT &&
  env.S3_REGION &&
  env.S3_BUCKET &&
  env.S3_ACCESS_KEY_ID &&
  env.S3_SECRET_ACCESS_KEY
    ? {
        endpoint: env.S3_ENDPOINT.replace(/\/+$/, ''),
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      }
    : null;
