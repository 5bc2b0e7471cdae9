import { randomBytes } from 'node:crypto';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import {
  DEFAULT_INTERVIEW_SETTINGS,
  type InterviewSettings,
} from '@hirelane/domain/interviews/interview-settings.schema';
import type { SavedAnswer } from '@hirelane/domain/interviews/interview-session.schema';
import { call, TEST_APP_URL, type TestApp, type TestResponse } from '../../../../test/test-app';
import { COMPLETE_JOB } from '../../projects/project.test-kit';
import { hashInterviewToken } from './interview-session-store';

/** A small plan: two deal-breakers, two scored questions and one that is not scored. */
export const SESSION_PLAN: InterviewPlan = {
  deal_breakers: [
    {
      id: 'db-auth',
      kind: 'work_authorization',
      question: 'Are you authorised to work in Germany?',
      passing_answer: 'Yes',
      rule: { type: 'yes_no', expected: 'yes' },
    },
    {
      id: 'db-notice',
      kind: 'notice_period',
      question: 'What is your notice period in weeks?',
      passing_answer: 'At most 8 weeks',
      rule: { type: 'number_at_most', value: 8 },
    },
  ],
  questions: [
    {
      id: 'q-go',
      text: 'Tell me about a Go service you built.',
      rubric: 'SECRET RUBRIC: designs for concurrency.',
      evidence: ['goroutines', 'channels'],
      scored: true,
      minutes: 4,
      origin: 'question_bank',
    },
    {
      id: 'q-sql',
      text: 'How do you find a slow SQL query?',
      rubric: 'SECRET RUBRIC: reads query plans.',
      evidence: ['EXPLAIN'],
      scored: true,
      minutes: 3,
      origin: 'question_bank',
    },
    {
      id: 'q-culture',
      text: 'What do you like in a team?',
      rubric: 'Not scored.',
      evidence: [],
      scored: false,
      minutes: 2,
      origin: 'recruiter',
    },
  ],
  practice_question: 'What did you have for breakfast?',
  proposed_by: 'question_bank',
};

export const newInterviewToken = () => randomBytes(32).toString('base64url');

type InvitationInput = {
  workspaceId: string;
  projectId: string;
  candidateId: string;
  plan?: InterviewPlan;
  settings?: InterviewSettings;
  expiresAt?: Date;
  revoked?: boolean;
  completed?: boolean;
  started?: boolean;
};

/**
 * An invitation inserted straight into the table (the sending code is another feature's), with
 * the sha256 of a known token and a plan/settings copy. Returns the token and the row id.
 */
export const insertInvitation = async (
  t: TestApp,
  input: InvitationInput,
): Promise<{ token: string; id: string }> => {
  const token = newInterviewToken();
  const expiresAt = input.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const rows = await t.pool.query<{ id: string }>(
    `insert into interview_invitation
       (workspace_id, project_id, candidate_id, token_hash, email, plan, settings, expires_at,
        revoked_at, completed_at, started_at, sent_at)
     values ($1, $2, $3, $4, 'candidate@example.com', $5, $6, $7, $8, $9, $10, $11)
     returning id`,
    [
      input.workspaceId,
      input.projectId,
      input.candidateId,
      hashInterviewToken(token),
      JSON.stringify(input.plan ?? SESSION_PLAN),
      JSON.stringify(input.settings ?? DEFAULT_INTERVIEW_SETTINGS),
      expiresAt,
      input.revoked ? new Date() : null,
      input.completed ? new Date() : null,
      input.started || input.completed ? new Date() : null,
      new Date(expiresAt.getTime() - 7 * 24 * 3600 * 1000),
    ],
  );
  return { token, id: rows.rows[0]!.id };
};

const ok = <T>(response: TestResponse): T => {
  if (response.statusCode !== 200) throw new Error(`setup failed: ${response.body}`);
  return response.json().data as T;
};

/** A charlie project with one candidate in the caller's workspace. */
export const createInterviewProject = async (
  t: TestApp,
  as: { cookie: string; workspace: string },
  candidateEmail: string,
): Promise<{ projectId: string; candidateId: string }> => {
  const project = ok<{ _id: string }>(
    await call(t, 'POST', '/api/project/create', {
      ...as,
      body: { name: 'Interviews', agent: 'charlie', job: COMPLETE_JOB },
    }),
  );
  const added = ok<{ candidate_id: string }>(
    await call(t, 'POST', `/api/project/${project._id}/candidate/add`, {
      ...as,
      body: { full_name: 'Ada Candidate', email: candidateEmail, source: 'csv' },
    }),
  );
  return { projectId: project._id, candidateId: added.candidate_id };
};

/** The public interview routes of one token, called as an anonymous browser would. */
export const sessionApi = (t: TestApp, token: string) => {
  const base = `/api/interview/${token}`;
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  return {
    get: () => call(t, 'GET', base),
    consent: () => call(t, 'POST', `${base}/consent`, { body: {} }),
    type: (questionId: string, text: string) =>
      call(t, 'POST', `${base}/answers/${questionId}`, { body: { text, started_at: startedAt } }),
    extend: () => call(t, 'POST', `${base}/extend`, { body: {} }),
    complete: () => call(t, 'POST', `${base}/complete`, { body: {} }),
  };
};

/** A multipart body with an `audio` part and `started_at`, as the page's MediaRecorder sends. */
export const audioBody = (
  bytes: Buffer,
  contentType = 'audio/webm;codecs=opus',
  startedAt = new Date(Date.now() - 30_000).toISOString(),
) => {
  const boundary = `----hirelane${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="started_at"\r\n\r\n${startedAt}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="answer"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const postAudio = async (
  t: TestApp,
  token: string,
  questionId: string,
  body: ReturnType<typeof audioBody>,
): Promise<{ statusCode: number; body: string; saved: () => SavedAnswer }> => {
  const response = await t.fastify.inject({
    method: 'POST',
    url: `/api/interview/${token}/answers/${questionId}`,
    headers: { ...body.headers, origin: TEST_APP_URL },
    payload: body.body,
    remoteAddress: '127.0.0.1',
  });
  return {
    statusCode: response.statusCode,
    body: response.body,
    saved: () => (JSON.parse(response.body) as { data: SavedAnswer }).data,
  };
};
