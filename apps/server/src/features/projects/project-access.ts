import {
  projectPermissionsFor,
  type ProjectPermission,
  type ProjectRole,
} from '@hirelane/domain/projects/project-roles';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findProjectWithRole, type ProjectRow } from './project-store';

export type ProjectAccess = {
  project: ProjectRow;
  role: ProjectRole | null;
  permissions: ProjectPermission[];
};

export const PROJECT_NOT_FOUND = 'Project not found.';

/**
 * The project as the caller may see it: a project member, or a workspace owner or admin.
 * Anyone else (and any id of another workspace) gets the same 404.
 */
export const loadProjectAccess = async (
  db: Executor,
  tenant: TenantContext,
  projectId: string,
  options: { lock?: boolean } = {},
): Promise<ProjectAccess> => {
  const found = await findProjectWithRole(
    db,
    tenant.workspaceId,
    projectId,
    tenant.memberId,
    options.lock,
  );
  if (!found) throw notFound(PROJECT_NOT_FOUND);
  const permissions = projectPermissionsFor(found.role, tenant.role);
  if (!permissions.includes('project:view')) throw notFound(PROJECT_NOT_FOUND);
  return { ...found, permissions };
};

const DENIED: Partial<Record<ProjectPermission, string>> = {
  'project:settings:edit':
    "Only the project owner or an editor can change this project's settings.",
  'project:delete': 'Only the project owner can delete this project.',
  'project:candidates:edit': 'You cannot change the candidates of this project.',
};

export const requireProjectPermission = (
  access: ProjectAccess,
  permission: ProjectPermission,
  message = DENIED[permission],
): void => {
  if (!access.permissions.includes(permission)) throw forbidden(message);
};
