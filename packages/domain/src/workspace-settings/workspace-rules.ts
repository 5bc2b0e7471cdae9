import { decideMemberChange, LAST_OWNER_MESSAGE } from '../workspaces/member-rules';
import { roleHasPermission } from '../workspaces/permissions';
import type { WorkspaceRole } from '../workspaces/roles';

export type Verdict = { allowed: true } | { allowed: false; reason: string };

export const RENAME_NOT_ALLOWED = 'Only owners and admins can change the workspace name and logo.';
export const DELETE_NOT_ALLOWED = 'Only the workspace owner can delete it.';
export const FLAGS_NOT_ALLOWED = 'Only owners and admins can turn features on or off.';
export const SUPPRESSIONS_NOT_ALLOWED =
  'Only owners and admins can see the erased people and lift a suppression.';
export const RETENTION_NOT_ALLOWED =
  'Only owners and admins can change how long interview data is kept.';
export const DELETE_NAME_MISMATCH = 'Type the workspace name exactly as shown to confirm.';
export const LAST_OWNER_LEAVE_MESSAGE = `${LAST_OWNER_MESSAGE} Or delete the workspace instead.`;

const allowed: Verdict = { allowed: true };

/** Renaming and the logo: workspace:settings:edit. */
export const canEditWorkspace = (role: WorkspaceRole): Verdict =>
  roleHasPermission(role, 'workspace:settings:edit')
    ? allowed
    : { allowed: false, reason: RENAME_NOT_ALLOWED };

export const canEditFeatureFlags = (role: WorkspaceRole): Verdict =>
  roleHasPermission(role, 'workspace:settings:edit')
    ? allowed
    : { allowed: false, reason: FLAGS_NOT_ALLOWED };

/** The suppression list of erased people (decision 036): candidate:erase. */
export const canManageSuppressions = (role: WorkspaceRole): Verdict =>
  roleHasPermission(role, 'candidate:erase')
    ? allowed
    : { allowed: false, reason: SUPPRESSIONS_NOT_ALLOWED };

export const canEditInterviewRetention = (role: WorkspaceRole): Verdict =>
  roleHasPermission(role, 'workspace:settings:edit')
    ? allowed
    : { allowed: false, reason: RETENTION_NOT_ALLOWED };

export const canDeleteWorkspace = (role: WorkspaceRole): Verdict =>
  roleHasPermission(role, 'workspace:delete')
    ? allowed
    : { allowed: false, reason: DELETE_NOT_ALLOWED };

/** Any member may leave, except the last active owner (the member rule of the team settings). */
export const canLeaveWorkspace = (role: WorkspaceRole, activeOwnerCount: number): Verdict => {
  const verdict = decideMemberChange(role, { kind: 'leave', role }, activeOwnerCount);
  return verdict.allowed ? allowed : { allowed: false, reason: LAST_OWNER_LEAVE_MESSAGE };
};

/**
 * The typed confirmation of a deletion: the name exactly as stored (case and inner spaces
 * count); only surrounding spaces are forgiven, as the name field trims them on save.
 */
export const confirmsWorkspaceName = (typed: string, name: string): boolean =>
  typed.trim().length > 0 && typed.trim() === name.trim();
