import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { markDeliveryBounced } from '../outreach/delivery-event-store';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { foldDeliveryRollup } from './delivery-rollup-store';
import { seedRiaReportWorld } from './report-world.test-kit';

/**
 * The delivery rollup (decision 040) against its facts: after sends, bounces, tracking, replies,
 * an erasure, a merge of enrolments, a fold and a campaign's deletion, the rollup's sums per
 * (step, day, mailbox, step type) equal those counted from campaign_delivery, and the report moves
 * with them.
 */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let projectId: string;
let campaignId: string;
let world: Awaited<ReturnType<typeof seedRiaReportWorld>>;

const MARCH = '?from=2026-03-01&to=2026-03-31';

type Cell = [string, string, string | null, string | null, number, number, number, number];

const CELL_COLUMNS = `step_id::text, to_char(day, 'YYYY-MM-DD'), mailbox_id::text, step_type`;

/** The rollup's cells with something in them, summed over their deltas. */
const rollup = async (): Promise<Cell[]> =>
  (
    await t.pool.query<{ cell: Cell }>(
      `select json_build_array(${CELL_COLUMNS}, sum(sent), sum(bounced), sum(opened), sum(clicked)) as cell
         from report_delivery_day where workspace_id = $1
        group by step_id, day, mailbox_id, step_type
       having sum(sent) <> 0 or sum(bounced) <> 0 or sum(opened) <> 0 or sum(clicked) <> 0
        order by 1::text`,
      [owner.workspace],
    )
  ).rows.map((row) => row.cell);

/** The same cells counted from the deliveries themselves. */
const facts = async (): Promise<Cell[]> =>
  (
    await t.pool.query<{ cell: Cell }>(
      `select json_build_array(${CELL_COLUMNS}, count(*), count(*) filter (where status = 'bounced'),
                               count(opened_at), count(clicked_at)) as cell
         from (select d.*, (d.sent_at at time zone 'UTC')::date as day from campaign_delivery d
                where d.workspace_id = $1 and d.status in ('sent', 'bounced')
                  and d.sent_at is not null) d
        group by step_id, day, mailbox_id, step_type
        order by 1::text`,
      [owner.workspace],
    )
  ).rows.map((row) => row.cell);

const expectRollupEqualsFacts = async () => {
  const counted = await facts();
  expect(counted.length).toBeGreaterThan(0);
  expect(await rollup()).toEqual(counted);
};

const report = async (): Promise<ProjectReport> => {
  const response = await call(t, 'GET', `/api/project/${projectId}/reports${MARCH}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ProjectReport;
};

const stepRow = (data: ProjectReport, stepId: string) =>
  data.campaignSteps.find((row) => row.stepId === stepId);

const mailboxRow = (data: ProjectReport, mailboxId: string) =>
  data.mailboxes.find((row) => row.mailboxId === mailboxId);

const enrolmentOf = async (candidateId: string) =>
  (
    await t.pool.query<{ id: string }>(
      `select id from campaign_enrollment where campaign_id = $1 and candidate_id = $2`,
      [campaignId, candidateId],
    )
  ).rows[0]?.id ?? '';

const newPersonWithDelivery = async (name: string, sentAt: string) => {
  const candidate = await t.pool.query<{ id: string }>(
    `insert into candidate (workspace_id, first_name, full_name, source)
     values ($1, $2, $2, 'csv') returning id`,
    [owner.workspace, name],
  );
  const candidateId = candidate.rows[0]?.id ?? '';
  const enrolment = await t.pool.query<{ id: string }>(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
     values ($1, $2, $3, 'active') returning id`,
    [owner.workspace, campaignId, candidateId],
  );
  const delivery = await t.pool.query<{ id: string }>(
    `insert into campaign_delivery (workspace_id, enrollment_id, step_id, step_type, status, mailbox_id, sent_at)
     values ($1, $2, $3, 'auto_email', 'sent', $4, $5) returning id`,
    [owner.workspace, enrolment.rows[0]?.id, world.s1, world.mbB, sentAt],
  );
  return { candidateId, deliveryId: delivery.rows[0]?.id ?? '' };
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 223);
  owner = await kit.owner('rollup-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Rollup World' });
  projectId = project._id;
  campaignId = project.linked_campaign;
  world = await seedRiaReportWorld(t.pool, owner.workspace, projectId, campaignId);
});
afterAll(async () => {
  await t.close();
});

