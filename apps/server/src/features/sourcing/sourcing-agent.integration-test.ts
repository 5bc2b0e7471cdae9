import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import type { SourcingProposal, SourcingReason } from '@hirelane/domain/sourcing/sourcing.schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readBalance } from '../billing/credit-ledger-store';
import { grantCredits } from '../billing/grant-credits';
import { settleHold } from '../billing/settle-hold';
import { COMPLETE_JOB, projectKit, type Kit } from '../projects/project.test-kit';
import { runSourcingRun } from './run-sourcing-run';
import { CHARLIE_PROJECT_MESSAGE } from './sourcing-project';
import { memorySearch, sourcingApi } from './sourcing.test-kit';

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let outsider: { cookie: string; workspace: string };
let projectId: string;
let people = 0;
const ids: Record<string, string> = {};

const balanceOf = async (workspace: string) => (await readBalance(t.app.db, workspace)).balance;

/** A person of the workspace, in `projectId`'s pipeline (a pool project unless said otherwise). */
const person = async (name: string, inProject: string, profile: Record<string, unknown>) => {
  people += 1;
  const added = await kit.addCandidate(owner.cookie, owner.workspace, inProject, {
    first_name: name,
    linkedin_url: `https://www.linkedin.com/in/sourcing-person-${people}`,
    ...profile,
  });
  ids[name] = added.candidate_id;
  return added.candidate_id;
};

const linksOf = async (candidateId: string) =>
  (
    await t.pool.query<{ project_id: string; source: string; stage: string }>(
      'select project_id, source, stage from project_candidate where candidate_id = $1',
      [candidateId],
    )
  ).rows;

const FIT = {
  designation: 'Senior Backend Engineer',
  current_city: 'Berlin',
  country: 'Germany',
  skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 131);
  owner = await kit.owner('sourcing-owner@example.com');
  outsider = await kit.owner('sourcing-outsider@example.com', 'Elsewhere');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend', job: COMPLETE_JOB })
  )._id;
  const pool = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Pool' }))._id;
  await person('Ada', pool, FIT);
  await person('Bea', pool, { ...FIT, skills: ['TypeScript', 'PostgreSQL'] });
  await person('Cem', pool, { ...FIT, designation: 'Backend Developer', skills: ['TypeScript'] });
  await person('Dan', pool, { ...FIT, skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'] });
  await person('Eve', projectId, FIT);
  await person('Fay', pool, { designation: 'Chef', skills: ['Cooking'] });
  // Dan asked not to be contacted; Eve is already in the project.
  await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [ids.Dan]);
  await grantCredits(t.app.db, owner.workspace, {
    amount: 20,
    reason: 'admin',
    idempotencyKey: 'sourcing-seed',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('the sourcing proposal', () => {
  it('proposes the job’s search with the built-in rules, the count and the most it costs', async () => {
    const response = await sourcingApi(t, owner, projectId).propose();
    expect(response.statusCode, response.body).toBe(200);
    const proposal = response.json().data as SourcingProposal;
    expect(proposal.query).toContain('title:("Backend Engineer" OR "Backend Developer"');
    expect(proposal.query).toContain('skills:(TypeScript OR TS)');
    expect(proposal.filters.locations).toEqual(['Berlin']);
    expect(proposal.filters.seniorities).toEqual(['mid', 'senior', 'lead']);
    expect(proposal).toMatchObject({
      count: 25,
      max_count: 100,
      price_per_candidate: 1,
      max_cost: 25,
      balance: 20,
      helper: 'built-in rules',
    });
    expect(proposal.helper_note).toContain('LLM_BASE_URL');
  });

  it('refuses Charlie projects and other workspaces', async () => {
    const charlie = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    });
    const refused = await sourcingApi(t, owner, charlie._id).propose();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CHARLIE_PROJECT_MESSAGE);
    expect((await sourcingApi(t, outsider, projectId).propose()).statusCode).toBe(404);
  });
});

