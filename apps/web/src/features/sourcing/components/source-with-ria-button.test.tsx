import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SourcingProposal, SourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import { talentSearchFiltersSchema } from '@hirelane/domain/search/talent-search.schema';
import { PROJECT_ID, bodyOf, renderInProject, urlOf } from '../../pipeline/test/pipeline-test-kit';
import { jsonResponse } from '../../../test/json-response';
import { SourceWithRiaButton } from './source-with-ria-button';

const PROPOSAL: SourcingProposal = {
  query: 'title:("Backend Engineer" OR "Backend Developer") skills:(TypeScript OR TS)',
  filters: talentSearchFiltersSchema.parse({
    skills_must: ['Event Sourcing'],
    locations: ['Berlin'],
    seniorities: ['mid', 'senior', 'lead'],
  }),
  count: 25,
  max_count: 100,
  price_per_candidate: 1,
  max_cost: 25,
  balance: 40,
  helper: 'built-in rules',
  helper_label: 'Built-in rules: synonym tables for common titles and skills',
  helper_note: 'No model is configured: set LLM_BASE_URL and LLM_MODEL.',
};

const run = (overrides: Partial<SourcingRun>): SourcingRun => ({
  _id: 'r1',
  project_id: PROJECT_ID,
  status: 'queued',
  query: PROPOSAL.query,
  filters: PROPOSAL.filters,
  count: 3,
  progress: { searched: 0, ranked: 0, saved: 0 },
  credits_charged: 0,
  helper: 'built-in rules',
  message: null,
  created_at: '2026-11-24T09:00:00Z',
  finished_at: null,
  ...overrides,
});

const balance = jsonResponse(200, {
  success: true,
  data: {
    balance: 40,
    plan_name: 'pro',
    plan_status: 'active',
    credits_per_month: 2000,
    current_period_end: null,
    period_granted: 0,
    period_used: 0,
    next_grant_at: null,
  },
});

const fakeApi = (startAnswer: () => Response) => {
  const started: unknown[] = [];
  const dailySaved: Record<string, unknown>[] = [];
  const onSaved = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = urlOf(input);
      const base = `/api/project/${PROJECT_ID}/sourcing`;
      if (url.pathname === '/api/subscription/balance') return balance.clone();
      if (url.pathname === `${base}/proposal`)
        return jsonResponse(200, { success: true, data: PROPOSAL });
      if (url.pathname === `${base}/daily` && init?.method === 'PUT') {
        const body = bodyOf(init) as Record<string, unknown>;
        dailySaved.push(body);
        return jsonResponse(200, {
          success: true,
          data: {
            ...body,
            next_run_at: body.enabled ? '2026-11-25T08:30:00Z' : null,
            last_run: null,
            last_error: null,
          },
        });
      }
      if (url.pathname === `${base}/daily`) return jsonResponse(200, { success: true, data: null });
      if (url.pathname === `${base}/runs`) {
        started.push(bodyOf(init));
        return startAnswer();
      }
      if (url.pathname === `${base}/runs/r1`)
        return jsonResponse(200, {
          success: true,
          data: run({
            status: 'done',
            progress: { searched: 120, ranked: 9, saved: 3 },
            credits_charged: 3,
            finished_at: '2026-11-24T09:01:00Z',
          }),
        });
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
  renderInProject(<SourceWithRiaButton projectId={PROJECT_ID} onSaved={onSaved} />);
  return { started, onSaved, dailySaved };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Source with Ria', () => {
  it('shows the proposed search and its helper, runs the edited search with its cost, then the progress', async () => {
    const user = userEvent.setup();
    const { started, onSaved } = fakeApi(() =>
      jsonResponse(200, { success: true, data: run({ status: 'queued' }) }),
    );
    await user.click(screen.getByRole('button', { name: 'Source with Ria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Source with Ria' });
    expect(await within(dialog).findByLabelText('Search query')).toHaveValue(PROPOSAL.query);
    expect(within(dialog).getByText(/Proposed with the built-in rules/)).toBeInTheDocument();
    expect(within(dialog).getByText(/set LLM_BASE_URL/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Senior' })).toBeChecked();

    const count = within(dialog).getByLabelText('Candidates to save');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lead' }));
    const startButton = await within(dialog).findByRole('button', {
      name: /Start sourcing.*up to 3 credits · 37 left/,
    });
    await user.click(startButton);

    expect(started).toEqual([
      {
        query: PROPOSAL.query,
        count: 3,
        filters: { ...PROPOSAL.filters, seniorities: ['mid', 'senior'] },
      },
    ]);
    const status = await within(dialog).findByText('Done.');
    expect(status.closest('[role="status"]')).toHaveTextContent('Saved3 of 3');
    expect(within(dialog).getByText(/Charged 3 credits for the saved candidates/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'See them in the pipeline' }));
    expect(onSaved).toHaveBeenCalled();
  });

  it('shows a query the server refuses under the query, and an invalid count before sending', async () => {
    const user = userEvent.setup();
    const { started } = fakeApi(() =>
      jsonResponse(422, {
        success: false,
        message: 'Validation failed.',
        errors: [{ path: 'query', message: 'This parenthesis is never closed (at character 7)' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Source with Ria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Source with Ria' });
    const count = await within(dialog).findByLabelText('Candidates to save');
    await user.clear(count);
    await user.type(count, '500');
    expect(
      within(dialog).getAllByText('Enter a whole number from 1 to 100.').length,
    ).toBeGreaterThan(0);
    await user.clear(count);
    await user.type(count, '2');
    await user.click(await within(dialog).findByRole('button', { name: /Start sourcing/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This parenthesis is never closed (at character 7)',
    );
    expect(within(dialog).getByLabelText('Search query')).toHaveAttribute('aria-invalid', 'true');
    expect(started).toHaveLength(1);
  });

  it('saves the search as it stands as a daily run at the chosen time, off until switched on', async () => {
    const user = userEvent.setup();
    const { dailySaved } = fakeApi(() => jsonResponse(500, { success: false }));
    await user.click(screen.getByRole('button', { name: 'Source with Ria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Source with Ria' });
    const daily = await within(dialog).findByRole('region', { name: 'Every morning' });
    const toggle = within(daily).getByRole('switch', { name: 'Run this search every morning' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(daily).getByText(/adds up to 25 new matches/)).toBeInTheDocument();

    const count = within(dialog).getByLabelText('Candidates to save');
    await user.clear(count);
    await user.type(count, '5');
    await user.click(toggle);
    const time = within(daily).getByLabelText('At');
    await user.clear(time);
    await user.type(time, '08:30');
    await user.click(within(daily).getByRole('button', { name: 'Save daily run' }));

    expect(dailySaved).toEqual([
      {
        query: PROPOSAL.query,
        count: 5,
        filters: PROPOSAL.filters,
        enabled: true,
        time: '08:30',
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    expect(await within(daily).findByText(/^Next run: /)).toBeInTheDocument();
  });
});
