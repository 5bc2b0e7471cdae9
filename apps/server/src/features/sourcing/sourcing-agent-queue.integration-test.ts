import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isFinishedSourcingRun,
  type SourcingProposal,
  type SourcingRun,
} from '@hirelane/domain/sourcing/sourcing.schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readBalance } from '../billing/credit-ledger-store';
import { grantCredits } from '../billing/grant-credits';
import { COMPLETE_JOB, projectKit } from '../projects/project.test-kit';
import { insertPool } from '../search/talent-search.test-kit';
import { sourcingApi } from './sourcing.test-kit';

let t: TestApp;
let owner: { cookie: string; workspace: string };
let projectId: string;
let ids: Record<string, string>;
let kit: ReturnType<typeof projectKit>;

const FIT = {
  designation: 'Senior Backend Engineer',
  current_city: 'Berlin',
  country: 'Germany',
  skills: ['TypeScript', 'PostgreSQL'],
};

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = projectKit(t, 133);
  owner = await kit.owner('sourcing-queue@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend', job: COMPLETE_JOB })
  )._id;
  ids = await insertPool(t, owner.workspace, [
    { full_name: 'Ada Fit', ...FIT, skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'] },
    { full_name: 'Bea Fit', ...FIT, designation: 'Backend Developer' },
    { full_name: 'Cem Half', ...FIT, skills: ['TypeScript'] },
    { full_name: 'Dan Blocked', ...FIT, do_not_contact: true },
    { full_name: 'Fay Chef', designation: 'Chef', current_city: 'Berlin', skills: ['Cooking'] },
  ]);
  const eve = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
    full_name: 'Eve Inside',
    linkedin_url: 'https://www.linkedin.com/in/sourcing-queue-eve',
    ...FIT,
  });
  ids['Eve Inside'] = eve.candidate_id;
  await grantCredits(t.app.db, owner.workspace, {
    amount: 10,
    reason: 'admin',
    idempotencyKey: 'sourcing-queue-seed',
  });
});

afterAll(async () => {
  await t?.close();
});

const waitForEnd = async (api: ReturnType<typeof sourcingApi>, runId: string) => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const run = await api.getOk(runId);
    if (isFinishedSourcingRun(run.status)) return run;
    await sleep(100);
  }
  throw new Error('the sourcing run did not finish');
};

describe('the sourcing agent on the queue with the talent search engine', () => {
  it('runs the proposed search, saves the matches the job asks for and charges per saved candidate', async () => {
    const api = sourcingApi(t, owner, projectId);
    const proposal = (await api.propose()).json().data as SourcingProposal;
    const started = await api.startOk({
      query: proposal.query,
      filters: proposal.filters,
      count: 5,
    });
    expect((await readBalance(t.app.db, owner.workspace)).balance).toBe(5);

    const run: SourcingRun = await waitForEnd(api, started._id);
    expect(run.status, run.message ?? '').toBe('done');
    expect(run.progress.saved).toBe(2);
    expect(run.credits_charged).toBe(2);
    expect((await readBalance(t.app.db, owner.workspace)).balance).toBe(8);

    const saved = await t.pool.query<{ candidate_id: string; source: string }>(
      `select candidate_id, source from project_candidate where project_id = $1 and source = 'ria_sourcing_agent'`,
      [projectId],
    );
    expect(saved.rows.map((row) => row.candidate_id).sort()).toEqual(
      [ids['Ada Fit'], ids['Bea Fit']].sort(),
    );
    const reasons = await t.pool.query<{ candidate_id: string; score: number }>(
      'select candidate_id, score from sourcing_run_candidate where run_id = $1 order by score desc',
      [run._id],
    );
    expect(reasons.rows[0]).toMatchObject({ candidate_id: ids['Ada Fit'], score: 100 });
  });

  it('pages past the people it saved: more than one page of matches are all reachable', async () => {
    const big = await kit.owner('sourcing-queue-pages@example.com', 'Many Matches');
    const project = (
      await kit.createProject(big.cookie, big.workspace, { name: 'Backend', job: COMPLETE_JOB })
    )._id;
    await insertPool(
      t,
      big.workspace,
      Array.from({ length: 60 }, (_, index) => ({ full_name: `Match ${index + 1}`, ...FIT })),
    );
    await grantCredits(t.app.db, big.workspace, {
      amount: 60,
      reason: 'admin',
      idempotencyKey: 'sourcing-queue-pages',
    });
    const api = sourcingApi(t, big, project);
    const started = await api.startOk({ query: 'title:engineer', count: 55 });
    const run = await waitForEnd(api, started._id);
    expect(run.status, run.message ?? '').toBe('done');
    expect(run.progress.saved).toBe(55);
    expect(run.credits_charged).toBe(55);
    expect((await readBalance(t.app.db, big.workspace)).balance).toBe(5);
  });
});
