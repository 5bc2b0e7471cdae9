import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { localFilesRoot } from '../integrations/storage/create-file-storage';
import { copyLocalFilesToStorage } from '../integrations/storage/copy-local-files-to-storage';
import { createS3FileStorage } from '../integrations/storage/s3-file-storage';

/*
 * npm run storage:migrate: copies DATA_DIR/files to the bucket the S3_* variables name, keeping
 * the keys the database refers to. Run it again until it reports no failure, then start the app
 * with the S3_* variables.
 */

const run = async (): Promise<number> => {
  const config = loadConfig();
  if (!config.s3) {
    process.stderr.write(
      'No bucket configured: set S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (see README, Configuration).\n',
    );
    return 2;
  }
  const root = localFilesRoot(config);
  if (!existsSync(root)) {
    process.stdout.write(`Nothing to copy: ${root} does not exist.\n`);
    return 0;
  }
  const target = createS3FileStorage(config.s3);
  process.stdout.write(`Copying ${root} to ${target.describe()}\n`);
  const summary = await copyLocalFilesToStorage(root, target, (line) =>
    process.stdout.write(`${line}\n`),
  );
  process.stdout.write(
    `Done: ${summary.found} files, ${summary.copied} copied (${summary.bytesCopied} bytes), ${summary.skipped} already there, ${summary.failed.length} failed.\n`,
  );
  if (summary.failed.length > 0) {
    process.stdout.write('Run it again to retry the failed files.\n');
    return 1;
  }
  return 0;
};

run()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
