import {
  ICE_BREAKER_VARIABLE,
  PERSONALIZED_OPENER_LABEL,
  PREVIOUS_SUBJECT_VARIABLE,
} from '@hirelane/domain/campaigns/template-variables';

export type EditorVariable = { name: string; label: string };
export type VariableKind = 'variable' | 'opener' | 'previous_subject';
export type VariableOption = EditorVariable & { kind: VariableKind };

export const PREVIOUS_SUBJECT_LABEL = 'Previous subject';

export const variableKind = (name: string): VariableKind =>
  name === ICE_BREAKER_VARIABLE
    ? 'opener'
    : name === PREVIOUS_SUBJECT_VARIABLE
      ? 'previous_subject'
      : 'variable';

/**
 * What "Insert variable" offers: the given variables, then the Personalized Opener (not in a
 * single-line field) and, in a single-line field (a subject), the previous subject.
 */
export const variableMenuOptions = (
  variables: readonly EditorVariable[],
  singleLine: boolean,
): VariableOption[] => {
  const special: VariableOption[] = singleLine
    ? [{ name: PREVIOUS_SUBJECT_VARIABLE, label: PREVIOUS_SUBJECT_LABEL, kind: 'previous_subject' }]
    : [{ name: ICE_BREAKER_VARIABLE, label: PERSONALIZED_OPENER_LABEL, kind: 'opener' }];
  const names = new Set(special.map((option) => option.name));
  return [
    ...variables
      .filter((variable) => !names.has(variable.name))
      .map((variable) => ({ ...variable, kind: variableKind(variable.name) })),
    ...special,
  ];
};

/** The text of a chip: the variable's label, or a readable form of an unknown name. */
export const chipLabel = (name: string, labels: ReadonlyMap<string, string>): string => {
  if (name === ICE_BREAKER_VARIABLE) return PERSONALIZED_OPENER_LABEL;
  if (name === PREVIOUS_SUBJECT_VARIABLE) return labels.get(name) ?? PREVIOUS_SUBJECT_LABEL;
  return labels.get(name) ?? humanizeVariableName(name);
};

/** "sender_first_name" → "Sender first name". */
export const humanizeVariableName = (name: string): string => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const CHIP_CLASSES: Record<VariableKind, string> = {
  variable:
    'mx-0.5 inline-flex items-center rounded-md border border-orange-200 bg-orange-50 px-1.5 text-[0.9em] font-medium text-orange-900',
  opener:
    'mx-0.5 inline-flex items-center rounded-full bg-violet-100 px-2 text-[0.85em] font-semibold text-violet-900',
  previous_subject:
    'mx-0.5 inline-flex items-center rounded-md border border-stone-300 bg-stone-100 px-1.5 text-[0.9em] font-medium text-stone-800',
};
