/** Query keys of the pipeline; every key starts with the workspace and the project. */
export const pipelineKeys = {
  /** Prefix of every candidate list (table pages and kanban columns). */
  candidates: (workspaceId: string, projectId: string) =>
    ['pipeline', workspaceId, projectId, 'candidates'] as const,
  page: (workspaceId: string, projectId: string, filters: string, pageIndex: number) =>
    ['pipeline', workspaceId, projectId, 'candidates', 'page', filters, pageIndex] as const,
  pagesOf: (workspaceId: string, projectId: string, filters: string) =>
    ['pipeline', workspaceId, projectId, 'candidates', 'page', filters] as const,
  column: (workspaceId: string, projectId: string, stage: string, filters: string) =>
    ['pipeline', workspaceId, projectId, 'candidates', 'column', stage, filters] as const,
};
