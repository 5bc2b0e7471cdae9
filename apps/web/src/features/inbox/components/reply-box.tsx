import { useMemo, useState } from 'react';
import { REPLY_MAX_LENGTH } from '@hirelane/domain/inbox/inbox.schema';
import {
  LINKEDIN_REPLY_NOTE,
  LINKEDIN_REPLY_QUEUED,
  WHATSAPP_REPLY_NOTE,
  WHATSAPP_REPLY_QUEUED,
  type ReplyChannel,
  type ReplyVia,
} from '@hirelane/domain/inbox/reply-channel';
import { storedToPlainText } from '@hirelane/domain/campaigns/stored-rich-text';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import {
  editorVariablesFrom,
  useTemplateVariablesQuery,
} from '../../campaigns/api/template-variables';
import { useMessageTemplatesQuery } from '../../campaigns/api/templates';
import { MessageEditor } from '../../campaigns/components/message-editor';
import type { useInboxActions } from '../api/inbox';

/** The reply editor's element id: the "r" shortcut focuses it. */
export const REPLY_EDITOR_ID = 'inbox-reply';

const VIA_LABEL: Record<ReplyVia, string> = {
  email: 'E-mail',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};
const EDITOR_LABEL: Record<ReplyVia, string> = {
  email: 'Reply by e-mail',
  linkedin: 'Reply on LinkedIn',
  whatsapp: 'Reply on WhatsApp',
};
const NOTE: Record<ReplyVia, string | null> = {
  email: null,
  linkedin: LINKEDIN_REPLY_NOTE,
  whatsapp: WHATSAPP_REPLY_NOTE,
};
const DONE: Record<ReplyVia, string> = {
  email: 'Reply sent.',
  linkedin: LINKEDIN_REPLY_QUEUED,
  whatsapp: WHATSAPP_REPLY_QUEUED,
};

const errorText = (error: unknown): string =>
  isApiError(error) ? error.message : 'Something went wrong. Please try again.';

/**
 * The reply box: the campaign steps' rich editor (variables as chips, SPEC 5 formatting, the same
 * sanitising), and the workspace's e-mail templates to start from. The server fills the variables
 * as the sequence does and sends HTML with a plain-text alternative. On LinkedIn the reply is
 * queued for the browser extension and sent as written (plain text, no variables).
 */
export function ReplyBox({
  reply,
  channel,
}: {
  reply: ReturnType<typeof useInboxActions>['reply'];
  channel: ReplyChannel;
}) {
  const workspaceId = useWorkspaceId();
  const [body, setBody] = useState('');
  const [via, setVia] = useState<ReplyVia>(channel.initial);
  // LinkedIn and WhatsApp replies are sent as written: no e-mail templates.
  const asWritten = via !== 'email';
  const note = NOTE[via];
  const templates = useMessageTemplatesQuery(workspaceId, 'email');
  const variablesQuery = useTemplateVariablesQuery(workspaceId);
  const variables = useMemo(() => editorVariablesFrom(variablesQuery.data), [variablesQuery.data]);
  const empty = storedToPlainText(body).trim() === '';

  return (
    <form
      className="border-t border-stone-200 px-4 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        reply.mutate({ body, channel: via }, { onSuccess: () => setBody('') });
      }}
    >
      {channel.options.length > 1 ? (
        <fieldset className="mb-2 flex items-center gap-3 text-sm text-stone-800">
          <legend className="sr-only">Reply by</legend>
          {channel.options.map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input
                type="radio"
                name="reply-via"
                checked={via === option}
                onChange={() => setVia(option)}
              />
              {VIA_LABEL[option]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {!asWritten && templates.data && templates.data.length > 0 ? (
        <label className="mb-2 flex items-center justify-end gap-2 text-sm text-stone-700">
          Template
          <select
            value=""
            onChange={(event) => {
              const chosen = templates.data.find((entry) => entry._id === event.target.value);
              if (chosen) setBody(chosen.body);
            }}
            className="min-h-9 max-w-48 rounded-lg border border-stone-300 bg-white px-2 text-sm"
          >
            <option value="">Insert…</option>
            {templates.data.map((entry) => (
              <option key={entry._id} value={entry._id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {note ? (
        <p role="note" className="mb-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-950">
          {note}
        </p>
      ) : null}
      <MessageEditor
        id={REPLY_EDITOR_ID}
        label={EDITOR_LABEL[via]}
        mode="rich"
        value={body}
        onChange={setBody}
        maxLength={REPLY_MAX_LENGTH}
        variables={variables}
      />
      {reply.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(reply.error)}
        </p>
      ) : null}
      {reply.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-stone-700">
          {DONE[reply.variables?.channel ?? 'email']}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end">
        <Button type="submit" loading={reply.isPending} disabled={empty}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
