import { WHATSAPP_MESSAGE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import type { StepEditorProps } from './editor-props';
import { PlainTextStepField } from './plain-text-step-field';

/** A WhatsApp message from the connected WhatsApp account. */
export function WhatsappMessageEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
}: StepEditorProps<'auto_whatsapp_message_send'>) {
  return (
    <PlainTextStepField
      workspaceId={workspaceId}
      channel="whatsapp"
      id="step-message"
      label="Message"
      value={config.message}
      onChange={(message) => onChange({ ...config, message })}
      maxLength={WHATSAPP_MESSAGE_MAX}
      variables={variables}
      placeholder="Hi {{first_name}}, …"
      error={errors.message}
      hint="Sent to the candidate’s phone number; candidates without one skip this step."
    />
  );
}
