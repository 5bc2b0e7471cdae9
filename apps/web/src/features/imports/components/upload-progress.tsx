import type { UploadProgress } from '../../../lib/upload-with-progress';
import { formatBytes } from '../lib/file-checks';
import { ProgressBar } from '../../../components/progress-bar';

/** Bytes sent so far; once all are sent, the wait for the server's answer. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const sent = progress !== null && progress.total > 0 && progress.loaded >= progress.total;
  return (
    <ProgressBar
      label={sent ? 'Upload complete, starting the import…' : 'Uploading'}
      value={progress && progress.total > 0 ? progress.loaded : null}
      max={progress?.total ?? 0}
      valueText={
        progress
          ? `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)} uploaded`
          : 'Starting the upload'
      }
    />
  );
}
