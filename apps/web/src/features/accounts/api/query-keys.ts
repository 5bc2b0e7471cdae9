export const accountKeys = {
  emails: (workspaceId: string) => ['accounts', workspaceId, 'emails'] as const,
  mailboxes: (workspaceId: string) => ['accounts', workspaceId, 'mailboxes'] as const,
  linkedin: (workspaceId: string) => ['accounts', workspaceId, 'linkedin'] as const,
  whatsapp: (workspaceId: string) => ['accounts', workspaceId, 'whatsapp'] as const,
  whatsappSession: (workspaceId: string) => ['accounts', workspaceId, 'whatsapp-session'] as const,
  whatsappBusiness: (workspaceId: string) =>
    ['accounts', workspaceId, 'whatsapp-business'] as const,
  whatsappBusinessStatus: (workspaceId: string) =>
    ['accounts', workspaceId, 'whatsapp-business-status'] as const,
  aiCallOptions: (workspaceId: string) => ['accounts', workspaceId, 'ai-call-options'] as const,
};
