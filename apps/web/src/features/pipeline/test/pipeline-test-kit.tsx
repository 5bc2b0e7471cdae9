import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import { moveRefusal } from '@hirelane/domain/pipeline/moves';
import { STAGE_LABELS, type CandidateStage } from '@hirelane/domain/pipeline/stages';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { sessionFixture } from '../../../test/session-fixture';

export const PROJECT_ID = 'p1';

/** The URL and JSON body of a fetch call, for fakes and assertions. */
export const urlOf = (input: RequestInfo | URL): URL =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://app.test',
  );
export const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;

export const pipelineCandidate = (
  overrides: Partial<PipelineCandidate> & Pick<PipelineCandidate, '_id' | 'full_name'>,
): PipelineCandidate => ({
  email: null,
  designation: 'Engineer',
  current_company: 'Acme',
  current_city: 'Berlin',
  country: 'Germany',
  linkedin_url: null,
  source: 'csv',
  stage: 'shortlisted',
  sub_stage: null,
  custom_values: {},
  added_at: '2026-01-05T10:00:00.000Z',
  stage_changed_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/**
 * A fake pipeline API over an in-memory list: candidates (filtered by stage, paged by
 * offset/limit) and moves checked with the domain rule, like the server. Tests change `rows` to
 * play a teammate's concurrent move.
 */
export const fakePipelineApi = (candidates: PipelineCandidate[]) => {
  const rows = candidates.map((row) => ({ ...row }));
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    const body = bodyOf(init);
    calls.push({ method, url, body });
    if (url.pathname.endsWith('/pipeline/candidates')) {
      const stage = url.searchParams.get('stage') ?? 'all';
      const matching = rows.filter((row) => stage === 'all' || row.stage === stage);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      return jsonResponse(200, {
        success: true,
        data: { items: matching.slice(offset, offset + limit), total: matching.length },
      });
    }
    if (url.pathname.endsWith('/pipeline/move')) {
      const request = body as { candidate_ids: string[]; to_stage: CandidateStage };
      const results = request.candidate_ids.map((id) => {
        const row = rows.find((item) => item._id === id);
        const fromStage = row?.stage ?? null;
        const reason = row ? moveRefusal(row.stage, request.to_stage, STAGE_LABELS) : 'Not found.';
        if (row && reason === null) row.stage = request.to_stage;
        return {
          candidate_id: id,
          moved: reason === null,
          from_stage: fromStage,
          reason,
        };
      });
      const moved = results.filter((result) => result.moved).length;
      return jsonResponse(200, {
        success: true,
        data: { results, moved, refused: results.length - moved, stages: [] },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  return { fetchMock, calls, rows };
};

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** Renders `ui` as the page at `path` (matched by `route`) of a signed-in session. */
export const renderInProject = (
  ui: ReactNode,
  {
    path = `/app/projects/${PROJECT_ID}/pipeline`,
    route = '/app/projects/:id/pipeline',
  }: { path?: string; route?: string } = {},
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppSessionContext.Provider value={sessionFixture()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AppSessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
};
