/** Query keys of search; every key starts with the workspace and the project. */
export const searchKeys = {
  savedSearches: (workspaceId: string, projectId: string) =>
    ['search', workspaceId, projectId, 'saved-searches'] as const,
  runs: (workspaceId: string, projectId: string) =>
    ['search', workspaceId, projectId, 'run'] as const,
  run: (workspaceId: string, projectId: string, request: unknown) =>
    ['search', workspaceId, projectId, 'run', request] as const,
};
