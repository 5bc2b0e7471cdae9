export const candidateKeys = {
  all: (workspaceId: string) => ['candidate', workspaceId] as const,
  detail: (workspaceId: string, candidateId: string, projectId: string) =>
    ['candidate', workspaceId, candidateId, projectId] as const,
  messages: (workspaceId: string, candidateId: string) =>
    ['candidate', workspaceId, candidateId, 'messages'] as const,
};
