/** A variable's value by name (the campaigns' VariableValues, restated: no feature import). */
type VariableValues = Readonly<Record<string, string | null | undefined>>;

/*
 * The parameters of a WhatsApp Business template (decision 048): Meta writes them {{1}}, {{2}}…
 * (positional) or {{first_name}} (named). Named ones are filled from the variable of that name;
 * positional ones from the variable the template step maps to their number.
 */

const PARAMETER_PATTERN = /\{\{\s*([a-z0-9_]+)\s*\}\}/g;

/** The parameters of one text in order of first use, e.g. ["1", "2"] or ["first_name"]. */
export const templateParameterNames = (text: string | null): string[] => [
  ...new Set([...(text ?? '').matchAll(PARAMETER_PATTERN)].map((match) => match[1] ?? '')),
];

export const isPositionalParameter = (name: string): boolean => /^\d+$/.test(name);

/** How many positional parameters the template's header and body use (the mapping's length). */
export const positionalParameterCount = (texts: readonly (string | null)[]): number =>
  Math.max(
    0,
    ...texts.flatMap((text) =>
      templateParameterNames(text).filter(isPositionalParameter).map(Number),
    ),
  );

export type FilledParameter = { name: string; value: string };

/**
 * The value of each parameter of a text, or the placeholders without one. `variables[n - 1]` is
 * the variable name {{n}} takes.
 */
export const fillTemplateParameters = (
  text: string | null,
  values: VariableValues,
  variables: readonly string[],
): { parameters: FilledParameter[]; missing: string[] } => {
  const parameters: FilledParameter[] = [];
  const missing: string[] = [];
  for (const name of templateParameterNames(text)) {
    const variable = isPositionalParameter(name) ? variables[Number(name) - 1] : name;
    const value = variable ? values[variable]?.trim() : undefined;
    if (value) parameters.push({ name, value });
    else missing.push(variable ? `{{${variable}}}` : `{{${name}}}`);
  }
  return { parameters, missing };
};
