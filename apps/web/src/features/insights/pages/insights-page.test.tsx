import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PipelineFunnel } from '@hirelane/domain/insights/pipeline-funnel.schema';
import type { TalentMarket } from '@hirelane/domain/insights/talent-market.schema';
import { talentSearchFiltersSchema } from '@hirelane/domain/search/talent-search.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture, stubApi } from '../../projects/test/project-fixtures';
import { InsightsPage } from './insights-page';

const funnel: PipelineFunnel = {
  total: 10,
  rejected: 1,
  steps: [
    { label: 'Added', count: 10, conversion: null },
    { label: 'In campaign', count: 4, conversion: 0.4 },
    { label: 'Completed', count: 1, conversion: 0.25 },
  ],
};

const market: TalentMarket = {
  query: 'title:("backend engineer")',
  filters: talentSearchFiltersSchema.parse({ locations: ['Berlin'] }),
  pool_size: 5000,
  market_size: 120,
  matching: 18,
  titles: [{ value: 'Backend Engineer', count: 80 }],
  companies: [{ value: 'Acme', count: 9 }],
  locations: [{ value: 'Berlin, Germany', count: 120 }],
  seniority: [{ value: 'senior', count: 50 }],
  years: [{ value: '6–10', count: 44 }],
  skills: [{ value: 'Go', count: 70 }],
  extra_skills: [{ value: 'Docker', count: 61 }],
  must_haves: [
    { value: 'Rust', count: 12 },
    { value: 'Go', count: 70 },
  ],
};

const renderPage = (agent: 'ria' | 'charlie') => {
  const api = stubApi({
    'GET /api/project/get/p-1': () =>
      jsonResponse(200, { success: true, data: projectFixture({ _id: 'p-1', agent }) }),
    'GET /api/project/p-1/insights/funnel': () =>
      jsonResponse(200, { success: true, data: funnel }),
    'GET /api/project/p-1/insights/market': () =>
      jsonResponse(200, { success: true, data: market }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path="/app/projects/:id/insights" element={<InsightsPage />} />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path: '/app/projects/p-1/insights' },
  );
  return api;
};

describe('InsightsPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the market figures, the scarcest must-have and each chart as a table', async () => {
    renderPage('ria');
    expect(await screen.findByText('With every must-have skill')).toBeInTheDocument();
    expect(screen.getByText('5,000')).toBeInTheDocument();
    expect(screen.getByText(/Scarcest must-have:/).textContent).toBe(
      'Scarcest must-have: Rust, held by 12 people (10% of the market).',
    );
    const skills = screen.getByRole('table', { name: 'Skills the job does not ask for' });
    expect(within(skills).getByRole('rowheader', { name: 'Docker' })).toBeInTheDocument();
    expect(within(skills).getByRole('cell', { name: '61' })).toBeInTheDocument();
    const seniority = screen.getByRole('table', { name: 'Seniority' });
    expect(within(seniority).getByRole('rowheader', { name: 'Senior' })).toBeInTheDocument();
  });

  it('shows the funnel with conversions', async () => {
    renderPage('ria');
    const steps = await screen.findByRole('heading', { name: 'Pipeline funnel' });
    const section = steps.closest('section') as HTMLElement;
    expect(within(section).getByText('4 people · 40% of the step before')).toBeInTheDocument();
    expect(within(section).getByText(/1 rejected/)).toBeInTheDocument();
  });

  it('a charlie project (no search area) shows only its funnel and never asks for the market', async () => {
    const api = renderPage('charlie');
    expect(await screen.findByRole('heading', { name: 'Pipeline funnel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Talent market for this job' })).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/insights/market'))).toBe(false);
  });
});
