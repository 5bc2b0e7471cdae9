import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_AI_CALL_VOICE } from '@hirelane/domain/campaigns/step-config.schema';
import {
  chatAnswer,
  startFakeChatCompletions,
  stepsAnswer,
  type FakeChatCompletions,
} from '../../../../test/fake-chat-completions';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { COMPLETE_JOB } from '../../projects/project.test-kit';
import { campaignKit, type As } from '../campaign.test-kit';
import { NO_USABLE_STEP } from './step-writer-parse';
import { generationApi } from './step-generation.test-kit';

let fake: FakeChatCompletions;
let t: TestApp;
let owner: As;
let campaignId: string;

const REQUEST = {
  channels: ['email', 'call'],
  tone: 'professional',
  number_of_steps: 2,
  instructions: 'Mention the 4-day week.',
};

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp(
    {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'sk-fake-key',
      LLM_TIMEOUT_MS: '500',
    },
    { worker: true },
  );
  const kit = campaignKit(t, 92);
  owner = await kit.owner('ai-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, {
    name: 'AI hiring',
    job: COMPLETE_JOB,
  });
  campaignId = project.linked_campaign;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('step generation with an OpenAI-compatible model (fake server)', () => {
  it('names the configured model', async () => {
    const response = await call(t, 'GET', '/api/campaign/text-provider', owner);
    expect(response.json().data).toEqual({
      kind: 'openai_compatible',
      label: `fake-model at ${new URL(fake.baseUrl).host}`,
    });
  });

  it('sends the job and the request, keeps the valid steps sanitised and drops the rest', async () => {
    fake.script(
      stepsAnswer([
        {
          type: 'auto_email',
          config: {
            subject: 'Senior Backend Engineer at Acme',
            body: '<p>Hello {{first_name}},</p><p>{{ice_breaker}}</p><script>alert(1)</script><p>We have a <strong>4-day week</strong>.</p>',
          },
        },
        { type: 'delay', config: { days: 3, hours: 0 } },
        { type: 'auto_linkedin_invite', config: { note: 'Not a chosen channel' } },
        { type: 'auto_email', config: { subject: '' } },
        { type: 'auto_ai_call', config: { goal: 'Check interest in the role.' } },
      ]),
    );
    const { finished } = await generationApi(t, owner).generateAndWait(campaignId, REQUEST);
    expect(finished.status, finished.error ?? '').toBe('ready');
    expect(finished.provider.kind).toBe('openai_compatible');
    expect(finished.generated_steps).toEqual([
      {
        type: 'auto_email',
        config: {
          subject: 'Senior Backend Engineer at Acme',
          body: 'Hello {{first_name}},\n{{ice_breaker}}\nWe have a <strong>4-day week</strong>.',
        },
      },
      { type: 'delay', config: { days: 3, hours: 0 } },
      {
        type: 'auto_ai_call',
        config: { goal: 'Check interest in the role.', voice: DEFAULT_AI_CALL_VOICE },
      },
    ]);
    const [sent] = fake.requests;
    expect(sent?.headers.authorization).toBe('Bearer sk-fake-key');
    expect(sent?.body.model).toBe('fake-model');
    expect(sent?.body.response_format).toEqual({ type: 'json_object' });
    expect(sent?.body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    const user = sent?.body.messages?.[1]?.content ?? '';
    expect(user).toContain('Title: Senior Backend Engineer');
    expect(user).toContain('Salary: €80,000 – €100,000 per year');
    expect(user).toContain('Instructions from the recruiter: Mention the 4-day week.');
    expect(sent?.body.messages?.[0]?.content).toContain('Write exactly 2 message steps');
  });

  it('stores the reason when the model refuses the key, answers too late or writes nothing usable', async () => {
    const api = generationApi(t, owner);
    fake.script({ status: 401, body: { error: { message: 'Invalid key' } } });
    const unauthorized = (await api.generateAndWait(campaignId, REQUEST)).finished;
    expect(unauthorized).toMatchObject({
      status: 'failed',
      generated_steps: [],
      error: 'The AI service refused our API key. Ask an administrator to check LLM_API_KEY.',
    });

    fake.script({ ...stepsAnswer([]), delayMs: 2000 });
    const slow = (await api.generateAndWait(campaignId, REQUEST)).finished;
    expect(slow.error).toBe('The AI model did not answer within 0.5 seconds.');

    fake.script(stepsAnswer([{ type: 'auto_email', config: { subject: 'No body' } }]));
    const unusable = (await api.generateAndWait(campaignId, REQUEST)).finished;
    expect(unusable.error).toBe(NO_USABLE_STEP);

    fake.script(chatAnswer('Sorry, I cannot write recruiting messages.'));
    const prose = (await api.generateAndWait(campaignId, REQUEST)).finished;
    expect(prose.error).toBe('The AI model did not answer with steps we could read. Try again.');

    fake.script({ status: 200, raw: 'not json at all' });
    const malformed = (await api.generateAndWait(campaignId, REQUEST)).finished;
    expect(malformed.error).toBe('The AI model sent an answer that could not be read.');
  });

  it('retries once after a 429 and then writes the steps', async () => {
    fake.script(
      { status: 429, body: { error: { message: 'Slow down' } } },
      stepsAnswer([
        { type: 'auto_email', config: { subject: 'Hi', body: 'Hello {{first_name}}' } },
      ]),
    );
    const { finished } = await generationApi(t, owner).generateAndWait(campaignId, REQUEST);
    expect(finished.status).toBe('ready');
    expect(finished.generated_steps).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails after two server errors with a message to try later', async () => {
    fake.script({ status: 500, body: {} }, { status: 502, body: {} });
    const { finished } = await generationApi(t, owner).generateAndWait(campaignId, REQUEST);
    expect(finished.error).toBe(
      'The AI service had a problem (error 502). Try again in a few minutes.',
    );
  });
});
