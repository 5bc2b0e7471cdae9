import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate';

/** Migration 0029_team_inbox on a database with e-mails already recorded: threads backfilled. */

type Journal = { entries: Array<{ tag: string }> };

/** The real migrations folder, up to (without) the team inbox migration. */
const folderBeforeInbox = (): string => {
  const folder = mkdtempSync(path.join(tmpdir(), 'hirelane-before-inbox-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const until = journal.entries.findIndex((entry) => entry.tag === '0029_team_inbox');
  expect(until).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, until);
  for (const entry of entries)
    copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
};

let pool: pg.Pool;

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  const name = `hirelane_inbox_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
});

afterAll(async () => {
  await pool?.end();
});

const one = async (text: string, values: unknown[] = []): Promise<string> => {
  const result = await pool.query<{ id: string }>(text, values);
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no row from ${text}`);
  return id;
};

it('backfills one thread per person and project, with counts, needs-reply and thread ids', async () => {
  await runMigrations(pool, folderBeforeInbox());
  const workspace = await one(`insert into workspace (name) values ('Old Team') returning id`);
  const job = await one(
    `insert into job (workspace_id, title) values ($1, 'Engineer') returning id`,
    [workspace],
  );
  const projectId = await one(
    `insert into project (workspace_id, name, agent, job_id, campaign_id, bg_image_id)
     values ($1, 'Old project', 'ria', $2, gen_random_uuid(), '1') returning id`,
    [workspace, job],
  );
  const campaign = await one(
    `insert into campaign (workspace_id, project_id, name) values ($1, $2, 'Old') returning id`,
    [workspace, projectId],
  );
  const person = (name: string) =>
    one(
      `insert into candidate (workspace_id, full_name, source) values ($1, $2, 'csv') returning id`,
      [workspace, name],
    );
  const [answered, waiting] = [await person('Answered'), await person('Waiting')];
  const enrollment = (candidate: string) =>
    one(
      `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id)
       values ($1, $2, $3) returning id`,
      [workspace, campaign, candidate],
    );
  const message = (
    candidate: string,
    enrollmentId: string | null,
    direction: string,
    kind: string,
    at: string,
  ) =>
    one(
      `insert into email_message (workspace_id, candidate_id, enrollment_id, direction, kind, message_id, at)
       values ($1, $2, $3, $4, $5, gen_random_uuid()::text, $6) returning id`,
      [workspace, candidate, enrollmentId, direction, kind, at],
    );
  const answeredEnrollment = await enrollment(answered);
  await message(answered, answeredEnrollment, 'outbound', 'sent', '2026-01-01T09:00:00Z');
  await message(answered, answeredEnrollment, 'inbound', 'reply', '2026-01-01T10:00:00Z');
  await message(answered, answeredEnrollment, 'outbound', 'sent', '2026-01-01T11:00:00Z');
  const waitingEnrollment = await enrollment(waiting);
  await message(waiting, waitingEnrollment, 'outbound', 'sent', '2026-01-02T09:00:00Z');
  await message(waiting, waitingEnrollment, 'inbound', 'reply', '2026-01-02T10:00:00Z');
  // A message of no campaign: the person's thread without a project.
  await message(waiting, null, 'inbound', 'reply', '2026-01-03T10:00:00Z');

  await runMigrations(pool);

  const threads = await pool.query(
    `select c.full_name, t.project_id is not null as in_project, t.inbound_count, t.needs_reply,
            t.last_message_at, t.channels,
            (select count(*)::int from email_message m where m.thread_id = t.id) as messages
       from inbox_thread t join candidate c on c.id = t.candidate_id
      order by c.full_name, in_project`,
  );
  expect(threads.rows).toEqual([
    {
      full_name: 'Answered',
      in_project: true,
      inbound_count: 1,
      needs_reply: false,
      last_message_at: new Date('2026-01-01T11:00:00Z'),
      channels: ['email'],
      messages: 3,
    },
    {
      full_name: 'Waiting',
      in_project: false,
      inbound_count: 1,
      needs_reply: true,
      last_message_at: new Date('2026-01-03T10:00:00Z'),
      channels: ['email'],
      messages: 1,
    },
    {
      full_name: 'Waiting',
      in_project: true,
      inbound_count: 1,
      needs_reply: true,
      last_message_at: new Date('2026-01-02T10:00:00Z'),
      channels: ['email'],
      messages: 2,
    },
  ]);
  const orphans = await pool.query(
    'select count(*)::int as n from email_message where thread_id is null',
  );
  expect(orphans.rows[0]).toEqual({ n: 0 });
  // New messages after the migration go through the trigger into the same thread.
  await message(answered, answeredEnrollment, 'inbound', 'reply', '2026-01-04T10:00:00Z');
  const after = await pool.query(
    `select t.inbound_count, t.needs_reply from inbox_thread t
       join candidate c on c.id = t.candidate_id where c.full_name = 'Answered'`,
  );
  expect(after.rows).toEqual([{ inbound_count: 2, needs_reply: true }]);
});
