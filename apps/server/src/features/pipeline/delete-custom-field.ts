import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { clearCustomValues, deleteCustomField, findCustomField } from './custom-field-store';
import { CUSTOM_FIELD_NOT_FOUND } from './update-custom-field';

/** Deletes the field and its values on every candidate of the project. */
export const removeCustomField = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  fieldId: string,
): Promise<string> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:settings:edit');
    const field = await findCustomField(tx, tenant.workspaceId, projectId, fieldId);
    if (!field) throw notFound(CUSTOM_FIELD_NOT_FOUND);
    await clearCustomValues(tx, tenant.workspaceId, projectId, fieldId);
    await deleteCustomField(tx, tenant.workspaceId, projectId, fieldId);
    return `${field.name} was deleted.`;
  });
