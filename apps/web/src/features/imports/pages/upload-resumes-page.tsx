import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { countLabel } from '@hirelane/domain/format/pluralize';
import { MAX_RESUME_BYTES, MAX_RESUME_FILES } from '@hirelane/domain/imports/import.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useImportListQuery, useRememberImportJob } from '../api/imports';
import { ImportFailed } from '../components/csv-import-status';
import { FileDropZone } from '../components/file-drop-zone';
import { ImportPageHeader } from '../components/import-page-header';
import { RecentImports } from '../components/recent-imports';
import { ResumeFileList } from '../components/resume-file-list';
import { ResumeImportTracker } from '../components/resume-import-tracker';
import { UploadProgressBar } from '../components/upload-progress';
import { formatBytes, pickResumes, type RefusedFile } from '../lib/file-checks';
import { useUpload } from '../lib/use-upload';

/** /app/projects/{id}/pipeline/upload-resumes: up to 100 PDF or DOCX resumes at once. */
export function UploadResumesPage() {
  usePageTitle('Upload resumes');
  const { id: projectId = '' } = useParams();
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const importId = searchParams.get('import');
  const pipelinePath = `/app/projects/${encodeURIComponent(projectId)}/pipeline`;

  const recent = useImportListQuery(workspaceId, projectId);
  const rememberJob = useRememberImportJob(workspaceId, projectId);
  const {
    state: uploadState,
    start,
    cancel,
  } = useUpload(`/api/project/${encodeURIComponent(projectId)}/import/resumes`);

  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const uploading = uploadState.phase === 'uploading';

  const addFiles = (picked: File[]) => {
    const result = pickResumes(picked, files);
    setFiles([...files, ...result.accepted]);
    setRefused([...refused, ...result.refused]);
  };

  const upload = async () => {
    if (files.length === 0) return;
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const job = await start(form);
    if (job) {
      rememberJob(job);
      setFiles([]);
      setSearchParams({ import: job._id }, { replace: true });
      void recent.refetch();
    }
  };

  const uploadMore = useCallback(() => {
    cancel();
    setFiles([]);
    setRefused([]);
    setSearchParams({}, { replace: true });
  }, [cancel, setSearchParams]);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <ImportPageHeader
        title="Upload resumes"
        description="Each resume becomes a candidate in this pipeline; people you already have are merged, not duplicated."
        pipelinePath={pipelinePath}
      />
      <Card className="mt-6">
        {importId ? (
          <ResumeImportTracker
            key={importId}
            workspaceId={workspaceId}
            projectId={projectId}
            importId={importId}
            refusedHere={refused}
            pipelinePath={pipelinePath}
            onUploadMore={uploadMore}
          />
        ) : (
          <div className="space-y-6">
            <FileDropZone
              buttonLabel="Choose resumes"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              multiple
              disabled={uploading}
              onFiles={addFiles}
            >
              <p className="mt-1 text-sm text-stone-600">
                PDF or DOCX, up to {MAX_RESUME_FILES} files of {formatBytes(MAX_RESUME_BYTES)} each.
              </p>
            </FileDropZone>
            <ResumeFileList
              projectId={projectId}
              pending={files}
              onRemove={
                uploading
                  ? undefined
                  : (file) => setFiles((current) => current.filter((item) => item !== file))
              }
              refused={refused}
            />
            {uploadState.phase === 'uploading' ? (
              <UploadProgressBar progress={uploadState.progress} />
            ) : null}
            {uploadState.phase === 'failed' ? (
              <ImportFailed
                title="The upload failed"
                message={uploadState.message}
                onRetry={() => void upload()}
              />
            ) : null}
            {files.length > 0 || refused.length > 0 ? (
              <div className="flex flex-col gap-3 sm:flex-row">
                {uploadState.phase === 'failed' ? null : (
                  <Button
                    onClick={() => void upload()}
                    loading={uploading}
                    disabled={files.length === 0}
                  >
                    {files.length > 0
                      ? `Upload ${countLabel(files.length, 'resume')}`
                      : 'Upload resumes'}
                  </Button>
                )}
                <Button variant="secondary" onClick={uploadMore}>
                  {uploading ? 'Cancel upload' : 'Clear'}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </Card>
      <RecentImports
        jobs={recent.data?.filter((job) => job.kind === 'resume')}
        loading={recent.isPending}
        basePath={`${pipelinePath}/upload-resumes`}
      />
    </main>
  );
}
