import { useParams } from 'react-router';
import { MAX_CSV_BYTES } from '@hirelane/domain/imports/import.schema';
import { Card } from '../../../components/ui/card';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CsvImportTracker } from '../components/csv-import-tracker';
import { CsvMappingStep } from '../components/csv-mapping-step';
import { FileDropZone } from '../components/file-drop-zone';
import { ImportPageHeader } from '../components/import-page-header';
import { RecentImports } from '../components/recent-imports';
import { useCsvUpload } from '../hooks/use-csv-upload';
import { formatBytes } from '../lib/file-checks';

/** /app/projects/{id}/pipeline/upload-csv: pick, preview, map, import, follow, summary. */
export function UploadCsvPage() {
  usePageTitle('Upload a CSV');
  const { id: projectId = '' } = useParams();
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? '';
  const projectPath = `/app/projects/${encodeURIComponent(projectId)}`;
  const pipelinePath = `${projectPath}/pipeline`;
  const csv = useCsvUpload(workspaceId, projectId);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <ImportPageHeader
        title="Upload a CSV"
        description="Import candidates into this pipeline from a spreadsheet, an ATS export or a LinkedIn Recruiter export."
        pipelinePath={pipelinePath}
      />
      <Card className="mt-6">
        {csv.importId ? (
          <CsvImportTracker
            key={csv.importId}
            workspaceId={workspaceId}
            projectId={projectId}
            importId={csv.importId}
            pipelinePath={pipelinePath}
            onImportAnother={csv.startOver}
            onRetry={csv.retry}
          />
        ) : (
          <div className="space-y-6">
            <FileDropZone
              buttonLabel={csv.picked ? 'Choose another file' : 'Choose a CSV file'}
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              disabled={csv.upload.phase === 'uploading' || csv.reading}
              onFiles={([file]) => {
                if (file) void csv.pickFile(file);
              }}
            >
              <p className="mt-1 text-sm text-stone-600">
                CSV, TSV or TXT with a header row, up to {formatBytes(MAX_CSV_BYTES)}. Comma,
                semicolon and tab delimiters are detected.
              </p>
            </FileDropZone>
            {csv.fileError ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {csv.fileError}
              </p>
            ) : null}
            {csv.reading ? (
              <p role="status" className="text-sm text-stone-600">
                Reading the file…
              </p>
            ) : null}
            {csv.picked ? (
              <CsvMappingStep
                picked={csv.picked}
                headers={csv.headers}
                mapping={csv.mapping}
                customFields={csv.customFields}
                problems={csv.problems}
                upload={csv.upload}
                onMapColumn={csv.mapColumn}
                onImport={() => void csv.runImport()}
                onCancel={csv.startOver}
              />
            ) : null}
          </div>
        )}
      </Card>
      <RecentImports
        jobs={csv.recent.data?.filter((job) => job.kind === 'csv')}
        loading={csv.recent.isPending}
        basePath={`${pipelinePath}/upload-csv`}
      />
    </main>
  );
}