describe('delivery rollup', () => {
  it('equals the deliveries of the seeded world', async () => {
    await expectRollupEqualsFacts();
    const steps = await t.pool.query<{ step_id: string; campaign_id: string }>(
      `select step_id::text, campaign_id::text from report_delivery_step where workspace_id = $1 order by step_id`,
      [owner.workspace],
    );
    expect(steps.rows.map((row) => row.campaign_id)).toEqual([campaignId, campaignId]);
  });

  it('follows a send, a bounce after sending and tracking, one statement at a time', async () => {
    const before = await report();
    const scheduled = await t.pool.query<{ id: string }>(
      `select d.id from campaign_delivery d where d.workspace_id = $1 and d.status = 'scheduled'`,
      [owner.workspace],
    );
    const id = scheduled.rows[0]?.id ?? '';
    expect(id).not.toBe('');
    // As the engine does: claimed, then sent with its time, then opened and clicked.
    await t.pool.query(`update campaign_delivery set status = 'sending' where id = $1`, [id]);
    await expectRollupEqualsFacts();
    await t.pool.query(
      `update campaign_delivery set status = 'sent', sent_at = '2026-03-24T09:00:00Z' where id = $1`,
      [id],
    );
    await t.pool.query(
      `update campaign_delivery set opened_at = sent_at + interval '1 hour' where id = $1`,
      [id],
    );
    await t.pool.query(
      `update campaign_delivery set clicked_at = sent_at + interval '2 hours' where id = $1`,
      [id],
    );
    await expectRollupEqualsFacts();
    const sent = await report();
    expect(stepRow(sent, world.s2)).toMatchObject({
      sent: (stepRow(before, world.s2)?.sent ?? 0) + 1,
      opened: (stepRow(before, world.s2)?.opened ?? 0) + 1,
    });
    expect(mailboxRow(sent, world.mbA)?.sent).toBe((mailboxRow(before, world.mbA)?.sent ?? 0) + 1);

    await markDeliveryBounced(t.app.db, owner.workspace, id, '550 no such user');
    await expectRollupEqualsFacts();
    const bounced = await report();
    expect(stepRow(bounced, world.s2)?.bounced).toBe((stepRow(sent, world.s2)?.bounced ?? 0) + 1);
    expect(stepRow(bounced, world.s2)?.delivered).toBe(
      (stepRow(sent, world.s2)?.delivered ?? 0) - 1,
    );
    expect(mailboxRow(bounced, world.mbA)?.bounced).toBe(
      (mailboxRow(sent, world.mbA)?.bounced ?? 0) + 1,
    );
  });

  it('counts a reply on the e-mail it answers, once however many replies', async () => {
    const before = await report();
    const person = await newPersonWithDelivery('Rhea', '2026-03-25T08:00:00Z');
    for (const n of [1, 2])
      await t.pool.query(
        `insert into email_message (workspace_id, delivery_id, direction, kind, message_id, at)
         values ($1, $2, 'inbound', 'reply', $3, '2026-03-25T10:00:00Z')`,
        [owner.workspace, person.deliveryId, `<rollup-reply-${n}@report.test>`],
      );
    await expectRollupEqualsFacts();
    const after = await report();
    expect(stepRow(after, world.s1)).toMatchObject({
      sent: (stepRow(before, world.s1)?.sent ?? 0) + 1,
      replied: (stepRow(before, world.s1)?.replied ?? 0) + 1,
    });
  });

  it('drops an erased person from the counts', async () => {
    const person = await newPersonWithDelivery('Erin', '2026-03-26T08:00:00Z');
    const before = await report();
    const erased = await call(t, 'POST', `/api/candidate/${person.candidateId}/erase`, {
      ...owner,
      body: {},
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await expectRollupEqualsFacts();
    const after = await report();
    expect(stepRow(after, world.s1)?.sent).toBe((stepRow(before, world.s1)?.sent ?? 0) - 1);
    expect(mailboxRow(after, world.mbB)?.sent).toBe((mailboxRow(before, world.mbB)?.sent ?? 0) - 1);
  });

  it('follows a merge: the duplicate person and enrolment go, the kept one stays', async () => {
    const kept = await newPersonWithDelivery('Mara', '2026-03-27T08:00:00Z');
    const duplicate = await newPersonWithDelivery('Mara Dup', '2026-03-27T09:00:00Z');
    const before = await report();
    // The duplicate's enrolment goes (its deliveries with it); the kept one stays as it was.
    await t.pool.query(`delete from campaign_enrollment where id = $1`, [
      await enrolmentOf(duplicate.candidateId),
    ]);
    await t.pool.query(`delete from candidate where id = $1`, [duplicate.candidateId]);
    await expectRollupEqualsFacts();
    const after = await report();
    expect(stepRow(after, world.s1)?.sent).toBe((stepRow(before, world.s1)?.sent ?? 0) - 1);
    expect(await enrolmentOf(kept.candidateId)).not.toBe('');
  });

  it('folds piled-up deltas into one row per cell without changing a number', async () => {
    // Twenty statements, each a delta: opened and un-opened again.
    for (let n = 0; n < 10; n += 1) {
      await t.pool.query(
        `update campaign_delivery set opened_at = sent_at where workspace_id = $1 and step_id = $2 and opened_at is null and status = 'sent'`,
        [owner.workspace, world.s1],
      );
      await t.pool.query(
        `update campaign_delivery set opened_at = null where workspace_id = $1 and step_id = $2 and sent_at >= '2026-03-25'`,
        [owner.workspace, world.s1],
      );
    }
    await expectRollupEqualsFacts();
    const before = await report();
    const rows = async () =>
      (
        await t.pool.query<{ n: number }>(
          `select count(*)::int as n from report_delivery_day where workspace_id = $1`,
          [owner.workspace],
        )
      ).rows[0]?.n ?? 0;
    const piled = await rows();
    await foldDeliveryRollup(t.app.db, owner.workspace, projectId);
    expect(await rows()).toBe((await rollup()).length);
    expect(await rows()).toBeLessThan(piled);
    await expectRollupEqualsFacts();
    expect(await report()).toEqual(before);
  });

  it('goes with its campaign when the project is deleted', async () => {
    const deleted = await call(t, 'PUT', `/api/project/delete/${projectId}`, {
      ...owner,
      body: {},
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of ['report_delivery_day', 'report_delivery_step']) {
      const left = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from ${table} where workspace_id = $1`,
        [owner.workspace],
      );
      expect(left.rows[0]?.n, table).toBe(0);
    }
  });
});
