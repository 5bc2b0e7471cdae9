import { LINKEDIN_NOTE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import type { StepEditorProps } from './editor-props';
import { PlainTextStepField } from './plain-text-step-field';

/** A LinkedIn invitation: an optional note, at most 300 characters, counted as you type. */
export function LinkedinInviteEditor({
  config,
  onChange,
  errors,
  variables,
  workspaceId,
}: StepEditorProps<'auto_linkedin_invite'>) {
  return (
    <PlainTextStepField
      workspaceId={workspaceId}
      channel="linkedin"
      id="step-note"
      label="Invitation note (optional)"
      value={config.note}
      onChange={(note) => onChange({ ...config, note })}
      maxLength={LINKEDIN_NOTE_MAX}
      variables={variables}
      placeholder="Hi {{first_name}}, I’m hiring a {{job_title}} and would love to connect."
      error={errors.note}
      hint="Without a note the invitation goes out on its own. Keep filled-in variables in mind: LinkedIn counts the final text, so leave room for long names."
    />
  );
}
