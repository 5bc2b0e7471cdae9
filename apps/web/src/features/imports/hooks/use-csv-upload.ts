import { useCallback, useMemo, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import {
  useImportListQuery,
  useProjectCustomFieldsQuery,
  useRememberImportJob,
} from '../api/imports';
import { csvPickReducer, INITIAL_CSV_PICK } from '../lib/csv-pick-state';
import { readCsvPreview } from '../lib/csv-preview';
import { csvFileProblem } from '../lib/file-checks';
import { autoMapping, mappingProblems, type MappingTarget } from '../lib/mapping';
import { useUpload } from '../lib/use-upload';

/**
 * The CSV upload's steps: pick a file, sniff it, map its columns, upload it with progress, then
 * follow the import it started (kept in `?import=` so a reload keeps following it).
 */
export const useCsvUpload = (workspaceId: string, projectId: string) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const importId = searchParams.get('import');
  const customFieldsQuery = useProjectCustomFieldsQuery(workspaceId, projectId);
  const customFields = useMemo(() => customFieldsQuery.data ?? [], [customFieldsQuery.data]);
  const recent = useImportListQuery(workspaceId, projectId);
  const rememberJob = useRememberImportJob(workspaceId, projectId);
  const upload = useUpload(`/api/project/${encodeURIComponent(projectId)}/import/csv`);
  const { reset, cancel } = upload;
  const [state, dispatch] = useReducer(csvPickReducer, INITIAL_CSV_PICK);
  const { picked, overrides } = state;

  const headers = useMemo(() => picked?.preview.headers ?? [], [picked]);
  const mapping = useMemo(
    () => ({ ...autoMapping(headers, customFields), ...overrides }),
    [headers, customFields, overrides],
  );
  const problems = useMemo(() => mappingProblems(mapping), [mapping]);

  const pickFile = async (file: File) => {
    reset();
    const problem = csvFileProblem(file);
    if (problem) {
      dispatch({ type: 'file-refused', error: problem });
      return;
    }
    dispatch({ type: 'reading-started' });
    try {
      const result = await readCsvPreview(file);
      dispatch(
        result.ok
          ? { type: 'preview-read', picked: { file, preview: result.preview } }
          : { type: 'read-failed', error: `“${file.name}” cannot be imported. ${result.reason}` },
      );
    } catch {
      dispatch({
        type: 'read-failed',
        error: `“${file.name}” could not be read. Check that it is a CSV file.`,
      });
    }
  };

  const mapColumn = (header: string, target: MappingTarget) =>
    dispatch({ type: 'column-mapped', header, target });

  const runImport = async () => {
    if (!picked || problems.length > 0) return;
    const form = new FormData();
    // The server reads the mapping before it streams the file, so the mapping goes first.
    form.append('mapping', JSON.stringify(mapping));
    form.append('file', picked.file, picked.file.name);
    const job = await upload.start(form);
    if (job) {
      rememberJob(job);
      setSearchParams({ import: job._id }, { replace: true });
      void recent.refetch();
    }
  };

  const startOver = useCallback(() => {
    dispatch({ type: 'started-over' });
    cancel();
    setSearchParams({}, { replace: true });
  }, [setSearchParams, cancel]);

  const retry = useCallback(() => {
    setSearchParams({}, { replace: true });
    reset();
  }, [setSearchParams, reset]);

  return {
    ...state,
    importId,
    customFields,
    recent,
    upload: upload.state,
    headers,
    mapping,
    problems,
    pickFile,
    mapColumn,
    runImport,
    startOver,
    retry,
  };
};
