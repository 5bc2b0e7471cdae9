import {
  ICE_BREAKER_VARIABLE,
  PLACEHOLDER_PATTERN,
  PREVIOUS_SUBJECT_VARIABLE,
  type VariableValues,
} from './template-variables';

/**
 * A template split for display: plain text, a filled placeholder, a placeholder with no value
 * (highlighted), the previous-subject placeholder (left as is) and the ice-breaker (the
 * Personalized Opener badge). SPEC 5.
 */
export type TemplateSegment =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string; text: string }
  | { kind: 'missing'; name: string; text: string }
  | { kind: 'previous_subject'; text: string }
  | { kind: 'opener'; text: string | null };

const valueOf = (values: VariableValues, name: string): string | null => {
  const value = values[name];
  return value === undefined || value === null || value.trim() === '' ? null : value;
};

export const renderTemplateSegments = (
  template: string,
  values: VariableValues,
): TemplateSegment[] => {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    const [raw, name = ''] = match;
    if (match.index > last)
      segments.push({ kind: 'text', text: template.slice(last, match.index) });
    last = match.index + raw.length;
    if (name === PREVIOUS_SUBJECT_VARIABLE) segments.push({ kind: 'previous_subject', text: raw });
    else if (name === ICE_BREAKER_VARIABLE)
      segments.push({ kind: 'opener', text: valueOf(values, name) });
    else {
      const value = valueOf(values, name);
      segments.push(
        value === null
          ? { kind: 'missing', name, text: raw }
          : { kind: 'value', name, text: value },
      );
    }
  }
  if (last < template.length) segments.push({ kind: 'text', text: template.slice(last) });
  return segments;
};

/** Placeholders of a template without a value (the previous subject and the opener excepted). */
export const missingVariables = (template: string, values: VariableValues): string[] => [
  ...new Set(
    renderTemplateSegments(template, values).flatMap((segment) =>
      segment.kind === 'missing' ? [segment.name] : [],
    ),
  ),
];

/** The template with each placeholder that has a value filled in; the others stay as written. */
export const fillTemplate = (template: string, values: VariableValues): string =>
  renderTemplateSegments(template, values)
    .map((segment) =>
      segment.kind === 'opener' ? (segment.text ?? '{{ice_breaker}}') : segment.text,
    )
    .join('');

/** SPEC 9: "a, b and c". */
export const joinWithAnd = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

/** SPEC 9 preview limits: at most 1 phone number and 3 skills. */
export const PREVIEW_MAX_PHONES = 1;
export const PREVIEW_MAX_SKILLS = 3;

export const previewPhone = (phones: readonly string[]): string | null =>
  phones.slice(0, PREVIEW_MAX_PHONES)[0] ?? null;

export const previewSkills = (skills: readonly string[]): string | null =>
  skills.length === 0 ? null : joinWithAnd(skills.slice(0, PREVIEW_MAX_SKILLS));