describe('a sourcing run', () => {
  it('saves the best matches, never do-not-contact or in-project people, and charges per saved candidate', async () => {
    const api = sourcingApi(t, owner, projectId);
    const before = await balanceOf(owner.workspace);
    const started = await api.startOk({ query: 'title:engineer', count: 2 });
    expect(started).toMatchObject({ status: 'queued', count: 2, helper: 'built-in rules' });
    expect(await balanceOf(owner.workspace)).toBe(before - 2);

    const engine = memorySearch(t);
    await runSourcingRun(t.app, { runId: started._id, workspaceId: owner.workspace }, engine);
    expect(engine.calls[0]).toMatchObject({ query: 'title:engineer', sort: 'match', page: 1 });

    const run = await api.getOk(started._id);
    expect(run).toMatchObject({ status: 'done', credits_charged: 2, message: null });
    expect(run.progress).toEqual({ searched: 6, ranked: 4, saved: 2 });
    // Ranked: Ada, Dan (do-not-contact), Eve (in the project), Bea: Ada and Bea are saved.
    expect(await linksOf(ids.Ada ?? '')).toContainEqual({
      project_id: projectId,
      source: 'ria_sourcing_agent',
      stage: 'shortlisted',
    });
    expect((await linksOf(ids.Bea ?? '')).map((link) => link.project_id)).toContain(projectId);
    expect((await linksOf(ids.Dan ?? '')).map((link) => link.project_id)).not.toContain(projectId);
    expect(await linksOf(ids.Eve ?? '')).toEqual([
      expect.objectContaining({ source: 'chrome_extension' }),
    ]);
    expect(await balanceOf(owner.workspace)).toBe(before - 2);

    const reason = (await api.reason(ids.Ada ?? '')).json().data as SourcingReason;
    expect(reason).toMatchObject({ run_id: started._id, score: 100, written_by: 'built-in rules' });
    expect(reason.summary).toContain('all 2 must-have skills (TypeScript, PostgreSQL)');
    expect(reason.reasons.map((line) => line.kind)).toContain('must_have_skill');
    expect((await api.reason(ids.Fay ?? '')).json().data).toBeNull();

    // Running the job again (a retry) saves nobody more and charges nothing more.
    await runSourcingRun(t.app, { runId: started._id, workspaceId: owner.workspace }, engine);
    expect((await api.getOk(started._id)).progress.saved).toBe(2);
    expect(await balanceOf(owner.workspace)).toBe(before - 2);
  });

  it('charges only what it saved when the pool runs out, and says so', async () => {
    const api = sourcingApi(t, owner, projectId);
    const before = await balanceOf(owner.workspace);
    const started = await api.startOk({ query: '', count: 10 });
    await runSourcingRun(
      t.app,
      { runId: started._id, workspaceId: owner.workspace },
      memorySearch(t),
    );
    const run = await api.getOk(started._id);
    // Cem and Fay are left (Ada and Bea were saved by the first run, Dan and Eve never are).
    expect(run).toMatchObject({ status: 'done', credits_charged: 2 });
    expect(run.message).toBe(
      'Saved 2 of 10: the search has no more people who are not in the project or marked do-not-contact.',
    );
    expect(await balanceOf(owner.workspace)).toBe(before - 2);
  });

  it('charges nothing when cancelled before the worker starts, and the worker then does nothing', async () => {
    const api = sourcingApi(t, owner, projectId);
    const before = await balanceOf(owner.workspace);
    const started = await api.startOk({ query: '', count: 5 });
    expect(await balanceOf(owner.workspace)).toBe(before - 5);
    const cancelled = await api.cancel(started._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', credits_charged: 0 });
    expect(await balanceOf(owner.workspace)).toBe(before);
    const engine = memorySearch(t);
    await runSourcingRun(t.app, { runId: started._id, workspaceId: owner.workspace }, engine);
    expect(engine.calls).toEqual([]);
    expect(await balanceOf(owner.workspace)).toBe(before);
    expect((await api.cancel(started._id)).statusCode).toBe(422);
  });

  it('stops between steps when cancelled while running, charging nothing for nobody saved', async () => {
    const other = (
      await kit.createProject(owner.cookie, owner.workspace, { name: 'Other', job: COMPLETE_JOB })
    )._id;
    const api = sourcingApi(t, owner, other);
    const before = await balanceOf(owner.workspace);
    const started = await api.startOk({ query: '', count: 3 });
    const engine = memorySearch(t, {
      onSearch: async () => {
        expect((await api.cancel(started._id)).statusCode).toBe(200);
      },
    });
    await runSourcingRun(t.app, { runId: started._id, workspaceId: owner.workspace }, engine);
    const run = await api.getOk(started._id);
    expect(run).toMatchObject({ status: 'cancelled', credits_charged: 0 });
    expect(run.progress.saved).toBe(0);
    expect(await balanceOf(owner.workspace)).toBe(before);
  });

  it('only records the end of a run whose hold an earlier attempt settled, saving nobody more', async () => {
    const api = sourcingApi(t, owner, projectId);
    const started = await api.startOk({ query: '', count: 2 });
    const row = await t.pool.query<{ hold_id: string }>(
      'select hold_id from sourcing_run where id = $1',
      [started._id],
    );
    // A worker settled the hold (nobody saved) and died before recording the end.
    await settleHold(t.app.db, {
      workspaceId: owner.workspace,
      holdId: row.rows[0]?.hold_id ?? '',
      quantity: 0,
    });
    const before = await balanceOf(owner.workspace);
    const engine = memorySearch(t);
    await runSourcingRun(t.app, { runId: started._id, workspaceId: owner.workspace }, engine);
    expect(engine.calls).toEqual([]);
    const run = await api.getOk(started._id);
    expect(run).toMatchObject({ status: 'done', credits_charged: 0 });
    expect(run.message).toBe('The run was interrupted after it was charged; it saved nobody more.');
    expect(await balanceOf(owner.workspace)).toBe(before);
  });

  it('refuses a run the balance cannot cover, a query that does not parse and too many candidates', async () => {
    const api = sourcingApi(t, owner, projectId);
    const balance = await balanceOf(owner.workspace);
    const refused = await api.start({ query: '', count: balance + 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(insufficientCreditsMessage(balance + 1, balance));
    const bad = await api.start({ query: 'title:(', count: 1 });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as { path: string; message: string }[];
    expect(errors.map((error) => error.path)).toEqual(['query']);
    expect(errors[0]?.message).toContain('(at character 7)');
    const tooMany = await api.start({ query: '', count: 101 });
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(tooMany.json().errors).toEqual([
      { path: 'count', message: 'Save at most 100 candidates per run.' },
    ]);
    expect(await balanceOf(owner.workspace)).toBe(balance);
  });

  it('answers 404 to another workspace for the run, its cancel and the reasons', async () => {
    const started = await sourcingApi(t, owner, projectId).startOk({ query: '', count: 1 });
    const stranger = sourcingApi(t, outsider, projectId);
    expect((await stranger.get(started._id)).statusCode).toBe(404);
    expect((await stranger.cancel(started._id)).statusCode).toBe(404);
    expect((await stranger.reason(ids.Ada ?? '')).statusCode).toBe(404);
    expect((await stranger.start({ query: '', count: 1 })).statusCode).toBe(404);
    await sourcingApi(t, owner, projectId).cancel(started._id);
  });
});
