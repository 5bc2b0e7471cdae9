import type { TestApp } from '../../../test/test-app';

/**
 * A project whose true report numbers the tests know (all times UTC, March 2026 the range):
 * six people added and moved at fixed times, a two-step campaign through two mailboxes, replies
 * and an unsubscribe. Rows are written directly so every timestamp is exact.
 */

const at = (day: string, time = '10:00') => `2026-${day}T${time}:00Z`;

type Pool = TestApp['pool'];

const insertPerson = async (
  pool: Pool,
  workspaceId: string,
  projectId: string,
  person: { name: string; source: string; stage: string; addedAt: string },
) => {
  const candidate = await pool.query<{ id: string }>(
    `insert into candidate (workspace_id, first_name, full_name, email, source)
     values ($1, $2, $2, lower($2) || '@report.test', $3) returning id`,
    [workspaceId, person.name, person.source],
  );
  const candidateId = candidate.rows[0]?.id ?? '';
  const link = await pool.query<{ id: string }>(
    `insert into project_candidate (workspace_id, project_id, candidate_id, stage, source, added_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [workspaceId, projectId, candidateId, person.stage, person.source, person.addedAt],
  );
  return { candidateId, linkId: link.rows[0]?.id ?? '' };
};

const insertMove = (
  pool: Pool,
  workspaceId: string,
  linkId: string,
  from: string,
  to: string,
  movedAt: string,
) =>
  pool.query(
    `insert into stage_history (workspace_id, project_candidate_id, from_stage, to_stage, moved_at)
     values ($1, $2, $3, $4, $5)`,
    [workspaceId, linkId, from, to, movedAt],
  );

export const seedRiaReportWorld = async (
  pool: Pool,
  workspaceId: string,
  projectId: string,
  campaignId: string,
) => {
  const p1 = await insertPerson(pool, workspaceId, projectId, {
    name: 'Pia',
    source: 'csv',
    stage: 'shortlisted',
    addedAt: at('03-02'),
  });
  const p2 = await insertPerson(pool, workspaceId, projectId, {
    name: 'Paul',
    source: 'csv',
    stage: 'in_campaign',
    addedAt: at('03-03'),
  });
  const p3 = await insertPerson(pool, workspaceId, projectId, {
    name: 'Petra',
    source: 'manual',
    stage: 'completed',
    addedAt: at('03-04'),
  });
  const p4 = await insertPerson(pool, workspaceId, projectId, {
    name: 'Pete',
    source: 'manual',
    stage: 'rejected',
    addedAt: at('02-10'),
  });
  await insertPerson(pool, workspaceId, projectId, {
    name: 'Pola',
    source: 'resume',
    stage: 'shortlisted',
    addedAt: at('04-05'),
  });
  const p6 = await insertPerson(pool, workspaceId, projectId, {
    name: 'Piet',
    source: 'csv',
    stage: 'in_campaign',
    addedAt: at('03-20'),
  });
  await insertMove(pool, workspaceId, p2.linkId, 'shortlisted', 'in_campaign', at('03-05'));
  await insertMove(pool, workspaceId, p3.linkId, 'shortlisted', 'in_campaign', at('03-08'));
  await insertMove(pool, workspaceId, p3.linkId, 'in_campaign', 'completed', at('03-10'));
  await insertMove(pool, workspaceId, p4.linkId, 'shortlisted', 'rejected', at('03-06'));
  await insertMove(pool, workspaceId, p6.linkId, 'shortlisted', 'in_campaign', at('04-02'));

  await pool.query(`update campaign set track_opens = true, track_clicks = false where id = $1`, [
    campaignId,
  ]);
  const step = async (position: number) =>
    (
      await pool.query<{ id: string }>(
        `insert into campaign_step (workspace_id, campaign_id, position, type) values ($1, $2, $3, 'auto_email') returning id`,
        [workspaceId, campaignId, position],
      )
    ).rows[0]?.id ?? '';
  const s1 = await step(1);
  const s2 = await step(2);
  const mailbox = async (email: string) =>
    (
      await pool.query<{ id: string }>(
        `insert into mailbox (workspace_id, email, provider) values ($1, $2, 'smtp') returning id`,
        [workspaceId, email],
      )
    ).rows[0]?.id ?? '';
  const mbA = await mailbox('a@report.test');
  const mbB = await mailbox('b@report.test');
  const enrol = async (candidateId: string, stopReason: string | null) =>
    (
      await pool.query<{ id: string }>(
        `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status, stop_reason)
         values ($1, $2, $3, $4, $5) returning id`,
        [workspaceId, campaignId, candidateId, stopReason ? 'stopped' : 'active', stopReason],
      )
    ).rows[0]?.id ?? '';
  const e2 = await enrol(p2.candidateId, null);
  const e3 = await enrol(p3.candidateId, 'replied');
  const e6 = await enrol(p6.candidateId, 'unsubscribed');
  const deliver = async (
    enrollmentId: string,
    stepId: string,
    status: string,
    sentAt: string | null,
    mailboxId: string,
    tracked: { opened?: boolean; clicked?: boolean } = {},
  ) =>
    (
      await pool.query<{ id: string }>(
        `insert into campaign_delivery (workspace_id, enrollment_id, step_id, status, sent_at, step_type, mailbox_id, opened_at, clicked_at)
         values ($1, $2, $3, $4, $5, 'auto_email', $6, $7, $8) returning id`,
        [
          workspaceId,
          enrollmentId,
          stepId,
          status,
          sentAt,
          mailboxId,
          tracked.opened ? sentAt : null,
          tracked.clicked ? sentAt : null,
        ],
      )
    ).rows[0]?.id ?? '';
  await deliver(e2, s1, 'sent', at('03-05'), mbA, { opened: true, clicked: true });
  await deliver(e2, s2, 'bounced', at('03-08'), mbA);
  const d3a = await deliver(e3, s1, 'sent', at('03-09'), mbB, { opened: true });
  const d3b = await deliver(e3, s2, 'sent', at('04-03'), mbB);
  await deliver(e6, s1, 'sent', at('03-21'), mbA);
  await deliver(e6, s2, 'scheduled', null, mbA);
  const inbound = (deliveryId: string, kind: string, when: string, n: number) =>
    pool.query(
      `insert into email_message (workspace_id, delivery_id, direction, kind, message_id, at)
       values ($1, $2, 'inbound', $3, $4, $5)`,
      [workspaceId, deliveryId, kind, `<report-${n}@report.test>`, when],
    );
  await inbound(d3a, 'reply', at('03-09', '12:00'), 1);
  await inbound(d3a, 'auto_reply', at('03-09', '11:00'), 2);
  await inbound(d3b, 'reply', at('04-03', '12:00'), 3);
  return { mbA, mbB, s1, s2, pia: p1.candidateId, people: { p1, p2, p3, p4, p6 } };
};

/** Five invitations of a charlie project: three count in March (one revoked, one in April). */
export const seedCharlieReportWorld = async (
  pool: Pool,
  workspaceId: string,
  projectId: string,
) => {
  const person = async (name: string) =>
    (
      await insertPerson(pool, workspaceId, projectId, {
        name,
        source: 'csv',
        stage: 'invited',
        addedAt: at('03-01'),
      })
    ).candidateId;
  const invite = async (
    name: string,
    sentAt: string,
    completedAt: string | null,
    revoked = false,
  ) =>
    (
      await pool.query<{ id: string }>(
        `insert into interview_invitation (workspace_id, project_id, candidate_id, token_hash, email, plan, settings, sent_at, expires_at, completed_at, revoked_at)
         values ($1, $2, $3, md5($4), lower($4) || '@report.test', '{}', '{}', $5, $5::timestamptz + interval '14 days', $6, $7)
         returning id`,
        [
          workspaceId,
          projectId,
          await person(name),
          name,
          sentAt,
          completedAt,
          revoked ? sentAt : null,
        ],
      )
    ).rows[0]?.id ?? '';
  const evaluate = async (invitationId: string, verdict: string) =>
    (
      await pool.query<{ id: string }>(
        `insert into interview_evaluation (workspace_id, invitation_id, status, verdict) values ($1, $2, 'scored', $3) returning id`,
        [workspaceId, invitationId, verdict],
      )
    ).rows[0]?.id ?? '';
  const i1 = await invite('Ida', at('03-02'), at('03-03'));
  const ev1 = await evaluate(i1, 'hire');
  await pool.query(
    `insert into interview_verdict_decision (workspace_id, evaluation_id, verdict, reason) values ($1, $2, 'strong_hire', 'Great answers')`,
    [workspaceId, ev1],
  );
  const i2 = await invite('Ivo', at('03-04'), at('03-04', '12:00'));
  await evaluate(i2, 'no_hire');
  await invite('Ina', at('03-05'), null);
  await invite('Iris', at('03-06'), null, true);
  await invite('Igor', at('04-10'), at('04-11'));
};
