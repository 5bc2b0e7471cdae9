export const partnerKeys = {
  all: (workspaceId: string) => ['partners', workspaceId] as const,
  sharedProjects: (workspaceId: string) => ['partners', workspaceId, 'shared-projects'] as const,
  submissions: (workspaceId: string) => ['partners', workspaceId, 'submissions'] as const,
  workspacePartners: (workspaceId: string) => ['partners', workspaceId, 'workspace'] as const,
  projectPartners: (workspaceId: string, projectId: string) =>
    ['partners', workspaceId, 'project', projectId] as const,
};
