import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

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
};

/** Labels by the rules the inbound messages recorded before the inbox classified them. */
export const labelUnlabelled = async (
  db: Executor,
  workspaceId: string,
  labels: { id: string; label: string }[],
): Promise<void> => {
  if (labels.length === 0) return;
  await db.execute(sql`
    update email_message m set label = v.label, label_by = 'rules'
      from jsonb_to_recordset(${JSON.stringify(labels)}::jsonb) as v(id uuid, label text)
     where m.workspace_id = ${workspaceId} and m.id = v.id and m.label is null`);
};
