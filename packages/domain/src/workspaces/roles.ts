import { z } from 'zod';

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;
