import { LINKEDIN_MESSAGE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import type { StepEditorProps } from './editor-props';
import { PlainTextStepField } from './plain-text-step-field';

/** A LinkedIn message, sent once the candidate has accepted the invitation. */
export function LinkedinMessageEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
}: StepEditorProps<'auto_linkedin_message_send'>) {
  return (
    <PlainTextStepField
      workspaceId={workspaceId}
      channel="linkedin"
      id="step-message"
      label="Message"
      value={config.message}
      onChange={(message) => onChange({ ...config, message })}
      maxLength={LINKEDIN_MESSAGE_MAX}
      variables={variables}
      placeholder="Thanks for connecting, {{first_name}}! …"
      error={errors.message}
      hint="LinkedIn only delivers messages to connections: put an invitation step before this one."
    />
  );
}
