import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  MESSAGE_TEMPLATE_CHANNELS,
  type MessageTemplate,
  type MessageTemplateChannel,
} from '@hirelane/domain/campaigns/message-template.schema';
import { escapeHtmlText, storedToPlainText } from '@hirelane/domain/campaigns/stored-rich-text';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select-field';
import { isApiError } from '../../../../lib/api-error';
import { useCreateMessageTemplate, useUpdateMessageTemplate } from '../../api/templates';
import { editorVariablesFrom, useTemplateVariablesQuery } from '../../api/template-variables';
import { WhatsappTemplatePreview } from '../whatsapp-template-preview';
import { TemplateFormFields } from './template-form-fields';
import {
  CHANNEL_LABELS,
  emptyTemplateForm,
  serverFieldErrors,
  templateFormFrom,
  validateTemplateForm,
  type TemplateFormErrors,
  type TemplateFormState,
} from './template-form-state';

/** Another channel: the body moves between rich text (e-mail) and plain text. */
const switchChannel = (
  form: TemplateFormState,
  channel: MessageTemplateChannel,
): TemplateFormState => {
  const wasRich = form.channel === 'email';
  const rich = channel === 'email';
  const body =
    wasRich === rich ? form.body : rich ? escapeHtmlText(form.body) : storedToPlainText(form.body);
  return { ...form, channel, body };
};

type TemplateModalProps = {
  workspaceId: string;
  /** The template edited, or null to create one of `channel`. */
  template: MessageTemplate | null;
  channel: MessageTemplateChannel;
  onClose: () => void;
};

const CHANNEL_OPTIONS = MESSAGE_TEMPLATE_CHANNELS.map((value) => ({
  value,
  label: CHANNEL_LABELS[value],
}));

/** Creates or edits a template; WhatsApp templates get a live preview beside the form. */
export function TemplateModal({ workspaceId, template, channel, onClose }: TemplateModalProps) {
  const [form, setForm] = useState<TemplateFormState>(() =>
    template ? templateFormFrom(template) : emptyTemplateForm(channel),
  );
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const create = useCreateMessageTemplate(workspaceId);
  const update = useUpdateMessageTemplate(workspaceId);
  const variablesQuery = useTemplateVariablesQuery(workspaceId);
  const variables = useMemo(() => editorVariablesFrom(variablesQuery.data), [variablesQuery.data]);
  const withPreview = form.channel === 'whatsapp_template';
  const saving = create.isPending || update.isPending;

  const save = async () => {
    const result = validateTemplateForm(form);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      if (template) await update.mutateAsync({ id: template._id, input: result.input });
      else await create.mutateAsync(result.input);
      toast.success(template ? 'Template saved.' : `"${result.input.name}" saved to templates.`);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) setErrors(serverFieldErrors(error.errors));
      toast.error(isApiError(error) ? error.message : 'The template could not be saved.');
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={template ? `Edit ${template.name}` : 'New template'}
      width={withPreview ? 960 : 720}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="mt-4"
      >
        <div className={withPreview ? 'grid gap-6 lg:grid-cols-[1fr_20rem]' : ''}>
          <div className="space-y-4">
            {template ? null : (
              <SelectField
                label="Channel"
                options={CHANNEL_OPTIONS}
                value={form.channel}
                onChange={(event) =>
                  setForm(switchChannel(form, event.target.value as MessageTemplateChannel))
                }
              />
            )}
            <TemplateFormFields
              form={form}
              onChange={(change) => setForm({ ...form, ...change })}
              errors={errors}
              variables={variables}
            />
          </div>
          {withPreview ? (
            <section aria-label="Live preview" className="rounded-xl bg-[#e9e4dc] p-4">
              <h3 className="mb-3 text-sm font-semibold text-stone-800">Preview</h3>
              <WhatsappTemplatePreview
                template={{
                  header: form.header.trim() ? form.header : null,
                  body: form.body,
                  footer: form.footer.trim() ? form.footer : null,
                  actions: form.actions,
                }}
              />
            </section>
          ) : null}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {template ? 'Save template' : 'Create template'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
