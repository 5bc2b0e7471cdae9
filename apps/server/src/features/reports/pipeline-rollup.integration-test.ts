import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDay } from '@hirelane/domain/reports/report-range';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { measurePipelineFromFacts } from './pipeline-facts.test-kit';
import { measurePipeline, type PipelineMeasures } from './pipeline-report-store';
import { foldPipelineRollup } from './pipeline-rollup-store';
import { seedRiaReportWorld } from './report-world.test-kit';

/**
 * The pipeline rollup (decision 040, migration 0035) against its facts: after moves, changed
 * links, a deleted move, an erasure, a merge, a fold and the backfill, the project report's
 * pipeline sections read from the rollup equal those counted straight from project_candidate and
 * stage_history, over several ranges; a deleted project or workspace leaves no rollup row.
 */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let projectId: string;
let world: Awaited<ReturnType<typeof seedRiaReportWorld>>;

const ADVANCED = ['in_campaign', 'completed'];
const CONVERTED = ['completed'];
const today = toIsoDay(new Date());
const RANGES: [string, string][] = [
  ['2026-03-01', '2026-03-31'],
  ['2026-02-01', '2026-04-30'],
  ['2026-03-05', '2026-03-05'],
  ['2020-01-01', today],
  [today, today],
];

const scopeOf = (from: string, to: string) => {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { workspaceId: owner.workspace, projectId, start: new Date(`${from}T00:00:00Z`), end };
};

/** Order-free: both sides sorted by key, so only the numbers are compared. */
const normalised = (measures: PipelineMeasures) => ({
  entered: [...measures.entered].sort((a, b) => a.stage.localeCompare(b.stage)),
  stays: [...measures.stays].sort((a, b) => a.stage.localeCompare(b.stage)),
  sources: [...measures.sources].sort((a, b) => a.source.localeCompare(b.source)),
});

const expectRollupExact = async () => {
  let seen = 0;
  for (const [from, to] of RANGES) {
    const scope = scopeOf(from, to);
    const counted = await measurePipelineFromFacts(t.app.db, scope, ADVANCED, CONVERTED);
    const rolled = await measurePipeline(t.app.db, scope, ADVANCED, CONVERTED);
    expect(normalised(rolled), `${from}…${to}`).toEqual(normalised(counted));
    seen += counted.entered.length;
  }
  expect(seen).toBeGreaterThan(0);
};

const linkOf = async (candidateId: string) =>
  (
    await t.pool.query<{ id: string }>(
      `select id from project_candidate where project_id = $1 and candidate_id = $2`,
      [projectId, candidateId],
    )
  ).rows[0]?.id ?? '';

const addPerson = async (name: string, stage: string, addedAt: string) => {
  const candidate = await t.pool.query<{ id: string }>(
    `insert into candidate (workspace_id, first_name, full_name, source)
     values ($1, $2, $2, 'csv') returning id`,
    [owner.workspace, name],
  );
  const candidateId = candidate.rows[0]?.id ?? '';
  await t.pool.query(
    `insert into project_candidate (workspace_id, project_id, candidate_id, stage, source, added_at)
     values ($1, $2, $3, $4, 'manual', $5)`,
    [owner.workspace, projectId, candidateId, stage, addedAt],
  );
  return { candidateId, linkId: await linkOf(candidateId) };
};

const addMove = (linkId: string, from: string, to: string, movedAt: string) =>
  t.pool.query(
    `insert into stage_history (workspace_id, project_candidate_id, from_stage, to_stage, moved_at)
     values ($1, $2, $3, $4, $5)`,
    [owner.workspace, linkId, from, to, movedAt],
  );

const rollupRows = async (table: string, column: string, value: string) =>
  (
    await t.pool.query<{ n: number }>(
      `select count(*)::int as n from ${table} where ${column} = $1`,
      [value],
    )
  ).rows[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 229);
  owner = await kit.owner('pipeline-rollup@example.com', 'Rollup Pipeline');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Pipeline Roll' });
  projectId = project._id;
  world = await seedRiaReportWorld(t.pool, owner.workspace, projectId, project.linked_campaign);
});
afterAll(async () => {
  await t.close();
});

