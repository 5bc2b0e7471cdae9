import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from './project.test-kit';

/** Active (non-archived) projects against the plan: creating and restoring. */

let t: TestApp;
let kit: Kit;
beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 151);
});
afterAll(async () => {
  await t.close();
});

let owners = 0;
const ownerOn = async (plan: string | null) => {
  const owner = await kit.owner(`project-limit-${++owners}@example.com`);
  await t.pool.query('update workspace set plan_name = $2 where id = $1', [owner.workspace, plan]);
  return owner;
};

const create = (owner: { cookie: string; workspace: string }, name: string) =>
  call(t, 'POST', '/api/project/create', {
    cookie: owner.cookie,
    workspace: owner.workspace,
    body: { name, job: { title: 'Engineer' } },
  });

const archive = (owner: { cookie: string; workspace: string }, id: string, archived: boolean) =>
  call(t, 'PUT', `/api/project/archive/${id}`, {
    cookie: owner.cookie,
    workspace: owner.workspace,
    body: { archived },
  });

const activeProjects = async (workspace: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select count(*)::int as n from project where workspace_id = $1 and archived_at is null',
      [workspace],
    )
  ).rows[0]?.n;

const fill = async (owner: { cookie: string; workspace: string }, count: number) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await kit.createProject(owner.cookie, owner.workspace, { name: `P${i}` }))._id);
  return ids;
};

describe('active project limit', () => {
  it('allows projects below the limit and refuses the one past it, with nothing written', async () => {
    const owner = await ownerOn('starter');
    await fill(owner, 10);
    const over = await create(owner, 'One too many');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Your Starter plan includes 10 active projects. Upgrade to Pro for unlimited active projects.',
    );
    const jobs = await t.pool.query('select count(*)::int as n from job where workspace_id = $1', [
      owner.workspace,
    ]);
    expect(jobs.rows[0]).toEqual({ n: 10 });
  });

  it('frees a place when a project is archived, and refuses to restore one past the limit', async () => {
    const owner = await ownerOn('starter');
    const ids = await fill(owner, 10);
    expect((await archive(owner, ids[0] ?? '', true)).statusCode).toBe(200);
    expect((await create(owner, 'In the freed place')).statusCode).toBe(200);
    const restore = await archive(owner, ids[0] ?? '', false);
    expect(restore.statusCode).toBe(422);
    expect(restore.json().message).toContain('10 active projects');
    expect(await activeProjects(owner.workspace)).toBe(10);
  });

  it('lets exactly one of two concurrent creations take the last place', async () => {
    const owner = await ownerOn('starter');
    await fill(owner, 9);
    const answers = await Promise.all([create(owner, 'Left'), create(owner, 'Right')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await activeProjects(owner.workspace)).toBe(10);
  });

  it('keeps the projects of a downgraded workspace and refuses only new ones', async () => {
    const owner = await ownerOn('pro');
    await fill(owner, 11);
    await t.pool.query(`update workspace set plan_name = 'starter' where id = $1`, [
      owner.workspace,
    ]);
    expect((await create(owner, 'Twelfth')).statusCode).toBe(422);
    expect(await kit.listProjects(owner.cookie, owner.workspace)).toHaveLength(11);
  });

  it('creates Charlie projects only on plans with Charlie interviews', async () => {
    const body = { name: 'Interviews', agent: 'charlie', job: COMPLETE_JOB };
    const starter = await ownerOn('starter');
    const refused = await call(t, 'POST', '/api/project/create', { ...starter, body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Charlie AI interviews are not part of your Starter plan. Upgrade to Pro to use them.',
    );
    const trial = await ownerOn('trial');
    const allowed = await call(t, 'POST', '/api/project/create', { ...trial, body });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('gives the trial Pro limits: no cap on active projects', async () => {
    const owner = await ownerOn('trial');
    await fill(owner, 11);
    expect((await create(owner, 'Twelfth')).statusCode).toBe(200);
  });
});
