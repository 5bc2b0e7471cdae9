import { z } from 'zod';
import { envelope } from '../http/envelope';

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'single_select', 'date'] as const;
export const customFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES);
export type CustomFieldType = z.infer<typeof customFieldTypeSchema>;

export const MAX_CUSTOM_FIELDS_PER_PROJECT = 50;

export const customFieldSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: customFieldTypeSchema,
  options: z.array(z.string()),
  position: z.number().int(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldInputSchema = z
  .object({
    name: z.string().trim().min(1, 'This field is required.').max(60, 'At most 60 characters.'),
    type: customFieldTypeSchema,
    options: z.array(z.string().trim().min(1).max(60)).max(50, 'At most 50 options.').default([]),
  })
  .refine((field) => field.type !== 'single_select' || field.options.length > 0, {
    message: 'A single select field needs at least one option.',
    path: ['options'],
  });
export type CustomFieldInput = z.infer<typeof customFieldInputSchema>;

export const customFieldResponse = envelope(customFieldSchema);

export type CustomFieldValue = string | number | null;

/** Checks one value against its field; returns the value to store or an error sentence. */
export const checkCustomFieldValue = (
  field: Pick<CustomField, 'name' | 'type' | 'options'>,
  value: unknown,
): { ok: true; value: CustomFieldValue } | { ok: false; message: string } => {
  if (value === null || value === undefined || value === '') return { ok: true, value: null };
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= 1000
        ? { ok: true, value: value.trim() }
        : { ok: false, message: `${field.name} must be text of at most 1000 characters.` };
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number)
        ? { ok: true, value: number }
        : { ok: false, message: `${field.name} must be a number.` };
    }
    case 'single_select':
      return typeof value === 'string' && field.options.includes(value)
        ? { ok: true, value }
        : { ok: false, message: `${field.name} must be one of: ${field.options.join(', ')}.` };
    case 'date':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(value))
        ? { ok: true, value }
        : { ok: false, message: `${field.name} must be a date (YYYY-MM-DD).` };
  }
};

export const setCustomValuesRequest = z.object({
  values: z
    .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.null()]))
    .refine(
      (values) => Object.keys(values).length <= MAX_CUSTOM_FIELDS_PER_PROJECT,
      `At most ${MAX_CUSTOM_FIELDS_PER_PROJECT} values, one per custom field.`,
    ),
});

export const customFieldParams = z.object({
  id: z.uuid('Not a valid project id.'),
  fieldId: z.uuid('Not a valid field id.'),
});
export const projectCandidateParams = z.object({
  id: z.uuid('Not a valid project id.'),
  candidateID: z.uuid('Not a valid candidate id.'),
});
export const customValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export const setCustomValuesResponse = envelope(z.object({ custom_values: customValuesSchema }));
