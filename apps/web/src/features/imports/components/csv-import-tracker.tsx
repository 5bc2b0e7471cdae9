import { Spinner } from '../../../components/ui/spinner';
import { useFollowedImport } from '../api/use-followed-import';
import { CsvImportProgress, CsvImportSummary, ImportFailed } from './csv-import-status';

type CsvImportTrackerProps = {
  workspaceId: string;
  projectId: string;
  importId: string;
  pipelinePath: string;
  onImportAnother: () => void;
  onRetry: () => void;
};

/** Follows one CSV import from the queue to its summary. */
export function CsvImportTracker({
  workspaceId,
  projectId,
  importId,
  pipelinePath,
  onImportAnother,
  onRetry,
}: CsvImportTrackerProps) {
  const job = useFollowedImport(workspaceId, projectId, importId);

  if (job.isError) {
    return (
      <ImportFailed
        message={`We could not follow this import: ${job.error.message}`}
        onRetry={onRetry}
      />
    );
  }
  if (!job.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner /> Loading the import…
      </p>
    );
  }
  if (job.data.status === 'failed') {
    return (
      <ImportFailed
        message={job.data.error ?? 'The import stopped with an error.'}
        detail="Nothing from this file was saved."
        onRetry={onRetry}
      />
    );
  }
  if (job.data.status === 'completed') {
    return (
      <CsvImportSummary
        job={job.data}
        pipelinePath={pipelinePath}
        onImportAnother={onImportAnother}
      />
    );
  }
  return <CsvImportProgress job={job.data} />;
}
