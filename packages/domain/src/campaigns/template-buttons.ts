import type { TemplateButton } from './message-template.schema';

export const MAX_BUTTONS_SHOWN = 3;
export const SEE_ALL_OPTIONS_LABEL = 'See all options';

/** SPEC 9: at most 3 buttons are shown; with more, the first 2 and 'See all options'. */
export const previewButtons = (actions: readonly TemplateButton[]): TemplateButton[] =>
  actions.length <= MAX_BUTTONS_SHOWN
    ? [...actions]
    : [
        ...actions.slice(0, MAX_BUTTONS_SHOWN - 1),
        { label: SEE_ALL_OPTIONS_LABEL, icon: 'see_all' },
      ];
