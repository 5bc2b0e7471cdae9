import { describe, expect, it } from 'vitest';
import { SESSION_PLAN } from './interview-session.test-kit';
import {
  invitationLinkState,
  missingRequired,
  nextQuestionId,
  sessionQuestions,
} from './interview-session-view';
import { audioContentType } from './read-audio-upload';

const now = new Date('2026-03-10T12:00:00.000Z');
const times = (overrides: Partial<Parameters<typeof invitationLinkState>[0]> = {}) => ({
  revokedAt: null,
  completedAt: null,
  startedAt: null,
  expiresAt: new Date('2026-03-10T12:00:01.000Z'),
  ...overrides,
});

describe('interview session view', () => {
  it('tells the link state by its own expiry date; a started interview outlives it', () => {
    expect(invitationLinkState(times(), now)).toBe('open');
    expect(invitationLinkState(times({ expiresAt: now }), now)).toBe('expired');
    expect(invitationLinkState(times({ expiresAt: now, startedAt: now }), now)).toBe('in_progress');
    expect(invitationLinkState(times({ startedAt: now, completedAt: now }), now)).toBe('completed');
    expect(invitationLinkState(times({ completedAt: now, revokedAt: now }), now)).toBe('revoked');
  });

  it('resumes at the first question without text; only text counts, practice is never required', () => {
    const answers = [
      { questionId: 'practice', text: 'Toast', audioFileId: null },
      { questionId: 'db-auth', text: null, audioFileId: 'file-1' },
      { questionId: 'q-go', text: '  ', audioFileId: null },
    ];
    const questions = sessionQuestions(SESSION_PLAN, answers);
    expect(questions.find((q) => q.id === 'db-auth')).toMatchObject({
      answered: false,
      recorded: true,
    });
    expect(nextQuestionId(questions)).toBe('db-auth');
    expect(missingRequired(questions).map((q) => q.id)).toEqual([
      'db-auth',
      'db-notice',
      'q-go',
      'q-sql',
    ]);
    const allRequired = sessionQuestions(
      SESSION_PLAN,
      ['db-auth', 'db-notice', 'q-go', 'q-sql'].map((questionId) => ({
        questionId,
        text: 'Answer',
        audioFileId: null,
      })),
    );
    expect(missingRequired(allRequired)).toEqual([]);
    expect(nextQuestionId(allRequired)).toBe('practice');
  });

  it('accepts the audio types browsers record, with their parameters', () => {
    expect(audioContentType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(audioContentType('Audio/OGG; codecs=opus')).toBe('audio/ogg');
    expect(audioContentType('audio/x-wav')).toBe('audio/wav');
    expect(audioContentType('audio/mp4')).toBe('audio/mp4');
    expect(audioContentType('video/webm')).toBeNull();
    expect(audioContentType('audio/mpeg')).toBeNull();
  });
});
