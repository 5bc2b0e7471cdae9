import {
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  LINKEDIN_MESSAGE_MAX,
  WHATSAPP_MESSAGE_MAX,
} from '@hirelane/domain/campaigns/step-config.schema';
import { TextField } from '../../../../components/ui/text-field';
import type { EditorVariable } from '../../lib/message-editor-variables';
import { MessageEditor } from '../message-editor';
import { TemplateButtonsEditor } from './template-buttons-editor';
import type { TemplateFormErrors, TemplateFormState } from './template-form-state';

/** WhatsApp's own limits for a template (the domain schema enforces them). */
export const WHATSAPP_TEMPLATE_BODY_MAX = 1024;
export const WHATSAPP_TEMPLATE_TEXT_MAX = 60;

type TemplateFormFieldsProps = {
  form: TemplateFormState;
  onChange: (change: Partial<TemplateFormState>) => void;
  errors: TemplateFormErrors;
  variables: EditorVariable[];
};

const BODY_MAX = {
  email: EMAIL_BODY_MAX,
  linkedin: LINKEDIN_MESSAGE_MAX,
  whatsapp: WHATSAPP_MESSAGE_MAX,
  whatsapp_template: WHATSAPP_TEMPLATE_BODY_MAX,
} as const;

/** The fields of one channel's template: subject and rich body for e-mail, a plain body else. */
export function TemplateFormFields({ form, onChange, errors, variables }: TemplateFormFieldsProps) {
  const template = form.channel === 'whatsapp_template';
  return (
    <div className="space-y-4">
      <TextField
        label="Template name"
        value={form.name}
        maxLength={120}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name}
      />
      {form.channel === 'email' ? (
        <MessageEditor
          id="template-subject"
          label="Subject"
          mode="plain"
          singleLine
          value={form.subject}
          onChange={(subject) => onChange({ subject })}
          maxLength={EMAIL_SUBJECT_MAX}
          variables={variables}
          error={errors.subject}
        />
      ) : null}
      {template ? (
        <TextField
          label="Header (optional)"
          value={form.header}
          onChange={(event) => onChange({ header: event.target.value })}
          error={errors.header}
          hint={`At most ${WHATSAPP_TEMPLATE_TEXT_MAX} characters.`}
        />
      ) : null}
      <MessageEditor
        id="template-body"
        label={form.channel === 'email' ? 'Message' : 'Body'}
        mode={form.channel === 'email' ? 'rich' : 'plain'}
        value={form.body}
        onChange={(body) => onChange({ body })}
        maxLength={BODY_MAX[form.channel]}
        variables={variables}
        placeholder="Hi {{first_name}}, …"
        error={errors.body}
      />
      {template ? (
        <>
          <TextField
            label="Footer (optional)"
            value={form.footer}
            onChange={(event) => onChange({ footer: event.target.value })}
            error={errors.footer}
            hint={`At most ${WHATSAPP_TEMPLATE_TEXT_MAX} characters.`}
          />
          <TemplateButtonsEditor
            buttons={form.actions}
            onChange={(actions) => onChange({ actions })}
            errors={errors}
          />
        </>
      ) : null}
    </div>
  );
}
