import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailDraft } from '@hirelane/domain/tools/resume-to-email.schema';
import {
  chatAnswer,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../test/fake-chat-completions';
import { buildPdfResume } from '../../../test/resume-fixtures/build-pdf-resume';
import { personaById } from '../../../test/resume-fixtures/personas';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOCAL_RULES_LABEL } from '../../integrations/llm/local-rules-provider';
import { closeSharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { JOB_DESCRIPTION, requestDraft } from './resume-to-email.test-kit';

let fake: FakeChatCompletions;
let t: TestApp;
let sarahPdf: Uint8Array;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'sk-fake-key',
    LLM_TIMEOUT_MS: '500',
  });
  sarahPdf = await buildPdfResume(personaById('sarah-johnson'), 'classic');
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await closeSharedResumeParser();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const draftOf = (body: unknown): EmailDraft => (body as { data: EmailDraft }).data;

describe('POST /api/tools/resume-to-email with an OpenAI-compatible model (fake server)', () => {
  it('returns the model’s draft, written from the resume’s facts and the job description', async () => {
    fake.script(
      chatAnswer(
        JSON.stringify({ subject: 'Charge Nurse role', body: 'Hi Sarah,\n\nA short call?' }),
      ),
    );
    const response = await requestDraft(t, {
      file: { filename: 'sarah.pdf', data: sarahPdf },
      fields: { job_description: JOB_DESCRIPTION, recruiter_name: 'Sam Lee' },
      ip: '203.0.113.20',
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = draftOf(response.json());
    expect(draft).toMatchObject({
      subject: 'Charge Nurse role',
      body: 'Hi Sarah,\n\nA short call?',
      writer: { kind: 'openai_compatible', label: `fake-model at ${new URL(fake.baseUrl).host}` },
      notice: null,
    });
    const [sent] = fake.requests;
    expect(sent?.body.response_format).toEqual({ type: 'json_object' });
    const prompt = sent?.body.messages?.find((message) => message.role === 'user')?.content ?? '';
    expect(prompt).toContain('Candidate first name: Sarah');
    expect(prompt).toContain("Current company: St. David's Medical Center");
    expect(prompt).toContain('Skills the job description also asks for: Triage, Epic, BLS');
    expect(prompt).toContain('Recruiter name: Sam Lee');
    expect(prompt).toContain(JOB_DESCRIPTION);
  });

  it('falls back to the built-in writer and says why when the model fails', async () => {
    fake.script(
      { status: 500, body: { error: { message: 'down' } } },
      { status: 500, body: { error: { message: 'down' } } },
    );
    const response = await requestDraft(t, {
      file: { filename: 'sarah.pdf', data: sarahPdf },
      ip: '203.0.113.21',
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = draftOf(response.json());
    expect(draft.writer).toEqual({ kind: 'local_rules', label: LOCAL_RULES_LABEL });
    expect(draft.notice).toMatch(/^The AI model \(fake-model at .+\) could not write this draft: /);
    expect(draft.notice).toMatch(/The built-in writer wrote it instead\.$/);
    expect(draft.body).toContain('your experience with Triage, Epic and BLS');
  });

  it('falls back when the model answers something that is not an e-mail', async () => {
    fake.script(chatAnswer('Sure! Here is an e-mail.'));
    const response = await requestDraft(t, {
      file: { filename: 'sarah.pdf', data: sarahPdf },
      ip: '203.0.113.22',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(draftOf(response.json()).notice).toContain('its answer was not an e-mail');
  });
});
