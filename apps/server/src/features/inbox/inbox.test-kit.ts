import type { TestApp } from '../../../test/test-app';

/** Conversations written straight into email_message (their writers are tested in outreach). */
export const inboxFacts = (t: TestApp) => {
  const one = async (text: string, values: unknown[]): Promise<string> => {
    const result = await t.pool.query<{ id: string }>(text, values);
    const id = result.rows[0]?.id;
    if (!id) throw new Error('insert returned no row');
    return id;
  };

  const setTeamFlag = (workspace: string, on: boolean) =>
    t.pool.query(
      `update workspace set feature_flags = feature_flags || jsonb_build_object('team', $2::boolean)
        where id = $1`,
      [workspace, on],
    );

  const enrollment = (
    workspace: string,
    campaignId: string,
    candidateId: string,
    mailbox?: string,
  ) =>
    one(
      `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status, mailbox_id)
       values ($1, $2, $3, 'active', $4)
       on conflict (campaign_id, candidate_id) do update set mailbox_id = coalesce($4, campaign_enrollment.mailbox_id)
       returning id`,
      [workspace, campaignId, candidateId, mailbox ?? null],
    );

  /** One e-mail of the conversation; answers its id and Message-ID. */
  const message = async (
    workspace: string,
    /** null: a message outside any campaign (its thread has no project). */
    enrollmentId: string | null,
    candidateId: string,
    input: {
      direction: 'inbound' | 'outbound';
      kind?: string;
      text: string;
      at: string;
      subject?: string;
      from?: string;
      messageId?: string;
    },
  ) => {
    const messageId = input.messageId ?? `<${crypto.randomUUID()}@mail.test>`;
    const id = await one(
      `insert into email_message (workspace_id, candidate_id, enrollment_id, direction, kind,
         message_id, subject, from_email, text_body, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        workspace,
        candidateId,
        enrollmentId,
        input.direction,
        input.kind ?? (input.direction === 'inbound' ? 'reply' : 'sent'),
        messageId,
        input.subject ?? 'Staff engineer role',
        input.from ?? '',
        input.text,
        input.at,
      ],
    );
    return { id, messageId };
  };

  const threadOf = (messageId: string) =>
    one('select thread_id as id from email_message where id = $1', [messageId]);

  return { setTeamFlag, enrollment, message, threadOf };
};
