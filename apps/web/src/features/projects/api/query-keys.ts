export type ProjectListParams = {
  sortBy: 'recent' | 'name' | 'created';
  search: string;
  archived: boolean;
};

/**
 * Every project query lives under ['projects', workspaceId]: invalidating that prefix refreshes
 * the list, the sidebar's recent projects and every project. A project's own queries live under
 * ['projects', workspaceId, 'project', id], so changing the id in the route loads everything anew.
 */
export const projectKeys = {
  all: (workspaceId: string) => ['projects', workspaceId] as const,
  recent: (workspaceId: string) => ['projects', workspaceId, 'recent'] as const,
  list: (workspaceId: string, params: ProjectListParams) =>
    ['projects', workspaceId, 'list', params] as const,
  project: (workspaceId: string, id: string) => ['projects', workspaceId, 'project', id] as const,
  detail: (workspaceId: string, id: string) =>
    ['projects', workspaceId, 'project', id, 'detail'] as const,
  members: (workspaceId: string, id: string) =>
    ['projects', workspaceId, 'project', id, 'members'] as const,
  stages: (workspaceId: string, id: string) =>
    ['projects', workspaceId, 'project', id, 'stages'] as const,
  careerPage: (workspaceId: string, id: string) =>
    ['projects', workspaceId, 'project', id, 'career-page'] as const,
  job: (workspaceId: string, jobId: string) => ['projects', workspaceId, 'job', jobId] as const,
};
