import { vi } from 'vitest';
import type {
  InterviewLink,
  InterviewSession,
  SessionQuestion,
} from '@hirelane/domain/interviews/interview-session.schema';
import { jsonResponse } from '../../../test/json-response';

const question = (
  id: string,
  kind: SessionQuestion['kind'],
  text: string,
  required: boolean,
): SessionQuestion => ({ id, kind, text, required, answered: false, recorded: false });

export const sessionFixture = (overrides: Partial<InterviewSession> = {}): InterviewSession => ({
  job_title: 'Backend Engineer',
  company: 'Acme',
  consent_text:
    'This interview is held by Charlie, an AI interviewer, for Acme. Kept for 180 days.',
  retention_days: 180,
  consented: false,
  settings: {
    answer_mode: 'candidate_choice',
    language: 'en-US',
    voice: { gender: 'female', language: 'en-US', voiceSpeed: '1.0' },
    answer_seconds: 120,
    time_extended: false,
    transcription: 'not_configured',
  },
  questions: [
    question('practice', 'practice', 'What did you have for breakfast?', false),
    question('db-auth', 'deal_breaker', 'Are you authorised to work in Germany?', true),
    question('q-go', 'question', 'Tell me about a Go service you built.', true),
  ],
  next_question_id: 'practice',
  ...overrides,
});

/**
 * A fake interview API behind `fetch`: it keeps consent, answers and the extension like the
 * server does, and records every request.
 */
export const fakeInterviewServer = (initial: InterviewLink) => {
  const link: InterviewLink = structuredClone(initial);
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const interview = () => link.interview!;
  const next = () => interview().questions.find((q) => !q.answered)?.id ?? null;
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body });
    const action = path.split('/').slice(4);
    if (method === 'GET') return jsonResponse(200, { success: true, data: link });
    if (action[0] === 'consent') interview().consented = true;
    if (action[0] === 'extend') {
      if (interview().settings.time_extended)
        return jsonResponse(409, {
          success: false,
          message: 'You have already used your extra time.',
        });
      interview().settings.time_extended = true;
    }
    if (action[0] === 'complete') {
      link.state = 'completed';
      link.interview = null;
      return jsonResponse(200, { success: true, data: { state: 'completed' } });
    }
    if (action[0] === 'answers') {
      const answered = interview().questions.find((q) => q.id === action[1]);
      if (answered) answered.answered = true;
      interview().next_question_id = next();
      if (action[1] !== 'practice') link.state = 'in_progress';
      return jsonResponse(200, {
        success: true,
        data: {
          question_id: action[1],
          mode: 'typed',
          text: (body as { text: string }).text,
          transcription: 'none',
          transcription_note: null,
          answered: true,
          next_question_id: next(),
        },
      });
    }
    return jsonResponse(200, { success: true, data: { state: link.state } });
  });
  return { fetchMock, requests, link };
};

/** speechSynthesis with one English voice, and MediaRecorder with a fake microphone. */
export const installBrowserMocks = () => {
  const speak = vi.fn();
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [{ lang: 'en-US', name: 'Samantha female' }],
      speak,
      cancel: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  class FakeRecorder {
    static isTypeSupported = (type: string) => type.startsWith('audio/webm');
    mimeType = 'audio/webm;codecs=opus';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start = vi.fn();
    stop = () => {
      this.ondataavailable?.({ data: new Blob(['opus'], { type: 'audio/webm' }) });
      this.onstop?.();
    };
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  const track = { stop: vi.fn() };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
  });
  return { speak, track };
};
