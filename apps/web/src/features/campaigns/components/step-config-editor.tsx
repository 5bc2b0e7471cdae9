import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { EditorVariable } from '../lib/message-editor-variables';
import type { FieldErrors } from '../../../lib/form-errors';
import { AiCallEditor } from './editors/ai-call-editor';
import { DelayEditor } from './editors/delay-editor';
import { EmailStepEditor } from './editors/email-step-editor';
import { LinkedinInviteEditor } from './editors/linkedin-invite-editor';
import { LinkedinMessageEditor } from './editors/linkedin-message-editor';
import { LinkedinProfileActionEditor } from './editors/linkedin-profile-action-editor';
import { WhatsappMessageEditor } from './editors/whatsapp-message-editor';
import { WhatsappTemplateEditor } from './editors/whatsapp-template-editor';

type StepConfigEditorProps = {
  draft: StepDraft;
  onChange: (draft: StepDraft) => void;
  errors: FieldErrors;
  variables: EditorVariable[];
  workspaceId: string;
  templatesPath: string;
};

/** The editor of the draft's type. */
export function StepConfigEditor({
  draft,
  onChange,
  errors,
  variables,
  workspaceId,
  templatesPath,
}: StepConfigEditorProps) {
  const common = { errors, variables, workspaceId };
  switch (draft.type) {
    case 'auto_email':
      return (
        <EmailStepEditor
          {...common}
          config={draft.config}
          onChange={(config) => onChange({ type: draft.type, config })}
        />
      );
    case 'auto_linkedin_invite':
      return (
        <LinkedinInviteEditor
          {...common}
          config={draft.config}
          onChange={(config) => onChange({ type: draft.type, config })}
        />
      );
    case 'auto_linkedin_message_send':
      return (
        <LinkedinMessageEditor
          {...common}
          config={draft.config}
          onChange={(config) => onChange({ type: draft.type, config })}
        />
      );
    case 'auto_whatsapp_message_send':
      return (
        <WhatsappMessageEditor
          {...common}
          config={draft.config}
          onChange={(config) => onChange({ type: draft.type, config })}
        />
      );
    case 'auto_linkedin_profile_view':
    case 'auto_linkedin_profile_follow':
      return <LinkedinProfileActionEditor type={draft.type} />;
    case 'auto_whatsapp_template_send':
      return (
        <WhatsappTemplateEditor
          {...common}
          templatesPath={templatesPath}
          config={draft.config}
          onChange={(config) => onChange({ type: draft.type, config })}
        />
      );
    case 'auto_ai_call':
      return (
        <AiCallEditor
          errors={errors}
          workspaceId={workspaceId}
          config={draft.config}
          onChange={(config) => onChange({ type: draft.type, config })}
        />
      );
    case 'delay':
      return (
        <DelayEditor
          errors={errors}
          config={draft.config}
          onChange={(config) => onChange({ type: draft.type, config })}
        />
      );
  }
}
