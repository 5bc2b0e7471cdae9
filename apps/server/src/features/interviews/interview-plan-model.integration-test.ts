import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proposeInterviewPlan } from '@hirelane/domain/interviews/propose-interview-plan';
import { jobInputSchema } from '@hirelane/domain/projects/job.schema';
import {
  chatAnswer,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../test/fake-chat-completions';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit } from '../projects/project.test-kit';
import { designOf, interviewApi, proposalOf } from './interview.test-kit';
import { INVALID_TWICE_NOTE } from './propose-project-interview-plan';

/** Proposing a plan with a model configured (a fake OpenAI-compatible server) and STT set. */

let fake: FakeChatCompletions;
let t: TestApp;
let api: ReturnType<typeof interviewApi>;

const questionBankPlan = proposeInterviewPlan(jobInputSchema.parse(COMPLETE_JOB));

const question = (n: number) => ({
  id: `m-${n}`,
  text: `Model question ${n} about TypeScript and PostgreSQL?`,
  rubric: `Strong answer ${n} shows hands-on depth.`,
  evidence: ['TypeScript', 'index'],
  scored: true,
  minutes: 4,
});

/** What a model answers: no proposed_by, no origin (the server says who wrote it). */
const modelPlan = (count = 5) => ({
  deal_breakers: [
    {
      id: 'd-auth',
      kind: 'work_authorization',
      question: 'Can you work in Germany?',
      passing_answer: 'Yes',
      rule: { type: 'yes_no', expected: 'yes' },
    },
  ],
  questions: Array.from({ length: count }, (_, index) => question(index + 1)),
  practice_question: 'How is your day going?',
});

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: '2000',
    STT_BASE_URL: 'http://127.0.0.1:9/v1',
  });
  const kit = projectKit(t, 202);
  const owner = await kit.owner('interview-model@example.com');
  const { _id } = await kit.createProject(owner.cookie, owner.workspace, {
    name: 'Backend interviews',
    agent: 'charlie',
    job: COMPLETE_JOB,
  });
  api = interviewApi(t, owner, _id);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('interview plan with a model', () => {
  it('says the model writes, and that voice answers can be transcribed', async () => {
    const design = designOf(await api.get());
    expect(design.writer).toBe('model');
    expect(design.transcription).toBe('configured');
  });

  it('takes a valid plan from the model, marked as the model’s', async () => {
    fake.script(chatAnswer(`Here is the plan:\n${JSON.stringify(modelPlan())}`));
    const response = await api.propose();
    expect(response.statusCode, response.body).toBe(200);
    const proposal = proposalOf(response);
    expect(proposal.written_by).toBe('model');
    expect(proposal.note).toBeNull();
    expect(proposal.plan.proposed_by).toBe('model');
    expect(proposal.plan.questions.map((q) => [q.id, q.origin])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`m-${n}`, 'model']),
    );
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]?.body;
    expect(sent?.response_format).toEqual({ type: 'json_object' });
    expect(sent?.messages?.[1]?.content).toContain(
      '"must_have_skills":["TypeScript","PostgreSQL"]',
    );
    expect(designOf(await api.get()).plan).toBeNull();
  });

  it('sends an invalid plan back once with what was wrong, and takes the corrected one', async () => {
    const unscored = modelPlan();
    unscored.questions = unscored.questions.map((q) => ({ ...q, scored: false }));
    fake.script(chatAnswer(JSON.stringify(unscored)), chatAnswer(JSON.stringify(modelPlan(6))));
    const proposal = proposalOf(await api.propose());
    expect(proposal.written_by).toBe('model');
    expect(proposal.plan.questions).toHaveLength(6);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.body.messages?.[1]?.content).toContain(
      'Your previous answer was not a valid plan (questions: Mark at least one question as scored.)',
    );
  });

  it('falls back to the question bank after two invalid answers, and says so', async () => {
    fake.script(chatAnswer('I cannot do that.'), chatAnswer(JSON.stringify(modelPlan(12))));
    const proposal = proposalOf(await api.propose());
    expect(proposal.written_by).toBe('question_bank');
    expect(proposal.note).toBe(INVALID_TWICE_NOTE);
    expect(proposal.plan).toEqual(questionBankPlan);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.body.messages?.[1]?.content).toContain(
      '(the answer is not a JSON object)',
    );
  });

  it('falls back to the question bank when the model service fails, with its reason', async () => {
    fake.script({ status: 401, body: { error: { message: 'bad key' } } });
    const proposal = proposalOf(await api.propose());
    expect(proposal.written_by).toBe('question_bank');
    expect(proposal.note).toBe(
      'The AI model could not write the plan this time (The AI service refused our API key. Ask an administrator to check LLM_API_KEY.), so the built-in question bank wrote this one.',
    );
    expect(proposal.plan).toEqual(questionBankPlan);
  });
});
