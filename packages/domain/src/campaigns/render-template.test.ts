import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  joinWithAnd,
  missingVariables,
  previewPhone,
  previewSkills,
  renderTemplateSegments,
} from './render-template';
import { PERSONALIZED_OPENER_LABEL, placeholder } from './template-variables';

describe('renderTemplateSegments (SPEC 5)', () => {
  it('splits text, filled values and missing placeholders', () => {
    expect(
      renderTemplateSegments('Hi {{first_name}}, join {{company_name}}!', {
        first_name: 'Grace',
        company_name: null,
      }),
    ).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'value', name: 'first_name', text: 'Grace' },
      { kind: 'text', text: ', join ' },
      { kind: 'missing', name: 'company_name', text: '{{company_name}}' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('treats an absent or blank value as missing, and tolerates spaces inside braces', () => {
    expect(renderTemplateSegments('{{ last_name }}{{city}}', { last_name: '  ' })).toEqual([
      { kind: 'missing', name: 'last_name', text: '{{ last_name }}' },
      { kind: 'missing', name: 'city', text: '{{city}}' },
    ]);
  });

  it('leaves the previous-subject placeholder as is, even with a value', () => {
    expect(renderTemplateSegments('Re: {{previous_subject}}', { previous_subject: 'Hi' })).toEqual([
      { kind: 'text', text: 'Re: ' },
      { kind: 'previous_subject', text: '{{previous_subject}}' },
    ]);
  });

  it('turns the ice-breaker into the opener, with or without its text', () => {
    expect(renderTemplateSegments('{{ice_breaker}}', {})).toEqual([{ kind: 'opener', text: null }]);
    expect(renderTemplateSegments('{{ice_breaker}}', { ice_breaker: 'Loved your talk.' })).toEqual([
      { kind: 'opener', text: 'Loved your talk.' },
    ]);
    expect(PERSONALIZED_OPENER_LABEL).toBe('Personalized Opener');
  });

  it('keeps text that only looks like a placeholder', () => {
    expect(renderTemplateSegments('{{ Not-a-name }} {x}', {})).toEqual([
      { kind: 'text', text: '{{ Not-a-name }} {x}' },
    ]);
  });
});

describe('missingVariables and fillTemplate', () => {
  it('lists each missing placeholder once, never previous_subject or the opener', () => {
    expect(
      missingVariables('{{a}} {{b}} {{a}} {{previous_subject}} {{ice_breaker}}', { b: 'x' }),
    ).toEqual(['a']);
  });

  it('fills known values and leaves the others as written', () => {
    expect(
      fillTemplate('{{ice_breaker}} Hi {{first_name}} {{last_name}} re {{previous_subject}}', {
        first_name: 'Ada',
      }),
    ).toBe('{{ice_breaker}} Hi Ada {{last_name}} re {{previous_subject}}');
    expect(fillTemplate('{{ice_breaker}} Hi', { ice_breaker: 'Great talk!' })).toBe(
      'Great talk! Hi',
    );
    expect(placeholder('job_title')).toBe('{{job_title}}');
  });
});

describe('joinWithAnd and preview limits (SPEC 9)', () => {
  it('joins with commas and "and"', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['Go'])).toBe('Go');
    expect(joinWithAnd(['Go', 'Rust'])).toBe('Go and Rust');
    expect(joinWithAnd(['Go', 'Rust', 'SQL'])).toBe('Go, Rust and SQL');
  });

  it('shows at most one phone number', () => {
    expect(previewPhone(['+49 1', '+49 2'])).toBe('+49 1');
    expect(previewPhone([])).toBeNull();
  });

  it('shows at most three skills', () => {
    expect(previewSkills(['Go', 'Rust', 'SQL', 'Kafka', 'AWS'])).toBe('Go, Rust and SQL');
    expect(previewSkills(['Go', 'Rust'])).toBe('Go and Rust');
    expect(previewSkills([])).toBeNull();
  });
});
