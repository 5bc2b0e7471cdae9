import type { CustomField, CustomFieldInput } from '@hirelane/domain/pipeline/custom-field.schema';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { clearCustomValues, findCustomField, updateCustomField } from './custom-field-store';

export const CUSTOM_FIELD_NOT_FOUND = 'Custom field not found.';

/**
 * Renames a field or changes its options. The type stays (stored values were checked against
 * it); values of removed options are cleared.
 */
export const editCustomField = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  fieldId: string,
  input: CustomFieldInput,
): Promise<CustomField> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:settings:edit');
    const field = await findCustomField(tx, tenant.workspaceId, projectId, fieldId);
    if (!field) throw notFound(CUSTOM_FIELD_NOT_FOUND);
    if (field.type !== input.type) {
      const message = 'The type of a custom field cannot be changed.';
      throw unprocessable(message, [{ path: 'type', message }]);
    }
    const options = input.type === 'single_select' ? input.options : [];
    const updated = await updateCustomField(tx, tenant.workspaceId, projectId, fieldId, {
      name: input.name,
      options,
    });
    if (!updated) throw notFound(CUSTOM_FIELD_NOT_FOUND);
    if (input.type === 'single_select')
      await clearCustomValues(tx, tenant.workspaceId, projectId, fieldId, options);
    return updated;
  });
