import type { ReactNode } from 'react';
import { joinWithAnd, missingVariables } from '@hirelane/domain/campaigns/render-template';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import { storedToPlainText } from '@hirelane/domain/campaigns/stored-rich-text';
import { useMessageTemplatesQuery } from '../api/templates';
import { TemplatePreview } from './template-preview';
import { WhatsappTemplatePreview } from './whatsapp-template-preview';

const plural = (count: number, word: string): string => `${count} ${word}${count > 1 ? 's' : ''}`;

/** "Waits 2 days and 3 hours". */
export const delayText = (days: number, hours: number): string => {
  const parts = [days > 0 ? plural(days, 'day') : '', hours > 0 ? plural(hours, 'hour') : ''];
  const kept = parts.filter(Boolean);
  return kept.length > 0 ? `Waits ${joinWithAnd(kept)}` : 'No wait';
};

/** The texts of a step that hold placeholders. */
const stepTexts = (draft: StepDraft): string[] => {
  switch (draft.type) {
    case 'auto_email':
      return [draft.config.subject, storedToPlainText(draft.config.body)];
    case 'auto_linkedin_invite':
      return [draft.config.note];
    case 'auto_linkedin_message_send':
    case 'auto_whatsapp_message_send':
      return [draft.config.message];
    case 'auto_ai_call':
      return [draft.config.goal];
    default:
      return [];
  }
};

const Label = ({ children }: { children: ReactNode }) => (
  <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{children}</p>
);
const Note = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-stone-600">{children}</p>
);
const Bubble = ({ children }: { children: ReactNode }) => (
  <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-900">{children}</div>
);

function WhatsappTemplateStep({
  workspaceId,
  templateId,
  values,
}: {
  workspaceId: string;
  templateId: string;
  values: VariableValues;
}) {
  const templates = useMessageTemplatesQuery(workspaceId, 'whatsapp_template');
  const template = templates.data?.find((item) => item._id === templateId);
  if (templates.isPending) return <Note>Loading the template…</Note>;
  if (!template) return <Note>Choose a WhatsApp template to preview it.</Note>;
  return (
    <div className="rounded-lg bg-[#e9e4dc] p-3">
      <WhatsappTemplatePreview template={template} values={values} />
    </div>
  );
}

function StepBody({
  workspaceId,
  draft,
  values,
}: {
  workspaceId: string;
  draft: StepDraft;
  values: VariableValues;
}) {
  switch (draft.type) {
    case 'auto_email':
      return (
        <div className="space-y-2">
          <Label>Subject</Label>
          <TemplatePreview text={draft.config.subject} values={values} className="font-medium" />
          <Label>Message</Label>
          <Bubble>
            <TemplatePreview text={draft.config.body} values={values} rich />
          </Bubble>
        </div>
      );
    case 'auto_linkedin_invite':
      return draft.config.note.trim() ? (
        <div className="space-y-2">
          <Label>Invitation note</Label>
          <Bubble>
            <TemplatePreview text={draft.config.note} values={values} />
          </Bubble>
        </div>
      ) : (
        <Note>Sends the invitation without a note.</Note>
      );
    case 'auto_linkedin_message_send':
    case 'auto_whatsapp_message_send':
      return (
        <div className="space-y-2">
          <Label>Message</Label>
          <Bubble>
            <TemplatePreview text={draft.config.message} values={values} />
          </Bubble>
        </div>
      );
    case 'auto_whatsapp_template_send':
      return (
        <WhatsappTemplateStep
          workspaceId={workspaceId}
          templateId={draft.config.template_id}
          values={values}
        />
      );
    case 'auto_ai_call':
      return (
        <div className="space-y-2">
          <Label>Call goal</Label>
          <Bubble>
            <TemplatePreview text={draft.config.goal} values={values} />
          </Bubble>
          <Note>
            Voice: {draft.config.voice.gender}, {draft.config.voice.language}
          </Note>
        </div>
      );
    case 'auto_linkedin_profile_view':
      return <Note>Visits the candidate’s LinkedIn profile.</Note>;
    case 'auto_linkedin_profile_follow':
      return <Note>Follows the candidate on LinkedIn.</Note>;
    case 'delay':
      return <Note>{delayText(draft.config.days, draft.config.hours)}</Note>;
  }
}

/** One step as the candidate will receive it, with the given values. */
export function StepPreviewContent({
  workspaceId,
  draft,
  values,
}: {
  workspaceId: string;
  draft: StepDraft;
  values: VariableValues;
}) {
  const missing = [...new Set(stepTexts(draft).flatMap((text) => missingVariables(text, values)))];
  return (
    <div className="space-y-3">
      <StepBody workspaceId={workspaceId} draft={draft} values={values} />
      {missing.length > 0 ? (
        <p className="text-sm text-amber-900">
          <span className="rounded bg-amber-200 px-1">Highlighted</span> placeholders have no value
          for this candidate: {joinWithAnd(missing)}.
        </p>
      ) : null}
    </div>
  );
}
