import { z } from 'zod';

/** The roles of the team: people who work in the workspace (and use a seat of the plan). */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/**
 * Every role a workspace member can hold: the team's, and `partner`, an external recruiting
 * agency user who sees only the projects shared with them and their own submissions (decision 051).
 */
export const WORKSPACE_ROLES = [...TEAM_ROLES, 'partner'] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

export const isPartnerRole = (role: WorkspaceRole): role is 'partner' => role === 'partner';
