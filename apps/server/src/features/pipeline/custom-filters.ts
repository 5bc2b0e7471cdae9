import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import type { FieldError } from '@hirelane/domain/http/envelope';
import { CUSTOM_FILTER_CONTAINS_MARKER } from '@hirelane/domain/pipeline/pipeline.schema';
import type { CustomFilter } from './pipeline-candidate-store';

const PREFIX = 'cf.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const parseBound = (
  raw: string,
  type: 'number' | 'date',
): { ok: true; value: number | string | null } | { ok: false } => {
  const value = raw.trim();
  if (value === '') return { ok: true, value: null };
  if (type === 'date')
    return DATE.test(value) && !Number.isNaN(Date.parse(value))
      ? { ok: true, value }
      : { ok: false };
  const number = Number(value);
  return Number.isFinite(number) ? { ok: true, value: number } : { ok: false };
};

/**
 * Reads the `cf.<fieldId>=value` query parameters: exact values for text and single select
 * (`~text` for a case-insensitive contains on text fields),
 * `min..max` (either end optional) or one exact value for numbers and dates.
 */
export const parseCustomFilters = (
  query: Record<string, unknown>,
  fields: CustomField[],
): { filters: CustomFilter[]; errors: FieldError[] } => {
  const filters: CustomFilter[] = [];
  const errors: FieldError[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith(PREFIX) || typeof raw !== 'string') continue;
    const fieldId = key.slice(PREFIX.length);
    const field = fields.find((candidate) => candidate._id === fieldId);
    if (!field) {
      errors.push({ path: key, message: 'Unknown custom field.' });
      continue;
    }
    if (field.type === 'text' && raw.startsWith(CUSTOM_FILTER_CONTAINS_MARKER)) {
      filters.push({ fieldId, kind: 'contains', value: raw.slice(1) });
      continue;
    }
    if (field.type === 'text' || field.type === 'single_select') {
      filters.push({ fieldId, kind: 'equals', value: raw });
      continue;
    }
    const [low, high] = raw.includes('..') ? raw.split('..', 2) : [raw, raw];
    const min = parseBound(low ?? '', field.type);
    const max = parseBound(high ?? '', field.type);
    if (!min.ok || !max.ok) {
      errors.push({
        path: key,
        message:
          field.type === 'number'
            ? `${field.name}: use a number or a range like 10..20.`
            : `${field.name}: use a date (YYYY-MM-DD) or a range like 2025-01-01..2025-12-31.`,
      });
      continue;
    }
    if (field.type === 'number')
      filters.push({
        fieldId,
        kind: 'number',
        min: min.value as number | null,
        max: max.value as number | null,
      });
    else
      filters.push({
        fieldId,
        kind: 'date',
        min: min.value as string | null,
        max: max.value as string | null,
      });
  }
  return { filters, errors };
};
