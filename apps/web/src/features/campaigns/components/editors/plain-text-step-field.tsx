import type { MessageTemplateChannel } from '@hirelane/domain/campaigns/message-template.schema';
import { MessageEditor } from '../message-editor';
import { TemplatePicker } from '../templates/template-picker';
import type { EditorVariable } from '../../lib/message-editor-variables';

type PlainTextStepFieldProps = {
  workspaceId: string;
  channel: MessageTemplateChannel;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  variables: EditorVariable[];
  placeholder: string;
  error: string | undefined;
  hint: string;
};

/** One plain-text message of a step (LinkedIn note or message, WhatsApp message), fillable from a saved template. */
export function PlainTextStepField({
  workspaceId,
  channel,
  onChange,
  hint,
  ...editor
}: PlainTextStepFieldProps) {
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <TemplatePicker
          workspaceId={workspaceId}
          channel={channel}
          onPick={(template) => onChange(template.body)}
        />
      </div>
      <MessageEditor {...editor} mode="plain" onChange={onChange} />
      <p className="text-sm text-stone-600">{hint}</p>
    </div>
  );
}
