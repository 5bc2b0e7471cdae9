import { useEffect, useRef } from 'react';
import { isImportRunning, useImportJobQuery, useRefreshProjectData } from './imports';

/**
 * Polls one import and, once it has finished, refreshes the project's data (counts, pipeline,
 * sidebar) exactly once for that import.
 */
export const useFollowedImport = (workspaceId: string, projectId: string, importId: string) => {
  const job = useImportJobQuery(workspaceId, projectId, importId);
  const refresh = useRefreshProjectData(workspaceId, projectId);
  const refreshedFor = useRef<string | null>(null);
  const finished = job.data !== undefined && !isImportRunning(job.data);

  useEffect(() => {
    if (!finished || refreshedFor.current === importId) return;
    refreshedFor.current = importId;
    void refresh();
  }, [finished, importId, refresh]);

  return job;
};
