import { LINKEDIN_MESSAGE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import { MessageEditor } from '../message-editor';
import { TemplatePicker } from '../templates/template-picker';
import type { StepEditorProps } from './editor-props';

/** A LinkedIn message, sent once the candidate has accepted the invitation. */
export function LinkedinMessageEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
}: StepEditorProps<'auto_linkedin_message_send'>) {
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <TemplatePicker
          workspaceId={workspaceId}
          channel="linkedin"
          onPick={(template) => onChange({ message: template.body })}
        />
      </div>
      <MessageEditor
        id="step-message"
        label="Message"
        mode="plain"
        value={config.message}
        onChange={(message) => onChange({ ...config, message })}
        maxLength={LINKEDIN_MESSAGE_MAX}
        variables={variables}
        placeholder="Thanks for connecting, {{first_name}}! …"
        error={errors.message}
      />
      <p className="text-sm text-stone-600">
        LinkedIn only delivers messages to connections: put an invitation step before this one.
      </p>
    </div>
  );
}
