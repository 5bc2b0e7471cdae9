import { z } from 'zod';
import type { WorkspaceRole } from '../workspaces/roles';

export const PROJECT_ROLES = ['owner', 'editor', 'collaborator'] as const;
export const projectRoleSchema = z.enum(PROJECT_ROLES);
export type ProjectRole = z.infer<typeof projectRoleSchema>;

/** Roles a sharer may give; the owner role is set at creation and never changes (SPEC 5). */
export const ASSIGNABLE_PROJECT_ROLES = ['editor', 'collaborator'] as const;
export const assignableProjectRoleSchema = z.enum(ASSIGNABLE_PROJECT_ROLES);

/**
 * The project role → permission matrix. A collaborator views, searches, saves candidates and
 * adds them to a campaign but cannot run it, change settings or share (SPEC 6).
 */
export const PROJECT_PERMISSION_MATRIX = {
  'project:view': ['owner', 'editor', 'collaborator'],
  'project:candidates:edit': ['owner', 'editor', 'collaborator'],
  /** Mark a person of the project do-not-contact, or lift it (it reaches every project). */
  'candidate:contact:edit': ['owner', 'editor'],
  'project:settings:edit': ['owner', 'editor'],
  'project:members:edit': ['owner'],
  'project:delete': ['owner'],
  'campaign:steps:edit': ['owner', 'editor'],
  'campaign:settings:edit': ['owner', 'editor'],
  'campaign:run': ['owner', 'editor'],
} as const satisfies Record<string, readonly ProjectRole[]>;

export type ProjectPermission = keyof typeof PROJECT_PERMISSION_MATRIX;
export const PROJECT_PERMISSIONS = Object.keys(PROJECT_PERMISSION_MATRIX) as ProjectPermission[];

/** Workspace owners and admins see every project of the workspace with owner rights. */
const WORKSPACE_ROLES_WITH_ALL_PROJECTS: readonly WorkspaceRole[] = ['owner', 'admin'];

export const seesEveryProject = (workspaceRole: WorkspaceRole): boolean =>
  WORKSPACE_ROLES_WITH_ALL_PROJECTS.includes(workspaceRole);

/**
 * The permissions a user holds on one project: from the project role, or all of them for a
 * workspace owner or admin. Null project role and an ordinary member means no access.
 */
export const projectPermissionsFor = (
  projectRole: ProjectRole | null,
  workspaceRole: WorkspaceRole,
): ProjectPermission[] => {
  if (seesEveryProject(workspaceRole)) return [...PROJECT_PERMISSIONS];
  if (!projectRole) return [];
  return PROJECT_PERMISSIONS.filter((permission) =>
    (PROJECT_PERMISSION_MATRIX[permission] as readonly ProjectRole[]).includes(projectRole),
  );
};

/** SPEC 5: the disabled Share button's tooltip, also the server's answer to a share without the permission. */
export const SHARE_PROJECT_DENIED_MESSAGE =
  "Sorry, you don't have permission to share this project. Only the project owner can do that.";
export const PROJECT_OWNER_NOT_REMOVABLE_MESSAGE = 'The project owner cannot be removed.';
export const PROJECT_OWNER_ROLE_FIXED_MESSAGE = "The project owner's role cannot be changed.";
