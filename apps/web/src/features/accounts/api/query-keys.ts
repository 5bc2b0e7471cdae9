export const accountKeys = {
  emails: (workspaceId: string) => ['accounts', workspaceId, 'emails'] as const,
  mailboxes: (workspaceId: string) => ['accounts', workspaceId, 'mailboxes'] as const,
  linkedin: (workspaceId: string) => ['accounts', workspaceId, 'linkedin'] as const,
  aiCallOptions: (workspaceId: string) => ['accounts', workspaceId, 'ai-call-options'] as const,
};
