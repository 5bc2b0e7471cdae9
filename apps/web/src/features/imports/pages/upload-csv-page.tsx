import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MAX_CSV_BYTES } from '@hirelane/domain/imports/import.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useImportListQuery,
  useRememberImportJob,
  useProjectCustomFieldsQuery,
} from '../api/imports';
import { ColumnMappingForm } from '../components/column-mapping-form';
import { CsvImportTracker } from '../components/csv-import-tracker';
import { ImportFailed } from '../components/csv-import-status';
import { CsvPreviewTable } from '../components/csv-preview-table';
import { FileDropZone } from '../components/file-drop-zone';
import { ImportPageHeader } from '../components/import-page-header';
import { RecentImports } from '../components/recent-imports';
import { UploadProgressBar } from '../components/upload-progress';
import { delimiterName, readCsvPreview, type CsvPreview } from '../lib/csv-preview';
import { csvFileProblem, formatBytes } from '../lib/file-checks';
import { autoMapping, mappingProblems, type MappingTarget } from '../lib/mapping';
import { useUpload } from '../lib/use-upload';

type Picked = { file: File; preview: CsvPreview };

/** /app/projects/{id}/pipeline/upload-csv: pick, preview, map, import, follow, summary. */
export function UploadCsvPage() {
  usePageTitle('Upload a CSV');
  const { id: projectId = '' } = useParams();
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const importId = searchParams.get('import');
  const projectPath = `/app/projects/${encodeURIComponent(projectId)}`;
  const pipelinePath = `${projectPath}/pipeline`;

  const customFieldsQuery = useProjectCustomFieldsQuery(workspaceId, projectId);
  const customFields = useMemo(() => customFieldsQuery.data ?? [], [customFieldsQuery.data]);
  const recent = useImportListQuery(workspaceId, projectId);
  const rememberJob = useRememberImportJob(workspaceId, projectId);
  const {
    state: uploadState,
    start,
    reset,
    cancel,
  } = useUpload(`/api/project/${encodeURIComponent(projectId)}/import/csv`);

  const [picked, setPicked] = useState<Picked | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [overrides, setOverrides] = useState<Record<string, MappingTarget>>({});

  const headers = useMemo(() => picked?.preview.headers ?? [], [picked]);
  const mapping = useMemo(
    () => ({ ...autoMapping(headers, customFields), ...overrides }),
    [headers, customFields, overrides],
  );
  const problems = useMemo(() => mappingProblems(mapping), [mapping]);

  const pickFile = async (file: File) => {
    const problem = csvFileProblem(file);
    setFileError(problem);
    setOverrides({});
    reset();
    if (problem) {
      setPicked(null);
      return;
    }
    setReading(true);
    try {
      const result = await readCsvPreview(file);
      if (result.ok) {
        setPicked({ file, preview: result.preview });
      } else {
        setPicked(null);
        setFileError(`“${file.name}” cannot be imported. ${result.reason}`);
      }
    } catch {
      setPicked(null);
      setFileError(`“${file.name}” could not be read. Check that it is a CSV file.`);
    } finally {
      setReading(false);
    }
  };

  const runImport = async () => {
    if (!picked || problems.length > 0) return;
    const form = new FormData();
    // The server reads the mapping before it streams the file, so the mapping goes first.
    form.append('mapping', JSON.stringify(mapping));
    form.append('file', picked.file, picked.file.name);
    const job = await start(form);
    if (job) {
      rememberJob(job);
      setSearchParams({ import: job._id }, { replace: true });
      void recent.refetch();
    }
  };

  const startOver = useCallback(() => {
    setPicked(null);
    setOverrides({});
    setFileError(null);
    cancel();
    setSearchParams({}, { replace: true });
  }, [setSearchParams, cancel]);

  const retry = useCallback(() => {
    setSearchParams({}, { replace: true });
    reset();
  }, [setSearchParams, reset]);

  const uploading = uploadState.phase === 'uploading';

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <ImportPageHeader
        title="Upload a CSV"
        description="Import candidates into this pipeline from a spreadsheet, an ATS export or a LinkedIn Recruiter export."
        pipelinePath={pipelinePath}
      />
      <Card className="mt-6">
        {importId ? (
          <CsvImportTracker
            key={importId}
            workspaceId={workspaceId}
            projectId={projectId}
            importId={importId}
            pipelinePath={pipelinePath}
            onImportAnother={startOver}
            onRetry={retry}
          />
        ) : (
          <div className="space-y-6">
            <FileDropZone
              buttonLabel={picked ? 'Choose another file' : 'Choose a CSV file'}
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              disabled={uploading || reading}
              onFiles={([file]) => {
                if (file) void pickFile(file);
              }}
            >
              <p className="mt-1 text-sm text-stone-600">
                CSV, TSV or TXT with a header row, up to {formatBytes(MAX_CSV_BYTES)}. Comma,
                semicolon and tab delimiters are detected.
              </p>
            </FileDropZone>
            {fileError ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {fileError}
              </p>
            ) : null}
            {reading ? (
              <p role="status" className="text-sm text-stone-600">
                Reading the file…
              </p>
            ) : null}
            {picked ? (
              <>
                <section aria-labelledby="csv-preview-heading" className="space-y-3">
                  <div>
                    <h2 id="csv-preview-heading" className="text-base font-semibold text-stone-900">
                      Preview
                    </h2>
                    <p className="text-sm break-words text-stone-600">
                      {picked.file.name} · {formatBytes(picked.file.size)} ·{' '}
                      {delimiterName(picked.preview.delimiter)}-separated ·{' '}
                      {picked.preview.headers.length} columns
                    </p>
                  </div>
                  <CsvPreviewTable preview={picked.preview} />
                </section>
                <ColumnMappingForm
                  headers={headers}
                  sample={picked.preview.rows[0] ?? []}
                  mapping={mapping}
                  customFields={customFields}
                  problems={problems}
                  onChange={(header, target) =>
                    setOverrides((current) => ({ ...current, [header]: target }))
                  }
                />
                {uploadState.phase === 'uploading' ? (
                  <UploadProgressBar progress={uploadState.progress} />
                ) : null}
                {uploadState.phase === 'failed' ? (
                  <ImportFailed
                    title="The upload failed"
                    message={uploadState.message}
                    onRetry={() => void runImport()}
                  />
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row">
                    <Button
                      onClick={() => void runImport()}
                      loading={uploading}
                      disabled={problems.length > 0}
                    >
                      Import candidates
                    </Button>
                    <Button variant="secondary" onClick={startOver}>
                      Cancel
                    </Button>
                  </div>
                )}
              </>
            ) : null}
          </div>
        )}
      </Card>
      <RecentImports
        jobs={recent.data?.filter((job) => job.kind === 'csv')}
        loading={recent.isPending}
        basePath={`${pipelinePath}/upload-csv`}
      />
    </main>
  );
}
