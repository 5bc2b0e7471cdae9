import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { useMessageTemplatesQuery } from '../../api/templates';
import { oneLine } from '../../step-summary';
import { PageLoading } from '../page-states';
import { WhatsappTemplatePreview } from '../whatsapp-template-preview';
import type { StepEditorProps } from './editor-props';

type WhatsappTemplateEditorProps = Omit<
  StepEditorProps<'auto_whatsapp_template_send'>,
  'variables'
> & { templatesPath: string };

/**
 * A WhatsApp template step: one of the workspace's saved WhatsApp templates, previewed with its
 * header, body, footer and buttons. Templates are made on the Templates page.
 */
export function WhatsappTemplateEditor({
  config,
  onChange,
  errors,
  workspaceId,
  templatesPath,
}: WhatsappTemplateEditorProps) {
  const id = useId();
  const templates = useMessageTemplatesQuery(workspaceId, 'whatsapp_template');
  const list = templates.data ?? [];
  const chosen = list.find((template) => template._id === config.template_id);
  const error = errors.template_id;

  if (templates.isPending) return <PageLoading label="Loading your WhatsApp templates…" />;
  if (list.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-center">
        <p className="font-semibold text-stone-900">No WhatsApp templates yet</p>
        <p className="mt-1 text-sm text-stone-600">
          Create one on the Templates page — header, body, footer and buttons — then pick it here.
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Link to={templatesPath} className={buttonClasses('primary', 'mt-4')}>
          Create a template
        </Link>
      </div>
    );

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
          {list.map((template) => (
            <li key={template._id}>
              <label
                className={`flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border p-3 ${
                  template._id === config.template_id
                    ? 'border-orange-500 bg-orange-50'
                    : 'border-stone-200 bg-white hover:border-orange-300'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-template`}
                  value={template._id}
                  checked={template._id === config.template_id}
                  onChange={() => onChange({ template_id: template._id })}
                  className="mt-1 size-4 accent-orange-700"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-stone-900">
                    {template.name}
                  </span>
                  <span className="block truncate text-sm text-stone-600">
                    {oneLine(template.body, 80)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
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
      <Link to={templatesPath} className="text-sm font-semibold text-orange-800 hover:underline">
        Manage templates
      </Link>
    </div>
  );
}
