import { Link } from 'react-router';
import type { ImportFile } from '@hirelane/domain/imports/import.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isImportRunning } from '../api/imports';
import { useFollowedImport } from '../api/use-followed-import';
import type { RefusedFile } from '../lib/file-checks';
import { ImportFailed } from './csv-import-status';
import { ProgressBar } from '../../../components/progress-bar';
import { ResumeFileList } from './resume-file-list';

const isSettled = (file: ImportFile) =>
  file.status === 'done' || file.status === 'refused' || file.status === 'failed';

/** "3 added, 1 merged, 2 refused" over the uploaded files and those refused in the browser. */
export const resumeSummary = (files: readonly ImportFile[], refusedHere: number): string => {
  const added = files.filter((file) => file.status === 'done' && file.outcome !== 'merged').length;
  const merged = files.filter((file) => file.status === 'done' && file.outcome === 'merged').length;
  const refused = files.filter((file) => file.status === 'refused').length + refusedHere;
  const failed = files.filter((file) => file.status === 'failed').length;
  return [
    `${added} added`,
    `${merged} merged`,
    `${refused} refused`,
    ...(failed > 0 ? [`${failed} failed`] : []),
  ].join(', ');
};

type ResumeImportTrackerProps = {
  workspaceId: string;
  projectId: string;
  importId: string;
  refusedHere: readonly RefusedFile[];
  pipelinePath: string;
  onUploadMore: () => void;
};

/** Follows a resume upload file by file, then sums it up. */
export function ResumeImportTracker({
  workspaceId,
  projectId,
  importId,
  refusedHere,
  pipelinePath,
  onUploadMore,
}: ResumeImportTrackerProps) {
  const job = useFollowedImport(workspaceId, projectId, importId);
  const finished = job.data !== undefined && !isImportRunning(job.data);

  if (job.isError) {
    return (
      <ImportFailed
        message={`We could not follow this upload: ${job.error.message}`}
        onRetry={onUploadMore}
      />
    );
  }
  if (!job.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner /> Loading the upload…
      </p>
    );
  }
  const { files } = job.data;
  const settled = files.filter(isSettled).length;
  const running = !finished;
  return (
    <div className="space-y-5">
      {job.data.status === 'failed' ? (
        <ImportFailed
          message={job.data.error ?? 'The upload stopped with an error.'}
          onRetry={onUploadMore}
        />
      ) : (
        <ProgressBar
          label={running ? 'Reading resumes' : 'Resumes processed'}
          value={files.length > 0 ? settled : null}
          max={files.length}
          valueText={`${settled} of ${files.length} files processed`}
          tone={running ? 'progress' : 'success'}
        />
      )}
      <ResumeFileList projectId={projectId} files={files} refused={refusedHere} />
      {running ? null : (
        <>
          <p role="status" className="font-medium text-stone-900" data-testid="resume-summary">
            {resumeSummary(files, refusedHere.length)}.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={pipelinePath} className={buttonClasses('primary')}>
              Go to pipeline
            </Link>
            <Button variant="secondary" onClick={onUploadMore}>
              Upload more resumes
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
