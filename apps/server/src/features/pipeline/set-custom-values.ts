import {
  checkCustomFieldValue,
  type CustomFieldValue,
} from '@hirelane/domain/pipeline/custom-field.schema';
import type { FieldError } from '@hirelane/domain/http/envelope';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { listCustomFields } from './custom-field-store';
import { lockProjectLinks, writeCustomValues } from './pipeline-candidate-store';

/** Sets some custom values of one candidate in the project; null clears a value. */
export const setCustomValues = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  candidateId: string,
  values: Record<string, unknown>,
): Promise<Record<string, CustomFieldValue>> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    const [link] = await lockProjectLinks(tx, tenant.workspaceId, projectId, [candidateId]);
    if (!link) throw notFound('This candidate is not in this project.');
    const fields = new Map(
      (await listCustomFields(tx, tenant.workspaceId, projectId)).map((field) => [
        field._id,
        field,
      ]),
    );
    const next: Record<string, CustomFieldValue> = { ...link.customValues };
    const errors: FieldError[] = [];
    for (const [fieldId, raw] of Object.entries(values)) {
      const field = fields.get(fieldId);
      if (!field) {
        errors.push({ path: `values.${fieldId}`, message: 'Unknown custom field.' });
        continue;
      }
      const checked = checkCustomFieldValue(field, raw);
      if (!checked.ok) errors.push({ path: `values.${fieldId}`, message: checked.message });
      else if (checked.value === null) delete next[fieldId];
      else next[fieldId] = checked.value;
    }
    if (errors.length > 0) throw unprocessable('Some values are not valid.', errors);
    await writeCustomValues(tx, tenant.workspaceId, link.id, next);
    return next;
  });
