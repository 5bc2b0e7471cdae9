import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createWorkspaceAs, signIn, type TestApp } from '../../../../test/test-app';
import {
  startFakeTranscriptions,
  type FakeTranscriptions,
} from '@hirelane/test-servers/transcriptions';
import {
  audioBody,
  createInterviewProject,
  insertInvitation,
  postAudio,
  sessionApi,
} from './interview-session.test-kit';

const RECORDING = Buffer.from('OggS fake opus frames of a spoken answer');

type Setup = { t: TestApp; token: string; invitationId: string };

const setUp = async (env: Record<string, string>): Promise<Setup> => {
  const t = await createTestApp(env);
  const cookie = await signIn(t, 'recruiter@example.com');
  const workspace = await createWorkspaceAs(t, cookie, 'Acme Talent');
  const project = await createInterviewProject(t, { cookie, workspace }, 'ada@example.com');
  const { token, id } = await insertInvitation(t, { workspaceId: workspace, ...project });
  await sessionApi(t, token).consent();
  return { t, token, invitationId: id };
};

const answerRow = async (s: Setup, questionId: string) =>
  (
    await s.t.pool.query<{
      mode: string;
      text: string | null;
      transcription: string;
      audio_file_id: string | null;
    }>(
      `select mode, text, transcription, audio_file_id from interview_answer
       where invitation_id = $1 and question_id = $2`,
      [s.invitationId, questionId],
    )
  ).rows[0];

describe('voice answers with a transcription service', () => {
  let fake: FakeTranscriptions;
  let s: Setup;

  beforeAll(async () => {
    fake = await startFakeTranscriptions();
    s = await setUp({ STT_BASE_URL: fake.baseUrl, STT_API_KEY: 'stt-secret' });
  });

  afterAll(async () => {
    await s.t.close();
    await fake.close();
  });

  it('keeps the recording and saves its transcript', async () => {
    const response = await postAudio(s.t, s.token, 'q-go', audioBody(RECORDING));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.saved()).toMatchObject({
      mode: 'voice',
      text: 'I built the billing service in Go with goroutines and channels.',
      transcription: 'done',
      answered: true,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      model: 'whisper-1',
      language: 'en',
      contentType: 'audio/webm',
      size: RECORDING.length,
    });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer stt-secret');
    const row = await answerRow(s, 'q-go');
    expect(row).toMatchObject({ mode: 'voice', transcription: 'done' });
    const file = await s.t.pool.query<{ storage_key: string; content_type: string }>(
      'select storage_key, content_type from stored_file where id = $1',
      [row?.audio_file_id],
    );
    expect(file.rows[0]?.content_type).toBe('audio/webm');
    expect(await s.t.app.storage.read(file.rows[0]!.storage_key)).toEqual(RECORDING);
  });

  it('says why when the service fails, keeps the recording and never invents a transcript', async () => {
    fake.script({ status: 401, body: { error: { message: 'bad key' } } });
    const response = await postAudio(s.t, s.token, 'q-sql', audioBody(RECORDING, 'audio/ogg'));
    expect(response.statusCode).toBe(200);
    const saved = response.saved();
    expect(saved).toMatchObject({ text: null, transcription: 'failed', answered: false });
    expect(saved.transcription_note).toContain('STT_API_KEY');
    expect(await answerRow(s, 'q-sql')).toMatchObject({ text: null, transcription: 'failed' });
    expect((await answerRow(s, 'q-sql'))?.audio_file_id).not.toBeNull();

    // The typed answer completes it; the recording stays for the recruiter.
    await sessionApi(s.t, s.token).type('q-sql', 'I read the EXPLAIN plan.');
    expect(await answerRow(s, 'q-sql')).toMatchObject({
      mode: 'typed',
      text: 'I read the EXPLAIN plan.',
    });
    expect((await answerRow(s, 'q-sql'))?.audio_file_id).not.toBeNull();
  });

  it('refuses other content types, empty and oversized recordings', async () => {
    const before = await s.t.pool.query('select count(*)::int as n from stored_file');
    const video = await postAudio(s.t, s.token, 'db-auth', audioBody(RECORDING, 'video/mp4'));
    expect(video.statusCode).toBe(415);
    const empty = await postAudio(s.t, s.token, 'db-auth', audioBody(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(422);
    const large = await postAudio(
      s.t,
      s.token,
      'db-auth',
      audioBody(Buffer.alloc(10 * 1024 * 1024 + 1, 1)),
    );
    expect(large.statusCode).toBe(413);
    const after = await s.t.pool.query('select count(*)::int as n from stored_file');
    expect(after.rows).toEqual(before.rows);
    expect(await answerRow(s, 'db-auth')).toBeUndefined();
  });
});

describe('voice answers without a transcription service', () => {
  let s: Setup;

  beforeAll(async () => {
    s = await setUp({});
  });

  afterAll(async () => {
    await s.t.close();
  });

  it('keeps the recording with no text and asks for a typed answer', async () => {
    const response = await postAudio(s.t, s.token, 'db-auth', audioBody(RECORDING, 'audio/wav'));
    expect(response.statusCode).toBe(200);
    const saved = response.saved();
    expect(saved).toMatchObject({
      text: null,
      transcription: 'none',
      answered: false,
      next_question_id: 'practice',
    });
    expect(saved.transcription_note).toContain('please type your answer too');
    const row = await answerRow(s, 'db-auth');
    expect(row).toMatchObject({ mode: 'voice', text: null, transcription: 'none' });
    expect(row?.audio_file_id).not.toBeNull();
    const view = (await sessionApi(s.t, s.token).get()).json().data as {
      interview: { questions: Array<{ id: string; answered: boolean; recorded: boolean }> };
    };
    expect(view.interview.questions.find((q) => q.id === 'db-auth')).toMatchObject({
      answered: false,
      recorded: true,
    });

    // A new recording for the question replaces the old one, bytes included.
    const first = await s.t.pool.query<{ storage_key: string }>(
      'select storage_key from stored_file where id = $1',
      [row?.audio_file_id],
    );
    const again = await postAudio(s.t, s.token, 'db-auth', audioBody(Buffer.from('second take')));
    expect(again.statusCode).toBe(200);
    const replaced = await answerRow(s, 'db-auth');
    expect(replaced?.audio_file_id).not.toBe(row?.audio_file_id);
    const gone = await s.t.pool.query('select 1 from stored_file where id = $1', [
      row?.audio_file_id,
    ]);
    expect(gone.rowCount).toBe(0);
    await expect(s.t.app.storage.read(first.rows[0]!.storage_key)).rejects.toThrow();
  });
});
