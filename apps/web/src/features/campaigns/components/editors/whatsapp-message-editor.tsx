import { WHATSAPP_MESSAGE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import { MessageEditor } from '../message-editor';
import { TemplatePicker } from '../templates/template-picker';
import type { StepEditorProps } from './editor-props';

/** A WhatsApp message from the connected WhatsApp account. */
export function WhatsappMessageEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
}: StepEditorProps<'auto_whatsapp_message_send'>) {
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <TemplatePicker
          workspaceId={workspaceId}
          channel="whatsapp"
          onPick={(template) => onChange({ message: template.body })}
        />
      </div>
      <MessageEditor
        id="step-message"
        label="Message"
        mode="plain"
        value={config.message}
        onChange={(message) => onChange({ ...config, message })}
        maxLength={WHATSAPP_MESSAGE_MAX}
        variables={variables}
        placeholder="Hi {{first_name}}, …"
        error={errors.message}
      />
      <p className="text-sm text-stone-600">
        Sent to the candidate’s phone number; candidates without one skip this step.
      </p>
    </div>
  );
}
