import { describe, expect, it } from 'vitest';
import {
  fillTemplateParameters,
  positionalParameterCount,
  templateParameterNames,
} from './cloud-template-parameters';

describe('WhatsApp Business template parameters', () => {
  it('lists positional and named parameters once, in order', () => {
    expect(templateParameterNames('Hi {{1}}, a {{2}} role. {{1}}!')).toEqual(['1', '2']);
    expect(templateParameterNames('Hello {{ first_name }} from {{company_name}}')).toEqual([
      'first_name',
      'company_name',
    ]);
    expect(templateParameterNames(null)).toEqual([]);
    expect(positionalParameterCount(['Hi {{1}}', 'a {{3}} and {{2}}', null])).toBe(3);
    expect(positionalParameterCount(['Hello {{first_name}}'])).toBe(0);
  });

  it('fills {{n}} from the variable mapped to it and a named one from its own variable', () => {
    const values = { first_name: 'Ada', job_title: 'Engineer', company_name: 'Acme' };
    expect(
      fillTemplateParameters('Hi {{1}}, a {{2}} role', values, ['first_name', 'job_title']),
    ).toEqual({
      parameters: [
        { name: '1', value: 'Ada' },
        { name: '2', value: 'Engineer' },
      ],
      missing: [],
    });
    expect(fillTemplateParameters('At {{company_name}}', values, [])).toEqual({
      parameters: [{ name: 'company_name', value: 'Acme' }],
      missing: [],
    });
  });

  it('names what has no value: an unmapped number, or an empty variable', () => {
    expect(fillTemplateParameters('Hi {{1}} {{2}}', { first_name: ' ' }, ['first_name'])).toEqual({
      parameters: [],
      missing: ['{{first_name}}', '{{2}}'],
    });
  });
});
