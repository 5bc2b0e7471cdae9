import { useState } from 'react';
import type {
  MessageTemplate,
  MessageTemplateChannel,
} from '@hirelane/domain/campaigns/message-template.schema';
import { storedToPlainText } from '@hirelane/domain/campaigns/stored-rich-text';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { useMessageTemplatesQuery } from '../../api/templates';
import { CHANNEL_LABELS } from './template-form-state';

type TemplatePickerProps = {
  workspaceId: string;
  channel: MessageTemplateChannel;
  onPick: (template: MessageTemplate) => void;
};

/** "Use a template": fills a message from one of the workspace's saved templates. */
export function TemplatePicker({ workspaceId, channel, onPick }: TemplatePickerProps) {
  const [open, setOpen] = useState(false);
  const templates = useMessageTemplatesQuery(workspaceId, channel);
  const items = templates.data ?? [];
  const channelLabel = CHANNEL_LABELS[channel];
  return (
    <>
      <Button variant="secondary" className="min-h-9 px-3 py-1.5" onClick={() => setOpen(true)}>
        Use a template
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Use a template"
        description={`Fill this message from a saved ${channelLabel} template. You can still edit it afterwards.`}
      >
        <div className="mt-4">
          {templates.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
              <Spinner /> Loading templates…
            </p>
          ) : templates.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The templates could not be loaded. Close this and try again.
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-stone-600">
              No saved {channelLabel} templates yet. Save messages you reuse on the Templates page
              of the campaign.
            </p>
          ) : (
            <ul
              aria-label={`${channelLabel} templates`}
              className="max-h-96 space-y-2 overflow-y-auto"
            >
              {items.map((template) => (
                <li key={template._id}>
                  <button
                    type="button"
                    onClick={() => {
                      onPick(template);
                      setOpen(false);
                    }}
                    className="w-full rounded-lg border border-stone-200 px-3 py-2 text-left hover:border-orange-300 hover:bg-orange-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                  >
                    <span className="block font-medium text-stone-900">{template.name}</span>
                    <span className="mt-0.5 line-clamp-2 block text-sm text-stone-600">
                      {template.subject ? `${template.subject} — ` : ''}
                      {storedToPlainText(template.body)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
    </>
  );
}
