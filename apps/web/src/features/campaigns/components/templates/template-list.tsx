import type { MessageTemplate } from '@hirelane/domain/campaigns/message-template.schema';
import { storedToPlainText } from '@hirelane/domain/campaigns/stored-rich-text';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { ONLY_CREATOR_OR_ADMIN_MESSAGE } from '@hirelane/domain/projects/creator-rules';
import { Button } from '../../../../components/ui/button';
import { CHANNEL_LABELS } from './template-form-state';

type TemplateListProps = {
  templates: readonly MessageTemplate[];
  onEdit: (template: MessageTemplate) => void;
  onDelete: (template: MessageTemplate) => void;
};

const snippet = (template: MessageTemplate): string => {
  const body = storedToPlainText(template.body).replace(/\s+/g, ' ').trim();
  return template.subject ? `${template.subject} — ${body}` : body;
};

/**
 * The workspace's templates: name, channel, a line of the text, who saved it and when. Edit and
 * Delete show only to those who may (the creator, a workspace owner or admin); others read why.
 */
export function TemplateList({ templates, onEdit, onDelete }: TemplateListProps) {
  return (
    <ul
      aria-label="Templates"
      className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
    >
      {templates.map((template) => (
        <li key={template._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1 basis-60">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate font-medium text-stone-900">{template.name}</p>
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                {CHANNEL_LABELS[template.channel]}
              </span>
              {template.approval_status ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                    template.approval_status === 'APPROVED'
                      ? 'bg-green-100 text-green-900'
                      : 'bg-amber-100 text-amber-900'
                  }`}
                >
                  WhatsApp Business: {template.approval_status.toLowerCase()}
                </span>
              ) : null}
            </div>
            <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{snippet(template)}</p>
            <p className="mt-0.5 text-xs text-stone-500">
              {template.created_by
                ? `${template.created_by.first_name} ${template.created_by.last_name} · `
                : ''}
              updated {formatRelativeOrDateTime(template.updated_at)}
            </p>
          </div>
          {template.can_edit ? (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                aria-label={`Edit ${template.name}`}
                onClick={() => onEdit(template)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                aria-label={`Delete ${template.name}`}
                onClick={() => onDelete(template)}
              >
                Delete
              </Button>
            </div>
          ) : (
            <p className="max-w-48 text-xs text-stone-500">
              {template.approval_status
                ? "From WhatsApp Business: change it in Meta's WhatsApp Manager, then sync."
                : ONLY_CREATOR_OR_ADMIN_MESSAGE}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
