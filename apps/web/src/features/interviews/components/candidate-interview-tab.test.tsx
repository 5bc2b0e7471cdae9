import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateInterview } from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { scoredInterviewFixture } from '../test/candidate-interview-fixtures';
import { CandidateInterviewTab } from './candidate-interview-tab';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const BASE = '/api/project/p-1/candidate/c-1/interview';

const setup = (interview: CandidateInterview | null) => {
  let current = interview;
  const api = stubApi({
    [`GET ${BASE}`]: () => jsonResponse(200, { success: true, data: current }),
    [`POST ${BASE}/decision`]: ({ body }) => {
      const { verdict, reason } = body as { verdict: 'hire'; reason: string };
      if (!current) return jsonResponse(404, { success: false, message: 'Not found.' });
      current = {
        ...current,
        decisions: [
          {
            _id: 'd-1',
            verdict,
            reason,
            decided_by: { first_name: 'Robin', last_name: 'Recruiter' },
            created_at: '2026-11-24T12:00:00.000Z',
          },
          ...current.decisions,
        ],
      };
      return jsonResponse(200, { success: true, message: 'Decision saved.', data: current });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<CandidateInterviewTab workspaceId="w-1" projectId="p-1" candidateId="c-1" />);
  return api;
};

describe('the Interview tab', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the AI verdict, the deal-breakers and each answer with its quotes marked, audio and timing', async () => {
    const interview = scoredInterviewFixture();
    setup(interview);
    const verdict = await screen.findByRole('region', { name: 'Verdict' });
    expect(within(verdict).getByText('AI:')).toBeInTheDocument();
    expect(within(verdict).getByText(/Strong hire/)).toBeInTheDocument();
    expect(within(verdict).getByText(/built-in evaluator/i)).toBeInTheDocument();

    const dealBreakers = screen.getByRole('region', { name: 'Deal-breakers' });
    expect(within(dealBreakers).getAllByText('Pass')).toHaveLength(4);

    const answers = screen.getByRole('region', { name: 'Answers' });
    const marks = answers.querySelectorAll('mark');
    expect(marks.length).toBe(interview.quote_locations.length);
    if (interview.evaluation?.status !== 'scored') throw new Error('scored fixture');
    const quotes = interview.evaluation.questions.flatMap((score) => score.quotes);
    for (const mark of marks) expect(quotes).toContain(mark.textContent);

    const kubernetes = within(answers).getByRole('listitem', {
      name: interview.questions['q-kubernetes'],
    });
    expect(kubernetes.querySelector('audio[controls]')).toHaveAttribute(
      'src',
      '/api/project/p-1/candidate/c-1/interview/audio/a-4',
    );
    expect(within(kubernetes).getByText(/Voice · answered in 3 min 00 s/)).toBeInTheDocument();
  });

  it('shows the invitation e-mail as sent, or failed with the mail server’s reason', async () => {
    setup(scoredInterviewFixture());
    const sent = await screen.findByRole('region', { name: 'Invitation e-mail' });
    expect(sent).toHaveTextContent(/Sent .* from robin@acme\.test/);
    expect(within(sent).queryByText(/Reason:/)).not.toBeInTheDocument();
  });

  it('shows an invitation the mail server refused, with the reason', async () => {
    const interview = scoredInterviewFixture();
    setup({
      ...interview,
      delivery: { delivered_at: null, error: '550 5.1.1 No such user', sent_from: null },
    });
    const failed = await screen.findByRole('region', { name: 'Invitation e-mail' });
    expect(within(failed).getByText('Failed: not sent')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Reason: 550 5.1.1 No such user');
  });

  it('overrules with a reason and shows the decision beside the AI verdict', async () => {
    const user = userEvent.setup();
    const api = setup(scoredInterviewFixture());
    const form = await screen.findByRole('form', { name: 'Overrule' });
    await user.selectOptions(within(form).getByLabelText('Decision'), 'maybe');
    await user.click(within(form).getByRole('button', { name: 'Overrule' }));
    expect(within(form).getByText('Say why, in at least 3 characters.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Reason/), 'Thin on Terraform.');
    await user.click(within(form).getByRole('button', { name: 'Overrule' }));
    const history = await screen.findByRole('region', { name: 'Decision history' });
    expect(await within(history).findByText('Maybe: Thin on Terraform.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      verdict: 'maybe',
      reason: 'Thin on Terraform.',
    });
    const verdict = screen.getByRole('region', { name: 'Verdict' });
    expect(within(verdict).getByText('AI:')).toBeInTheDocument();
    expect(within(verdict).getByText('Decision:')).toBeInTheDocument();
  });

  it('says "Scoring unavailable" and that a person decides, with no score', async () => {
    const fixture = scoredInterviewFixture();
    setup({
      ...fixture,
      evaluation_status: 'scoring_unavailable',
      evaluation: {
        status: 'scoring_unavailable',
        evaluator: 'model',
        evaluator_label: 'fake-model at localhost',
        deal_breakers: [],
        dropped: [],
        reason: 'invalid_model_answer',
        message: 'The model answered twice without following the schema.',
      },
      quote_locations: [],
    });
    const verdict = await screen.findByRole('region', { name: 'Verdict' });
    expect(within(verdict).getByText('Scoring unavailable')).toBeInTheDocument();
    expect(within(verdict).getByText(/waits for a person's decision/)).toBeInTheDocument();
    expect(within(verdict).queryByText('AI:')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Overrule' })).toBeInTheDocument();
  });

  it('says so when the candidate was never invited', async () => {
    setup(null);
    expect(
      await screen.findByText('This candidate has not been invited to the interview.'),
    ).toBeInTheDocument();
  });
});
