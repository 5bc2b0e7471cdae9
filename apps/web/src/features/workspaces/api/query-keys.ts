export const workspaceKeys = {
  list: ['workspaces', 'list'] as const,
  members: (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};
