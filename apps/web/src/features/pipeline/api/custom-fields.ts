import { z } from 'zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  customFieldResponse,
  type CustomFieldInput,
} from '@hirelane/domain/pipeline/custom-field.schema';
import { apiPost, apiPut } from '../../../lib/api-client';

const base = (projectId: string) => `/api/project/${encodeURIComponent(projectId)}/custom-fields`;
const loose = messageEnvelope.extend({ data: z.unknown().optional() });

/** POST /api/project/{id}/custom-fields/create. */
export const createCustomField = async (projectId: string, field: CustomFieldInput) =>
  (await apiPost(`${base(projectId)}/create`, customFieldResponse, field, { silent: true })).data;

/** PUT /api/project/{id}/custom-fields/update/{fieldId}. */
export const updateCustomField = (projectId: string, fieldId: string, field: CustomFieldInput) =>
  apiPut(`${base(projectId)}/update/${encodeURIComponent(fieldId)}`, loose, field, {
    silent: true,
  });

/** PUT /api/project/{id}/custom-fields/delete/{fieldId}. */
export const deleteCustomField = (projectId: string, fieldId: string) =>
  apiPut(`${base(projectId)}/delete/${encodeURIComponent(fieldId)}`, loose, {}, { silent: true });
