import { useId, useState } from 'react';
import { toast } from 'sonner';
import type {
  MessageTemplate,
  MessageTemplateChannel,
} from '@hirelane/domain/campaigns/message-template.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { useDeleteMessageTemplate, useMessageTemplatesQuery } from '../api/templates';
import { CampaignPage } from '../components/page-states';
import { ChannelTabs, type ChannelFilter } from '../components/templates/channel-tabs';
import { CHANNEL_LABELS } from '../components/templates/template-form-state';
import { TemplateList } from '../components/templates/template-list';
import { TemplateModal } from '../components/templates/template-modal';

type Editing = { template: MessageTemplate | null; channel: MessageTemplateChannel };

/** /app/projects/{id}/campaign/{campaignID?}/templates: messages saved for reuse in the workspace. */
export function TemplatesPage() {
  usePageTitle('Templates');
  const panelId = useId();
  const { workspaceId } = useCurrentProject();
  const [filter, setFilter] = useState<ChannelFilter>('all');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const templates = useMessageTemplatesQuery(workspaceId, filter === 'all' ? undefined : filter);
  const remove = useDeleteMessageTemplate(workspaceId);
  const items = templates.data ?? [];
  const newChannel: MessageTemplateChannel = filter === 'all' ? 'email' : filter;
  const startNew = () => setEditing({ template: null, channel: newChannel });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(`"${deleting.name}" deleted.`);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The template could not be deleted.');
    }
  };

  return (
    <CampaignPage
      title="Templates"
      description="Messages saved for everyone in the workspace, to reuse in campaign steps."
      actions={<Button onClick={startNew}>New template</Button>}
    >
      <ChannelTabs current={filter} onChange={setFilter} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`template-tab-${filter}`}
        className="focus:outline-none"
      >
        {templates.isPending ? (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner /> Loading templates…
          </p>
        ) : templates.isError ? (
          <EmptyState
            title="Templates could not be loaded"
            description="Refresh the page to try again."
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={
              filter === 'all' ? 'No templates yet' : `No ${CHANNEL_LABELS[filter]} templates yet`
            }
            description="Save the messages you send often — e-mails, LinkedIn and WhatsApp messages, WhatsApp templates with buttons — and fill any step from them in one click."
          >
            <Button className="mt-6" onClick={startNew}>
              New template
            </Button>
          </EmptyState>
        ) : (
          <TemplateList
            templates={items}
            onEdit={(template) => setEditing({ template, channel: template.channel })}
            onDelete={setDeleting}
          />
        )}
      </div>
      {editing ? (
        <TemplateModal
          key={editing.template?._id ?? 'new'}
          workspaceId={workspaceId}
          template={editing.template}
          channel={editing.channel}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        header="Delete template?"
        description={
          deleting
            ? `"${deleting.name}" will be removed for everyone in the workspace. Steps already written keep their text.`
            : ''
        }
        confirmText="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </CampaignPage>
  );
}
