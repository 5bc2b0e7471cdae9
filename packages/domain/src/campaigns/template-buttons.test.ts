import { describe, expect, it } from 'vitest';
import type { TemplateButton } from './message-template.schema';
import { SEE_ALL_OPTIONS_LABEL, previewButtons } from './template-buttons';

const buttons = (count: number): TemplateButton[] =>
  Array.from({ length: count }, (_, index) => ({
    label: `Option ${index + 1}`,
    icon: index % 2 === 0 ? 'quick_reply' : 'call',
  }));

describe('previewButtons (SPEC 9)', () => {
  it('shows nothing without buttons', () => {
    expect(previewButtons([])).toEqual([]);
  });

  it('shows one button as it is', () => {
    expect(previewButtons(buttons(1))).toEqual(buttons(1));
  });

  it('shows all three when there are exactly three', () => {
    expect(previewButtons(buttons(3))).toEqual(buttons(3));
  });

  it('shows the first two and See all options with four', () => {
    expect(previewButtons(buttons(4))).toEqual([
      ...buttons(2),
      { label: SEE_ALL_OPTIONS_LABEL, icon: 'see_all' },
    ]);
    expect(SEE_ALL_OPTIONS_LABEL).toBe('See all options');
  });

  it('still shows three entries with ten buttons', () => {
    const shown = previewButtons(buttons(10));
    expect(shown).toHaveLength(3);
    expect(shown.map((button) => button.label)).toEqual([
      'Option 1',
      'Option 2',
      'See all options',
    ]);
  });

  it('does not change the list it is given', () => {
    const actions = buttons(4);
    previewButtons(actions);
    expect(actions).toHaveLength(4);
  });
});
