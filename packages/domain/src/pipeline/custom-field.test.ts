import { describe, expect, it } from 'vitest';
import { checkCustomFieldValue, customFieldInputSchema } from './custom-field.schema';

describe('checkCustomFieldValue', () => {
  const select = { name: 'Visa', type: 'single_select' as const, options: ['Yes', 'No'] };

  it('clears a value with null or an empty string', () => {
    expect(checkCustomFieldValue(select, '')).toEqual({ ok: true, value: null });
  });
  it('accepts numbers given as text', () => {
    expect(checkCustomFieldValue({ name: 'Years', type: 'number', options: [] }, '7')).toEqual({
      ok: true,
      value: 7,
    });
  });
  it('refuses an option that is not in the list', () => {
    expect(checkCustomFieldValue(select, 'Maybe')).toEqual({
      ok: false,
      message: 'Visa must be one of: Yes, No.',
    });
  });
  it('refuses a malformed date', () => {
    const field = { name: 'Start', type: 'date' as const, options: [] };
    expect(checkCustomFieldValue(field, '2026-02-31x').ok).toBe(false);
    expect(checkCustomFieldValue(field, '2026-02-03')).toEqual({ ok: true, value: '2026-02-03' });
  });
  it('requires options for a single select field', () => {
    expect(customFieldInputSchema.safeParse({ name: 'Visa', type: 'single_select' }).success).toBe(
      false,
    );
  });
});
