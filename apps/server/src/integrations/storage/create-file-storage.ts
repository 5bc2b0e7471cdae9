import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The bucket when S3_* is configured, otherwise the local folder DATA_DIR/files. */
export const createFileStorage = (config: Pick<Config, 's3' | 'dataDir'>): FileStorage =>
  config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(localFilesRoot(config));

export const localFilesRoot = (config: Pick<Config, 'dataDir'>): string =>
  path.join(config.dataDir, 'files');
