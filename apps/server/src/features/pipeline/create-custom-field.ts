import {
  MAX_CUSTOM_FIELDS_PER_PROJECT,
  type CustomField,
  type CustomFieldInput,
} from '@hirelane/domain/pipeline/custom-field.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { countCustomFields, insertCustomField } from './custom-field-store';

export const createCustomField = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  input: CustomFieldInput,
): Promise<CustomField> =>
  db.transaction(async (tx) => {
    // The project row lock makes the limit hold when two fields are added at once.
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, 'project:settings:edit');
    if (
      (await countCustomFields(tx, tenant.workspaceId, projectId)) >= MAX_CUSTOM_FIELDS_PER_PROJECT
    )
      throw unprocessable(`A project has at most ${MAX_CUSTOM_FIELDS_PER_PROJECT} custom fields.`);
    return insertCustomField(tx, tenant.workspaceId, projectId, input);
  });
