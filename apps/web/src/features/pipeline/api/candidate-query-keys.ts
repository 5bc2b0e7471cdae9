/**
 * Query keys of a candidate's data (details, e-mail thread). They live in pipeline, the lowest of
 * the features that use them: pipeline moves refresh the candidate; candidates and outreach read.
 */
export const candidateKeys = {
  all: (workspaceId: string) => ['candidate', workspaceId] as const,
  detail: (workspaceId: string, candidateId: string, projectId: string) =>
    ['candidate', workspaceId, candidateId, projectId] as const,
  messages: (workspaceId: string, candidateId: string) =>
    ['candidate', workspaceId, candidateId, 'messages'] as const,
  contactChannels: (workspaceId: string, candidateId: string) =>
    ['candidate', workspaceId, candidateId, 'contact-channels'] as const,
};
