import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CandidateCall } from '@hirelane/domain/calls/candidate-calls.schema';
import { CandidateCallsList } from './candidate-calls';

const base: CandidateCall = {
  _id: 'call-1',
  to_number: '+14155550121',
  status: 'ended',
  outcome: 'answered',
  attempt: 1,
  scheduled_at: '2026-11-24T10:00:00.000Z',
  started_at: '2026-11-24T10:00:05.000Z',
  ended_at: '2026-11-24T10:01:40.000Z',
  duration_seconds: 95,
  transcript: 'AI: Hello Ada\nUser: Yes, tell me more.',
  recording_url: 'https://recordings.example/call-1.wav',
  summary: 'The candidate wants to hear more.',
  interest: 'interested',
  detail: null,
};

describe('the AI calls of a candidate', () => {
  it('shows the outcome, interest, summary, recording link and transcript of each call', async () => {
    render(
      <CandidateCallsList
        calls={[
          base,
          {
            ...base,
            _id: 'call-0',
            outcome: 'no_answer',
            interest: null,
            summary: null,
            transcript: null,
            recording_url: null,
            duration_seconds: 0,
          },
        ]}
      />,
    );
    const [answered, missed] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(answered).toHaveTextContent('Answered · Interested');
    expect(answered).toHaveTextContent('1 min 35 s');
    expect(answered).toHaveTextContent('The candidate wants to hear more.');
    expect(
      within(answered!).getByRole('link', { name: 'Listen to the recording' }),
    ).toHaveAttribute('href', 'https://recordings.example/call-1.wav');
    await userEvent.click(within(answered!).getByText('Transcript'));
    expect(within(answered!).getByText(/Yes, tell me more\./)).toBeVisible();
    expect(missed).toHaveTextContent('No answer');
    expect(within(missed!).queryByRole('link')).toBeNull();
  });
});
