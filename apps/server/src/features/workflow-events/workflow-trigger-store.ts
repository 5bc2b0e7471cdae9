import { sql } from 'drizzle-orm';
import type { Verdict } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import { REPLY_LABEL_TEXT, type ReplyLabel } from '@hirelane/domain/inbox/reply-labels';
import { STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import type { Executor } from '../../db/client';
import { recordWorkflowEvents } from './workflow-event-store';

/**
 * Inside the labelling transaction: the labels these inbound messages now carry fire the reply
 * workflows of the message's project (through its enrolment's campaign). A correction to another
 * label is a new event; the same label again is not.
 */
export const recordLabelEvents = async (
  db: Executor,
  workspaceId: string,
  messageIds: string[],
): Promise<string[]> => {
  if (messageIds.length === 0) return [];
  const labelled = await db.execute<{
    id: string;
    label: ReplyLabel;
    candidate_id: string;
    project_id: string;
  }>(sql`
    select m.id, m.label, m.candidate_id, c.project_id
      from email_message m
      join campaign_enrollment e on e.id = m.enrollment_id and e.workspace_id = m.workspace_id
      join campaign c on c.id = e.campaign_id and c.workspace_id = m.workspace_id
     where m.workspace_id = ${workspaceId} and m.id = any(${sql.param(messageIds)}::uuid[])
       and m.direction = 'inbound' and m.label is not null and m.candidate_id is not null
       and exists (select 1 from workflow w
                    where w.workspace_id = ${workspaceId} and w.project_id = c.project_id
                      and w.enabled and w.trigger_kind = 'reply_labeled')`);
  return recordWorkflowEvents(
    db,
    workspaceId,
    labelled.rows.map((row) => ({
      projectId: row.project_id,
      candidateId: row.candidate_id,
      kind: 'reply_labeled',
      value: row.label,
      key: `label:${row.id}:${row.label}`,
      text: `Reply labelled ${REPLY_LABEL_TEXT[row.label] ?? row.label}`,
    })),
  );
};

/**
 * Inside the verdict's transaction: an interview verdict (the AI's, keyed by its evaluation, or a
 * person's decision, keyed by the decision) fires the verdict workflows of the project.
 */
export const recordVerdictEvent = async (
  db: Executor,
  workspaceId: string,
  event: { projectId: string; candidateId: string; verdict: Verdict; key: string },
): Promise<string[]> =>
  recordWorkflowEvents(db, workspaceId, [
    {
      projectId: event.projectId,
      candidateId: event.candidateId,
      kind: 'interview_verdict',
      value: event.verdict,
      key: `verdict:${event.key}`,
      text: `Interview verdict ${STAGE_LABELS[event.verdict]}`,
    },
  ]);
