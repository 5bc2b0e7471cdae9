import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import { MessageEditor } from '../message-editor';
import { TemplatePicker } from '../templates/template-picker';
import type { StepEditorProps } from './editor-props';

/** An e-mail step: a one-line subject and a rich body, both with variables. */
export function EmailStepEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
}: StepEditorProps<'auto_email'>) {
  return (
    <div className="space-y-5">
      <div className="flex justify-end">
        <TemplatePicker
          workspaceId={workspaceId}
          channel="email"
          onPick={(template) =>
            onChange({ subject: template.subject ?? config.subject, body: template.body })
          }
        />
      </div>
      <MessageEditor
        id="step-subject"
        label="Subject"
        mode="plain"
        singleLine
        value={config.subject}
        onChange={(subject) => onChange({ ...config, subject })}
        maxLength={EMAIL_SUBJECT_MAX}
        variables={variables}
        placeholder="e.g. {{first_name}}, a role at {{company_name}}"
        error={errors.subject}
      />
      <MessageEditor
        id="step-body"
        label="Message"
        mode="rich"
        value={config.body}
        onChange={(body) => onChange({ ...config, body })}
        maxLength={EMAIL_BODY_MAX}
        variables={variables}
        placeholder="Hi {{first_name}}, …"
        error={errors.body}
      />
      <p className="text-sm text-stone-600">
        Follow-up e-mails go in the same thread: start the subject with the Previous subject
        variable to keep it.
      </p>
    </div>
  );
}
