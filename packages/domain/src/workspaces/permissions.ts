import type { WorkspaceRole } from './roles';

/**
 * The role → permission matrix. This table is the only place that knows which
 * workspace role may do what; server checks and UI gating both read it.
 */
export const PERMISSION_MATRIX = {
  'workspace:settings:edit': ['owner', 'admin'],
  'workspace:billing:edit': ['owner', 'admin'],
  'workspace:delete': ['owner'],
  'workspace:members:view': ['owner', 'admin', 'member'],
  'workspace:members:invite': ['owner', 'admin'],
  'workspace:members:edit': ['owner', 'admin'],
  'workspace:owners:edit': ['owner'],
  'project:create': ['owner', 'admin', 'member'],
  'project:delete': ['owner', 'admin'],
  'project:members:edit': ['owner', 'admin'],
  /** Erase a person (GDPR) and manage the suppression list of erased people (decision 036). */
  'candidate:erase': ['owner', 'admin'],
  /** Review possible duplicates: merge two people or keep them apart (decision 043). */
  'candidate:merge': ['owner', 'admin'],
  'campaign:run': ['owner', 'admin', 'member'],
  'campaign:settings:edit': ['owner', 'admin', 'member'],
  'mailbox:connect': ['owner', 'admin', 'member'],
  /** Invite recruiting partners, share projects with them and take access back (decision 051). */
  'workspace:partners:edit': ['owner', 'admin'],
  /**
   * The partner portal: the projects shared with them, submitting candidates, their submissions.
   * Only partners hold it, and a partner holds nothing else (decision 051).
   */
  'partner:submissions:create': ['partner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type Permission = keyof typeof PERMISSION_MATRIX;

export const ALL_PERMISSIONS = Object.keys(PERMISSION_MATRIX) as Permission[];

export const permissionsForRole = (role: WorkspaceRole): Permission[] =>
  ALL_PERMISSIONS.filter((permission) =>
    (PERMISSION_MATRIX[permission] as readonly WorkspaceRole[]).includes(role),
  );

export const roleHasPermission = (role: WorkspaceRole, permission: Permission): boolean =>
  (PERMISSION_MATRIX[permission] as readonly WorkspaceRole[]).includes(role);