describe('pipeline rollup', () => {
  it('equals the facts of the seeded world', async () => {
    await expectRollupExact();
    const march = await measurePipeline(t.app.db, scopeOf('2026-03-01', '2026-03-31'), ADVANCED, [
      'completed',
    ]);
    expect(march.entered.find((row) => row.stage === 'completed')?.count).toBe(1);
  });

  it('follows pipeline moves through the API, of a moved and of a never-moved person', async () => {
    for (const [candidateId, stage] of [
      [world.people.p2.candidateId, 'completed'],
      [world.people.p1.candidateId, 'in_campaign'],
      [world.people.p1.candidateId, 'rejected'],
    ] as const) {
      const moved = await call(t, 'POST', `/api/project/${projectId}/pipeline/move`, {
        ...owner,
        body: { candidate_ids: [candidateId], to_stage: stage },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await expectRollupExact();
    }
  });

  it('follows a changed added_at, source and stage, with and without moves', async () => {
    await t.pool.query(
      `update project_candidate set added_at = '2026-02-27T08:00:00Z', source = 'resume' where id = $1`,
      [world.people.p3.linkId],
    );
    await expectRollupExact();
    const plain = await addPerson('Plain', 'shortlisted', '2026-03-12T09:00:00Z');
    await t.pool.query(`update project_candidate set stage = 'rejected' where id = $1`, [
      plain.linkId,
    ]);
    await t.pool.query(`update project_candidate set custom_values = '{"a": 1}' where id = $1`, [
      plain.linkId,
    ]);
    await expectRollupExact();
  });

  it('follows a move deleted and moves inserted out of order', async () => {
    const person = await addPerson('Ordo', 'shortlisted', '2026-03-01T08:00:00Z');
    await addMove(person.linkId, 'in_campaign', 'completed', '2026-03-20T08:00:00Z');
    await addMove(person.linkId, 'shortlisted', 'in_campaign', '2026-03-10T08:00:00Z');
    await expectRollupExact();
    await t.pool.query(
      `delete from stage_history where project_candidate_id = $1 and to_stage = 'in_campaign'`,
      [person.linkId],
    );
    await expectRollupExact();
  });

  it('drops an erased person with moves from the counts', async () => {
    const erased = await call(t, 'POST', `/api/candidate/${world.people.p4.candidateId}/erase`, {
      ...owner,
      body: {},
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rollupRows('report_pipeline_fact', 'link_id', world.people.p4.linkId)).toBe(0);
    await expectRollupExact();
  });

  it('follows a merge: both histories on the kept link, the earliest added_at', async () => {
    const kept = await addPerson('Mergo', 'in_campaign', '2026-03-14T08:00:00Z');
    await addMove(kept.linkId, 'shortlisted', 'in_campaign', '2026-03-16T08:00:00Z');
    const dup = await addPerson('Mergo Dup', 'completed', '2026-03-11T08:00:00Z');
    await addMove(dup.linkId, 'shortlisted', 'in_campaign', '2026-03-13T08:00:00Z');
    await addMove(dup.linkId, 'in_campaign', 'completed', '2026-03-18T08:00:00Z');
    await expectRollupExact();
    const merged = await call(t, 'POST', '/api/candidates/duplicates/merge', {
      ...owner,
      body: { primary_id: kept.candidateId, secondary_id: dup.candidateId },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // The more advanced link (the duplicate's, completed) stays; the other one's facts go.
    expect(await linkOf(kept.candidateId)).toBe(dup.linkId);
    expect(await rollupRows('report_pipeline_fact', 'link_id', kept.linkId)).toBe(0);
    await expectRollupExact();
  });

  it('folds piled-up deltas when a report reads them, without changing a number', async () => {
    for (let n = 0; n < 40; n += 1)
      await t.pool.query(
        `update project_candidate set stage = case when stage = 'rejected' then 'shortlisted' else 'rejected' end
          where project_id = $1 and candidate_id = $2`,
        [projectId, world.people.p1.candidateId],
      );
    const rows = () => rollupRows('report_pipeline_day', 'project_id', projectId);
    const piled = await rows();
    await expectRollupExact();
    const folded = await rows();
    expect(folded).toBeLessThan(piled - 40);
    await foldPipelineRollup(t.app.db, owner.workspace, projectId);
    expect(await rows()).toBe(folded);
    await expectRollupExact();
  });

  it('is rebuilt exactly by the migration backfill', async () => {
    const folder = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith('_report_pipeline_rollup.sql'));
    const migration = readFileSync(new URL(file ?? '', folder), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').slice(-2);
    await t.pool.query('delete from report_pipeline_fact');
    await t.pool.query('delete from report_pipeline_day');
    for (const statement of backfill) await t.pool.query(statement);
    await expectRollupExact();
  });

  it('leaves nothing of a deleted project or workspace', async () => {
    const other = await kit.createProject(owner.cookie, owner.workspace, { name: 'Doomed Roll' });
    const person = await addPerson('Gone', 'shortlisted', '2026-03-02T08:00:00Z');
    await t.pool.query(`update project_candidate set project_id = $1 where id = $2`, [
      other._id,
      person.linkId,
    ]);
    await addMove(person.linkId, 'shortlisted', 'in_campaign', '2026-03-03T08:00:00Z');
    expect(await rollupRows('report_pipeline_day', 'project_id', other._id)).toBeGreaterThan(0);
    const deleted = await call(t, 'PUT', `/api/project/delete/${other._id}`, {
      ...owner,
      body: {},
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rollupRows('report_pipeline_day', 'project_id', other._id)).toBe(0);
    expect(await rollupRows('report_pipeline_fact', 'link_id', person.linkId)).toBe(0);
    await expectRollupExact();

    const removed = await call(t, 'POST', '/api/workspace/delete', {
      ...owner,
      body: { confirm_name: 'Rollup Pipeline' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const table of ['report_pipeline_day', 'report_pipeline_fact'])
      expect(await rollupRows(table, 'workspace_id', owner.workspace), table).toBe(0);
  });
});
