import type { ReactNode } from 'react';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { storedToPlainText } from '@hirelane/domain/campaigns/stored-rich-text';
import { useMessageTemplatesQuery } from '../api/templates';
import { delayLabel } from '../step-summary';
import { LinkedinProfileActionEditor } from './editors/linkedin-profile-action-editor';
import { WhatsappTemplatePreview } from './whatsapp-template-preview';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm whitespace-pre-wrap text-stone-900">
        {children}
      </dd>
    </dl>
  );
}

function TemplateField({ workspaceId, templateId }: { workspaceId: string; templateId: string }) {
  const templates = useMessageTemplatesQuery(workspaceId, 'whatsapp_template');
  const template = templates.data?.find((item) => item._id === templateId);
  if (!template) return <Field label="Template">A saved WhatsApp template</Field>;
  return (
    <>
      <Field label="Template">{template.name}</Field>
      <div className="rounded-xl bg-stone-100 p-4">
        <WhatsappTemplatePreview
          template={{
            header: template.header,
            body: template.body,
            footer: template.footer,
            actions: template.actions,
          }}
        />
      </div>
    </>
  );
}

/** A step's settings, shown when it can't be edited (locked, or no permission). */
export function StepReadOnly({ draft, workspaceId }: { draft: StepDraft; workspaceId: string }) {
  const fields = (() => {
    switch (draft.type) {
      case 'auto_email':
        return (
          <>
            <Field label="Subject">{draft.config.subject}</Field>
            <Field label="Message">{storedToPlainText(draft.config.body)}</Field>
          </>
        );
      case 'auto_linkedin_invite':
        return <Field label="Invitation note">{draft.config.note || 'No note'}</Field>;
      case 'auto_linkedin_message_send':
      case 'auto_whatsapp_message_send':
        return <Field label="Message">{draft.config.message}</Field>;
      case 'auto_linkedin_profile_view':
      case 'auto_linkedin_profile_follow':
        return <LinkedinProfileActionEditor type={draft.type} />;
      case 'auto_whatsapp_template_send':
        return <TemplateField workspaceId={workspaceId} templateId={draft.config.template_id} />;
      case 'auto_ai_call':
        return (
          <>
            <Field label="Call goal">{draft.config.goal}</Field>
            <Field label="Voice settings">
              {Object.entries(draft.config.voice)
                .map(([key, value]) => `${key}: ${value}`)
                .join('\n')}
            </Field>
          </>
        );
      case 'delay':
        return <Field label="Wait">{delayLabel(draft.config.days, draft.config.hours)}</Field>;
    }
  })();
  return <div className="space-y-4">{fields}</div>;
}
