import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SourcingProposal, SourcingReason } from '@hirelane/domain/sourcing/sourcing.schema';
import {
  chatAnswer,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../test/fake-chat-completions';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { grantCredits } from '../billing/grant-credits';
import { COMPLETE_JOB, projectKit } from '../projects/project.test-kit';
import { runSourcingRun } from './run-sourcing-run';
import { memorySearch, sourcingApi } from './sourcing.test-kit';

let fake: FakeChatCompletions;
let t: TestApp;
let owner: { cookie: string; workspace: string };
let projectId: string;
const ids: string[] = [];

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'sk-fake-key',
    LLM_TIMEOUT_MS: '500',
  });
  const kit = projectKit(t, 132);
  owner = await kit.owner('sourcing-model@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend', job: COMPLETE_JOB })
  )._id;
  const pool = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Pool' }))._id;
  for (const [index, name] of ['Ada', 'Bea'].entries()) {
    const added = await kit.addCandidate(owner.cookie, owner.workspace, pool, {
      first_name: name,
      linkedin_url: `https://www.linkedin.com/in/sourcing-model-${index}`,
      designation: 'Backend Engineer',
      current_city: 'Berlin',
      country: 'Germany',
      skills: index === 0 ? ['TypeScript', 'PostgreSQL'] : ['TypeScript'],
    });
    ids.push(added.candidate_id);
  }
  await grantCredits(t.app.db, owner.workspace, {
    amount: 10,
    reason: 'admin',
    idempotencyKey: 'sourcing-model-seed',
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('the sourcing agent with a model (fake OpenAI-compatible server)', () => {
  it('lets the model add titles and spellings to the proposal, and names it', async () => {
    fake.script(
      chatAnswer(
        JSON.stringify({
          title_synonyms: ['Platform Engineer'],
          skill_variants: { PostgreSQL: ['PG'] },
        }),
      ),
    );
    const response = await sourcingApi(t, owner, projectId).propose();
    expect(response.statusCode, response.body).toBe(200);
    const proposal = response.json().data as SourcingProposal;
    expect(proposal.helper).toBe('model');
    expect(proposal.helper_label).toBe(`fake-model at ${new URL(fake.baseUrl).host}`);
    expect(proposal.helper_note).toBeNull();
    expect(proposal.query).toContain('title:("Backend Engineer" OR "Platform Engineer"');
    expect(proposal.query).toContain('skills:(PostgreSQL OR PG OR Postgres OR psql)');
    expect(fake.requests[0]?.body.messages?.[1]?.content).toContain('Senior Backend Engineer');
  });

  it('falls back to the built-in rules when the model fails, and says so', async () => {
    fake.script({ status: 500, body: { error: { message: 'down' } } });
    const proposal = (await sourcingApi(t, owner, projectId).propose()).json()
      .data as SourcingProposal;
    expect(proposal.helper).toBe('built-in rules');
    expect(proposal.helper_note).toMatch(/^The model could not help this time/);
    expect(proposal.query).toContain('title:("Backend Engineer" OR "Backend Developer"');
  });

  it('has the model write each reason, and the rules write one the model could not', async () => {
    const api = sourcingApi(t, owner, projectId);
    const started = await api.startOk({ query: '', count: 2 });
    expect(started.helper).toBe('model');
    fake.script(
      chatAnswer(
        JSON.stringify({ reason: 'Ada builds TypeScript and PostgreSQL services in Berlin.' }),
      ),
      chatAnswer('not json at all'),
    );
    await runSourcingRun(
      t.app,
      { runId: started._id, workspaceId: owner.workspace },
      memorySearch(t),
    );
    expect(await api.getOk(started._id)).toMatchObject({ status: 'done', credits_charged: 2 });
    const ada = (await api.reason(ids[0] ?? '')).json().data as SourcingReason;
    expect(ada).toMatchObject({
      written_by: 'model',
      summary: 'Ada builds TypeScript and PostgreSQL services in Berlin.',
    });
    const bea = (await api.reason(ids[1] ?? '')).json().data as SourcingReason;
    expect(bea.written_by).toBe('built-in rules');
    expect(bea.summary).toContain('1 of 2 must-have skills (TypeScript)');
    const prompt = fake.requests[0]?.body.messages?.[1]?.content ?? '';
    expect(prompt).toContain('"must_have_skill"');
  });
});
