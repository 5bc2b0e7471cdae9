import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordLabelEvents } from '../workflow-events/workflow-trigger-store';

/** The label columns of email_message are the inbox's (decision 041); outreach sets the first. */

export type LabelTarget = { id: string; thread_id: string | null; direction: string };

export const findMessageForLabel = async (
  db: Executor,
  workspaceId: string,
  messageId: string,
): Promise<LabelTarget | undefined> => {
  const result = await db.execute<LabelTarget>(sql`
    select m.id, m.thread_id, m.direction from email_message m
     where m.workspace_id = ${workspaceId} and m.id = ${messageId}`);
  return result.rows[0];
};

export const setMessageLabel = async (
  db: Executor,
  workspaceId: string,
  messageId: string,
  label: string,
  by: 'rules' | 'ai' | 'user',
): Promise<void> => {
  await db.execute(sql`
    update email_message set label = ${label}, label_by = ${by}
     where workspace_id = ${workspaceId} and id = ${messageId}`);
  // A label fires the project's reply workflows in this transaction (decision 042).
  await recordLabelEvents(db, workspaceId, [messageId]);
};

/**
 * Labels inbound messages nobody labelled yet (by the rules on first read, or by the AI text
 * provider; its "none fits" is kept as a null label by 'ai', so it is not asked again).
 */
export const labelUnlabelled = async (
  db: Executor,
  workspaceId: string,
  labels: { id: string; label: string | null }[],
  by: 'rules' | 'ai',
): Promise<void> => {
  if (labels.length === 0) return;
  await db.execute(sql`
    update email_message m set label = v.label, label_by = ${by}
      from jsonb_to_recordset(${JSON.stringify(labels)}::jsonb) as v(id uuid, label text)
     where m.workspace_id = ${workspaceId} and m.id = v.id
       and m.label is null and m.label_by is null`);
  await recordLabelEvents(
    db,
    workspaceId,
    labels.filter((item) => item.label !== null).map((item) => item.id),
  );
};
