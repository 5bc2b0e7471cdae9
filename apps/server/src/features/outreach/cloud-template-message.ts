import { fillTemplateParameters } from '@hirelane/domain/whatsapp/cloud-template-parameters';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import type {
  CloudTemplateMessage,
  CloudTemplateParameter,
} from '../../integrations/whatsapp/cloud-api-client';

type StoredTemplate = {
  providerName: string | null;
  language: string | null;
  header: string | null;
  body: string;
  footer: string | null;
};

const parametersOf = (filled: { name: string; value: string }[]): CloudTemplateParameter[] =>
  filled.map((parameter) =>
    /^\d+$/.test(parameter.name)
      ? { type: 'text', text: parameter.value }
      : { type: 'text', text: parameter.value, parameter_name: parameter.name },
  );

/**
 * A synced template filled for one person (decision 048): the Graph message (header and body
 * parameters, positional ones in order) and the text as they will read it, for the thread; or
 * the placeholders without a value.
 */
export const cloudTemplateMessage = (
  template: StoredTemplate,
  values: VariableValues,
  variables: readonly string[],
): { payload: CloudTemplateMessage; text: string } | { missing: string[] } => {
  const header = fillTemplateParameters(template.header, values, variables);
  const body = fillTemplateParameters(template.body, values, variables);
  const missing = [...new Set([...header.missing, ...body.missing])];
  if (missing.length > 0 || !template.providerName || !template.language) return { missing };
  const components: CloudTemplateMessage['components'] = [];
  if (header.parameters.length > 0)
    components.push({ type: 'header', parameters: parametersOf(header.parameters) });
  if (body.parameters.length > 0)
    components.push({ type: 'body', parameters: parametersOf(body.parameters) });
  const filledText = (text: string, filled: { name: string; value: string }[]) =>
    text.replace(
      /\{\{\s*([a-z0-9_]+)\s*\}\}/g,
      (raw, name: string) => filled.find((parameter) => parameter.name === name)?.value ?? raw,
    );
  const text = [
    template.header ? filledText(template.header, header.parameters) : null,
    filledText(template.body, body.parameters),
    template.footer,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
  return {
    payload: { name: template.providerName, language: template.language, components },
    text,
  };
};
