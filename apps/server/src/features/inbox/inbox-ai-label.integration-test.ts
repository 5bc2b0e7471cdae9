import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import {
  chatAnswer,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../test/fake-chat-completions';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { inboxFacts } from './inbox.test-kit';

/** The AI text provider labels what the rules could not, once; a failure pretends nothing. */

let t: TestApp;
let fake: FakeChatCompletions;
let facts: ReturnType<typeof inboxFacts>;
let owner: As;
let kit: ReturnType<typeof campaignKit>;
let project: { _id: string; linked_campaign: string };

const threadWith = async (first: string, text: string) => {
  const person = (
    await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
      first_name: first,
      last_name: 'Model',
      email: `${first.toLowerCase()}@example.com`,
    })
  ).candidate_id;
  const enrollment = await facts.enrollment(owner.workspace, project.linked_campaign, person);
  const reply = await facts.message(owner.workspace, enrollment, person, {
    direction: 'inbound',
    text,
    at: '2026-03-02T10:00:00Z',
  });
  return { thread: await facts.threadOf(reply.id), reply: reply.id };
};

const open = async (threadId: string) => {
  const response = await call(t, 'GET', `/api/inbox/threads/${threadId}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as InboxThreadDetail;
};

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'sk-fake-key',
    LLM_TIMEOUT_MS: '500',
  });
  facts = inboxFacts(t);
  kit = campaignKit(t, 245);
  owner = await kit.owner('ai-label-owner@example.com', 'AI Label Team');
  project = await kit.createProject(owner.cookie, owner.workspace, { name: 'AI labels' });
  await facts.setTeamFlag(owner.workspace, true);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('labels by the AI text provider', () => {
  it('asks the model only when the rules found nothing, and keeps its answer', async () => {
    fake.requests.length = 0;
    const ruled = await threadWith('Ruled', 'Not interested, thanks.');
    expect((await open(ruled.thread)).messages[0]).toMatchObject({
      label: 'not_interested',
      label_by: 'rules',
    });
    expect(fake.requests).toHaveLength(0);

    const vague = await threadWith('Vague', 'Maybe in spring.\n> Would you like to talk?');
    fake.script(chatAnswer(JSON.stringify({ label: 'not_interested' })));
    expect((await open(vague.thread)).messages[0]).toMatchObject({
      label: 'not_interested',
      label_by: 'ai',
    });
    const prompt = fake.requests[0]?.body.messages?.find((m) => m.role === 'user')?.content;
    expect(prompt).toContain('Maybe in spring.');
    expect(prompt).not.toContain('Would you like to talk?');
    // Kept: the next read does not ask again.
    expect((await open(vague.thread)).messages[0]?.label).toBe('not_interested');
    expect(fake.requests).toHaveLength(1);
  });

  it('leaves the message unlabelled when the model fails or answers nonsense', async () => {
    const failing = await threadWith('Failing', 'Hmm.');
    fake.script({ status: 500, body: { error: { message: 'down' } } }, { status: 500 });
    expect((await open(failing.thread)).messages[0]).toMatchObject({
      label: null,
      label_by: null,
    });
    const odd = await threadWith('Odd', 'Well.');
    fake.script(chatAnswer(JSON.stringify({ label: 'enthusiastic' })));
    expect((await open(odd.thread)).messages[0]).toMatchObject({ label: null, label_by: 'ai' });
  });
});
