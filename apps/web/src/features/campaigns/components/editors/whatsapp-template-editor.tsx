import { useId } from 'react';
import { Link } from 'react-router';
import type { MessageTemplate } from '@hirelane/domain/campaigns/message-template.schema';
import {
  isPositionalParameter,
  positionalParameterCount,
  templateParameterNames,
} from '@hirelane/domain/whatsapp/cloud-template-parameters';
import { buttonClasses } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { useMessageTemplatesQuery } from '../../api/templates';
import { oneLine } from '../../step-summary';
import { PageLoading } from '../page-states';
import { WhatsappTemplatePreview } from '../whatsapp-template-preview';
import type { StepEditorProps } from './editor-props';

type WhatsappTemplateEditorProps = StepEditorProps<'auto_whatsapp_template_send'> & {
  templatesPath: string;
};

const CONNECT_WHATSAPP = '/app/connect-whatsapp';

/** Why a template cannot be chosen: only APPROVED ones are sent by Meta (decision 048). */
const unavailableReason = (template: MessageTemplate): string | null => {
  switch (template.approval_status) {
    case 'APPROVED':
      return null;
    case 'PENDING':
      return 'Waiting for Meta’s approval';
    case 'REJECTED':
      return 'Rejected by Meta';
    case null:
    case undefined:
      return 'Not from WhatsApp Business: only templates Meta approved can be sent';
    default:
      return `Not approved (${template.approval_status.toLowerCase()})`;
  }
};

/**
 * A WhatsApp template step: one of the templates synced from the WhatsApp Business account
 * that Meta approved, previewed with its header, body, footer and buttons; a variable for each
 * numbered parameter ({{1}}, {{2}}…). Named parameters take the variable of their name.
 */
export function WhatsappTemplateEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
  templatesPath,
}: WhatsappTemplateEditorProps) {
  const id = useId();
  const templates = useMessageTemplatesQuery(workspaceId, 'whatsapp_template');
  const list = [...(templates.data ?? [])].sort(
    (a, b) => Number(unavailableReason(a) !== null) - Number(unavailableReason(b) !== null),
  );
  const chosen = list.find((template) => template._id === config.template_id);
  const error = errors.template_id;
  const mapping = config.variables ?? [];
  const positional = chosen ? positionalParameterCount([chosen.header, chosen.body]) : 0;
  const named = chosen
    ? [...templateParameterNames(chosen.header), ...templateParameterNames(chosen.body)].filter(
        (name) => !isPositionalParameter(name),
      )
    : [];

  if (templates.isPending) return <PageLoading label="Loading your WhatsApp templates…" />;
  if (list.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-center">
        <p className="font-semibold text-stone-900">No WhatsApp templates yet</p>
        <p className="mt-1 text-sm text-stone-600">
          Templates come from your WhatsApp Business account once Meta approves them: connect it and
          sync its templates, then pick one here.
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center justify-center gap-4">
          <Link to={CONNECT_WHATSAPP} className={buttonClasses('primary')}>
            Connect WhatsApp Business
          </Link>
          <Link
            to={templatesPath}
            className="text-sm font-semibold text-orange-800 hover:underline"
          >
            Manage templates
          </Link>
        </div>
      </div>
    );

  const options = [
    { value: '', label: 'Choose a variable' },
    ...variables.map((variable) => ({ value: variable.name, label: variable.label })),
  ];
  const setMapping = (index: number, name: string) => {
    const next = Array.from({ length: positional }, (_, at) => mapping[at] ?? '');
    next[index] = name;
    onChange({ template_id: config.template_id, variables: next });
  };

  return (
    <div className="space-y-4">
      <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-stone-800">
          Template
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <ul className="mt-2 space-y-2">
          {list.map((template) => {
            const reason = unavailableReason(template);
            const selected = template._id === config.template_id;
            return (
              <li key={template._id}>
                <label
                  className={`flex min-w-0 items-start gap-3 rounded-xl border p-3 ${
                    reason
                      ? 'cursor-not-allowed border-stone-200 bg-stone-50'
                      : selected
                        ? 'cursor-pointer border-orange-500 bg-orange-50'
                        : 'cursor-pointer border-stone-200 bg-white hover:border-orange-300'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-template`}
                    value={template._id}
                    checked={selected}
                    disabled={reason !== null}
                    aria-describedby={reason ? `${id}-${template._id}-reason` : undefined}
                    onChange={() => onChange({ template_id: template._id, variables: [] })}
                    className="mt-1 size-4 accent-orange-700"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-stone-900">
                      {template.name}
                    </span>
                    <span className="block truncate text-sm text-stone-600">
                      {oneLine(template.body, 80)}
                    </span>
                    {reason ? (
                      <span
                        id={`${id}-${template._id}-reason`}
                        className="mt-1 block text-xs font-medium text-amber-800"
                      >
                        {reason}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      {chosen && positional > 0 ? (
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-medium text-stone-800">Template parameters</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: positional }, (_, index) => (
              <SelectField
                key={index}
                label={`{{${index + 1}}}`}
                options={options}
                value={mapping[index] ?? ''}
                onChange={(event) => setMapping(index, event.target.value)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {named.length > 0 ? (
        <p className="text-sm text-stone-600">
          Filled from the candidate: {named.map((name) => `{{${name}}}`).join(', ')}.
        </p>
      ) : null}
      {chosen ? (
        <section aria-label="Template preview" className="rounded-xl bg-stone-100 p-4">
          <WhatsappTemplatePreview
            template={{
              header: chosen.header,
              body: chosen.body,
              footer: chosen.footer,
              actions: chosen.actions,
            }}
          />
        </section>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <Link
          to={CONNECT_WHATSAPP}
          className="text-sm font-semibold text-orange-800 hover:underline"
        >
          Sync templates from WhatsApp Business
        </Link>
        <Link to={templatesPath} className="text-sm font-semibold text-orange-800 hover:underline">
          Manage templates
        </Link>
      </div>
    </div>
  );
}
