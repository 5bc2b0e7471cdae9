import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { InterviewLink } from '@hirelane/domain/interviews/interview-session.schema';
import type * as InterviewSessionApi from './interview-session-api';
import { saveVoiceAnswer } from './interview-session-api';
import { TakeInterviewPage } from './take-interview-page';
import {
  fakeInterviewServer,
  installBrowserMocks,
  sessionFixture,
} from './take-interview.test-kit';

vi.mock('./interview-session-api', async (original) => ({
  ...(await original<typeof InterviewSessionApi>()),
  saveVoiceAnswer: vi.fn(),
}));
const saveVoice = vi.mocked(saveVoiceAnswer);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

const open = (link: InterviewLink) => {
  const server = fakeInterviewServer(link);
  vi.stubGlobal('fetch', server.fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/interview/${TOKEN}`]}>
        <Routes>
          <Route path="/interview/:token" element={<TakeInterviewPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
};

let browser: ReturnType<typeof installBrowserMocks>;

beforeEach(() => {
  browser = installBrowserMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
  saveVoice.mockReset();
});

describe('TakeInterviewPage', () => {
  it('asks for consent, then asks each question aloud and saves typed answers, by keyboard only', async () => {
    const server = open({ state: 'open', interview: sessionFixture() });
    expect(await screen.findByText(/Kept for 180 days/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Microphone check' })).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start the interview' });
    expect(start).toBeDisabled();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(start).toBeEnabled();
    start.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Practice question (not scored)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What did you have for breakfast?' })).toHaveFocus();
    expect(browser.speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'What did you have for breakfast?', lang: 'en-US' }),
    );
    await userEvent.type(screen.getByLabelText('Your answer'), 'Toast');
    await userEvent.keyboard('{Tab}{Enter}');

    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Are you authorised to work in Germany?' }),
    ).toBeInTheDocument();
    expect(server.requests.find((r) => r.path.endsWith('/answers/practice'))?.body).toMatchObject({
      text: 'Toast',
    });
    expect(server.requests.filter((r) => r.path.endsWith('/consent'))).toHaveLength(1);
    // Nothing cuts the candidate off: no request goes without their click.
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('resumes at the first open question after a reload and finishes the interview', async () => {
    const fixture = sessionFixture({ consented: true, next_question_id: 'q-go' });
    fixture.questions[0]!.answered = true;
    fixture.questions[1]!.answered = true;
    const server = open({ state: 'in_progress', interview: fixture });
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '1');
    await userEvent.type(screen.getByLabelText('Your answer'), 'A billing service.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish the interview' }));
    expect(
      await screen.findByRole('heading', { name: 'You have finished this interview' }),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.endsWith('/complete'))).toBe(true);
  });

  it('records a voice answer until the candidate stops it, and asks to type it when there is no transcript', async () => {
    saveVoice.mockResolvedValue({
      question_id: 'practice',
      mode: 'voice',
      text: null,
      transcription: 'none',
      transcription_note: 'Your recording is kept; please type your answer too.',
      answered: false,
      next_question_id: 'practice',
    });
    open({ state: 'open', interview: sessionFixture({ consented: true }) });
    await userEvent.click(await screen.findByRole('radio', { name: 'Speak my answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText(/Recording… take your time/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop and save my answer' }));
    await waitFor(() => expect(saveVoice).toHaveBeenCalledTimes(1));
    const [, questionId, audio] = saveVoice.mock.calls[0]!;
    expect(questionId).toBe('practice');
    expect(audio.type).toBe('audio/webm');
    expect(await screen.findByText(/please type your answer too/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toBeInTheDocument();
    expect(browser.track.stop).toHaveBeenCalled();
  });

  it('offers typed answers first when voice answers cannot be transcribed', async () => {
    const fixture = sessionFixture({ consented: true });
    fixture.settings.answer_mode = 'voice';
    open({ state: 'open', interview: fixture });
    expect(await screen.findByText(/cannot be turned into text here/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Type my answer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Speak my answer' })).not.toBeChecked();
    expect(screen.getByLabelText('Your answer')).toBeInTheDocument();
  });

  it('extends the time per answer once', async () => {
    const server = open({ state: 'open', interview: sessionFixture({ consented: true }) });
    expect(await screen.findByText('2:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I need more time' }));
    expect(await screen.findByText(/^(4:00|3:[0-5]\d)$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'I need more time' })).not.toBeInTheDocument(),
    );
    expect(server.requests.filter((r) => r.path.endsWith('/extend'))).toHaveLength(1);
  });

  it.each([
    ['expired', 'This interview link has expired'],
    ['revoked', 'This interview link was withdrawn'],
    ['completed', 'You have finished this interview'],
  ] as const)('shows a clear page for a %s link', async (state, title) => {
    open({ state, interview: null });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
