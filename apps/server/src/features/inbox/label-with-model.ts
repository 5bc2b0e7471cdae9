import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import { parseLabelAnswer, replyLabelPrompt } from '@hirelane/domain/inbox/reply-label-prompt';
import type { AppContext } from '../../app-context';
import { labelUnlabelled } from './inbox-label-store';

// A thread opened after a long silence asks about its newest few replies only.
const MAX_PER_READ = 3;

/**
 * The replies the rules could not label, asked of the AI text provider when one is configured.
 * A failed call leaves the message unlabelled (asked again on the next read); a person can
 * always label it.
 */
export const labelWithModel = async (
  app: AppContext,
  workspaceId: string,
  detail: InboxThreadDetail,
): Promise<InboxThreadDetail> => {
  if (app.text.info.kind !== 'openai_compatible') return detail;
  const pending = detail.messages
    .filter((m) => m.direction === 'inbound' && m.kind === 'reply' && m.label_by === null)
    .slice(-MAX_PER_READ);
  if (pending.length === 0) return detail;
  const labels: { id: string; label: ReturnType<typeof parseLabelAnswer> }[] = [];
  for (const message of pending) {
    try {
      const raw = await app.text.complete({
        ...replyLabelPrompt(message),
        json: true,
        maxTokens: 30,
      });
      labels.push({ id: message.id, label: parseLabelAnswer(raw) });
    } catch (error) {
      console.warn(`inbox label of ${message.id} not written by the model`, error);
    }
  }
  await labelUnlabelled(app.db, workspaceId, labels, 'ai');
  const byId = new Map(labels.map((entry) => [entry.id, entry.label]));
  return {
    ...detail,
    messages: detail.messages.map((message) =>
      byId.has(message.id)
        ? { ...message, label: byId.get(message.id) ?? null, label_by: 'ai' as const }
        : message,
    ),
  };
};
