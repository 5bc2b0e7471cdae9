export const settingsKeys = {
  workspace: (workspaceId: string) => ['workspace-settings', workspaceId, 'details'] as const,
  featureFlags: (workspaceId: string) => ['workspace-settings', workspaceId, 'flags'] as const,
  suppressions: (workspaceId: string) =>
    ['workspace-settings', workspaceId, 'suppressions'] as const,
  interviewRetention: (workspaceId: string) =>
    ['workspace-settings', workspaceId, 'interview-retention'] as const,
  careerPage: (workspaceId: string) => ['workspace-settings', workspaceId, 'career-page'] as const,
  integrations: (workspaceId: string) =>
    ['workspace-settings', workspaceId, 'integrations'] as const,
};
