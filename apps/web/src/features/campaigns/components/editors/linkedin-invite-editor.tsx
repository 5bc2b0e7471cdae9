import { LINKEDIN_NOTE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import { MessageEditor } from '../message-editor';
import { TemplatePicker } from '../templates/template-picker';
import type { StepEditorProps } from './editor-props';

/** A LinkedIn invitation: an optional note, at most 300 characters, counted as you type. */
export function LinkedinInviteEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
}: StepEditorProps<'auto_linkedin_invite'>) {
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <TemplatePicker
          workspaceId={workspaceId}
          channel="linkedin"
          onPick={(template) => onChange({ note: template.body })}
        />
      </div>
      <MessageEditor
        id="step-note"
        label="Invitation note (optional)"
        mode="plain"
        value={config.note}
        onChange={(note) => onChange({ ...config, note })}
        maxLength={LINKEDIN_NOTE_MAX}
        variables={variables}
        placeholder="Hi {{first_name}}, I’m hiring a {{job_title}} and would love to connect."
        error={errors.note}
      />
      <p className="text-sm text-stone-600">
        Without a note the invitation goes out on its own. Keep filled-in variables in mind:
        LinkedIn counts the final text, so leave room for long names.
      </p>
    </div>
  );
}
