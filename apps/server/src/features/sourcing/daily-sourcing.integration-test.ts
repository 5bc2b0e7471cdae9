import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import { nextDailyRunAt } from '@hirelane/domain/sourcing/daily-run-time';
import type { DailySourcing } from '@hirelane/domain/sourcing/daily-sourcing.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { readBalance } from '../billing/credit-ledger-store';
import { grantCredits } from '../billing/grant-credits';
import { COMPLETE_JOB, projectKit } from '../projects/project.test-kit';
import { runDueDailySourcing, TEAMMATE_LEFT_MESSAGE } from './run-due-daily-sourcing';

type Who = { cookie: string; workspace: string };

let t: TestApp;
let kit: ReturnType<typeof projectKit>;
let owner: Who;
let projectId: string;

const DAILY = {
  query: 'title:engineer',
  count: 3,
  enabled: true,
  time: '07:00',
  time_zone: 'Europe/Berlin',
};

const daily = (who: Who, project: string) => `/api/project/${project}/sourcing/daily`;
const save = (who: Who, project: string, body: Record<string, unknown>) =>
  call(t, 'PUT', daily(who, project), { ...who, body });
const saveOk = async (who: Who, project: string, body: Record<string, unknown>) => {
  const response = await save(who, project, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DailySourcing;
};

/** Makes the project's schedule due now (as if its morning had come). */
const makeDue = (project: string) =>
  t.pool.query(
    `update sourcing_schedule set next_run_at = now() - interval '1 minute' where project_id = $1`,
    [project],
  );
const runsOf = async (project: string) =>
  (
    await t.pool.query<{ query: string; count: number; created_by: string; status: string }>(
      'select query, count, created_by, status from sourcing_run where project_id = $1',
      [project],
    )
  ).rows;
const scheduleOf = async (project: string) =>
  (
    await t.pool.query<{
      enabled: boolean;
      next_run_at: Date | null;
      last_error: string | null;
      last_run_id: string | null;
    }>(
      'select enabled, next_run_at, last_error, last_run_id from sourcing_schedule where project_id = $1',
      [project],
    )
  ).rows[0];

const newProject = async (who: Who, name: string, agent: 'ria' | 'charlie' = 'ria') =>
  (await kit.createProject(who.cookie, who.workspace, { name, agent, job: COMPLETE_JOB }))._id;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 135);
  owner = await kit.owner('daily-sourcing@example.com');
  projectId = await newProject(owner, 'Backend');
  await grantCredits(t.app.db, owner.workspace, {
    amount: 10,
    reason: 'admin',
    idempotencyKey: 'daily-sourcing-seed',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('PUT and GET /api/project/:id/sourcing/daily', () => {
  it('is null until set, then keeps the search, the count and the next morning in the zone', async () => {
    const before = await call(t, 'GET', daily(owner, projectId), owner);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toBeNull();

    const started = new Date();
    const response = await save(owner, projectId, DAILY);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Ria will run this search every morning.');
    const saved = response.json().data as DailySourcing;
    expect(saved).toMatchObject({
      enabled: true,
      query: 'title:engineer',
      count: 3,
      time: '07:00',
      time_zone: 'Europe/Berlin',
      last_run: null,
      last_error: null,
    });
    const expected = nextDailyRunAt('07:00', 'Europe/Berlin', started).getTime();
    expect(Math.abs(new Date(saved.next_run_at ?? 0).getTime() - expected)).toBeLessThan(60_000);

    const read = await call(t, 'GET', daily(owner, projectId), owner);
    expect(read.json().data).toEqual(saved);
  });

  it('refuses a bad time, an unknown zone, a count out of range and a query that does not parse', async () => {
    for (const body of [
      { ...DAILY, time: '7am' },
      { ...DAILY, time: '24:00' },
      { ...DAILY, time_zone: 'Mars/Olympus' },
      { ...DAILY, count: 0 },
      { ...DAILY, count: 101 },
    ]) {
      const response = await save(owner, projectId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const query = await save(owner, projectId, { ...DAILY, query: 'title:(engineer' });
    expect(query.statusCode).toBe(422);
    expect((query.json() as { errors: { path: string }[] }).errors[0]?.path).toBe('query');
    expect((await scheduleOf(projectId))?.enabled).toBe(true);
  });

  it('refuses Charlie projects, which take applicants through interviews', async () => {
    const charlie = await newProject(owner, 'Interviews', 'charlie');
    const response = await save(owner, charlie, DAILY);
    expect(response.statusCode).toBe(422);
    expect(await scheduleOf(charlie)).toBeUndefined();
  });
});

describe('the daily runs (periodic job sourcing.daily-runs)', () => {
  it('starts a due run once, holds its most cost, and moves the schedule to the next morning', async () => {
    const project = await newProject(owner, 'Daily once');
    await saveOk(owner, project, DAILY);
    await makeDue(project);
    const now = new Date();
    const balance = (await readBalance(t.app.db, owner.workspace)).balance;

    const [first, second] = await Promise.all([
      runDueDailySourcing(t.app, now),
      runDueDailySourcing(t.app, now),
    ]);
    expect((first?.started ?? 0) + (second?.started ?? 0)).toBe(1);
    expect(await runDueDailySourcing(t.app, now)).toEqual({ started: 0, refused: 0 });

    const runs = await runsOf(project);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ query: 'title:engineer', count: 3, status: 'queued' });
    expect((await readBalance(t.app.db, owner.workspace)).balance).toBe(balance - 3);
    const schedule = await scheduleOf(project);
    expect(schedule?.next_run_at?.toISOString()).toBe(
      nextDailyRunAt('07:00', 'Europe/Berlin', now).toISOString(),
    );
    expect(schedule?.last_run_id).not.toBeNull();

    const read = (await call(t, 'GET', daily(owner, project), owner)).json().data as DailySourcing;
    expect(read.last_run).toMatchObject({ status: 'queued', saved: 0 });
  });

  it('says so when the credits do not cover the run, and tries again the next morning', async () => {
    const poor = await kit.owner('daily-sourcing-poor@example.com', 'Poor Team');
    const project = await newProject(poor, 'Daily poor');
    await grantCredits(t.app.db, poor.workspace, {
      amount: 2,
      reason: 'admin',
      idempotencyKey: 'daily-sourcing-poor',
    });
    await saveOk(poor, project, DAILY);
    await makeDue(project);
    const now = new Date();
    expect(await runDueDailySourcing(t.app, now)).toEqual({ started: 0, refused: 1 });
    expect(await runsOf(project)).toEqual([]);
    const schedule = await scheduleOf(project);
    expect(schedule).toMatchObject({ enabled: true, last_error: insufficientCreditsMessage(3, 2) });
    expect(schedule?.next_run_at?.getTime()).toBeGreaterThan(now.getTime());
    expect((await readBalance(t.app.db, poor.workspace)).balance).toBe(2);

    // Saving again clears the error.
    const saved = await saveOk(poor, project, { ...DAILY, count: 2 });
    expect(saved.last_error).toBeNull();
  });

  it('turns itself off when the teammate who set it up has left the workspace', async () => {
    const project = await newProject(owner, 'Daily teammate');
    const mate = await kit.teammate(
      owner.cookie,
      owner.workspace,
      'daily-sourcing-admin@example.com',
      'admin',
    );
    await saveOk({ cookie: mate.cookie, workspace: owner.workspace }, project, DAILY);
    await t.pool.query(`update workspace_member set status = 'deactivated' where id = $1`, [
      mate.memberId,
    ]);
    await makeDue(project);
    expect(await runDueDailySourcing(t.app)).toEqual({ started: 0, refused: 1 });
    expect(await scheduleOf(project)).toMatchObject({
      enabled: false,
      next_run_at: null,
      last_error: TEAMMATE_LEFT_MESSAGE,
    });
    expect(await runsOf(project)).toEqual([]);
  });

  it('runs nothing once turned off', async () => {
    const project = await newProject(owner, 'Daily off');
    await saveOk(owner, project, DAILY);
    const off = await save(owner, project, { ...DAILY, enabled: false });
    expect(off.json().message).toBe('The daily run is off.');
    expect((off.json().data as DailySourcing).next_run_at).toBeNull();
    await t.pool.query(
      `update sourcing_schedule set next_run_at = now() - interval '1 minute' where project_id = $1`,
      [project],
    );
    await runDueDailySourcing(t.app);
    expect(await runsOf(project)).toEqual([]);
  });
});
