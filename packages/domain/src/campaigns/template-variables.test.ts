import { describe, expect, it } from 'vitest';
import { fillTemplate } from './render-template';
import { SCHEDULING_LINK_VARIABLE, usesSchedulingLink } from './template-variables';

describe('{{scheduling_link}}', () => {
  it('is found in any of the templates, spaces inside the braces allowed', () => {
    expect(usesSchedulingLink('Hi', 'Book here: {{ scheduling_link }}')).toBe(true);
    expect(usesSchedulingLink('{{scheduling_link}}')).toBe(true);
    expect(usesSchedulingLink('Hi {{first_name}}', 'scheduling_link without braces')).toBe(false);
  });

  it('is filled like any variable with the URL of the link', () => {
    const url = 'https://app.test/schedule/abc';
    expect(
      fillTemplate('Pick a time: {{scheduling_link}}', { [SCHEDULING_LINK_VARIABLE]: url }),
    ).toBe(`Pick a time: ${url}`);
  });
});
