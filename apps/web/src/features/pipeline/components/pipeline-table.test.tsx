import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAGES_BY_AGENT } from '@hirelane/domain/pipeline/stages';
import { DEFAULT_FILTERS, type PipelineFilters } from '../filter-query';
import {
  PROJECT_ID,
  fakePipelineApi,
  pipelineCandidate,
  renderInProject,
  urlOf,
} from '../test/pipeline-test-kit';
import { jsonResponse } from '../../../test/json-response';
import { PipelineTable } from './pipeline-table';
import { ROW_HEIGHT_PX } from './table-parts';

const { toastWarning, toastSuccess } = vi.hoisted(() => ({
  toastWarning: vi.fn(),
  toastSuccess: vi.fn(),
}));
vi.mock('sonner', () => ({
  toast: { success: toastSuccess, warning: toastWarning, error: vi.fn() },
}));

const CANDIDATES = [
  pipelineCandidate({ _id: 'c-ada', full_name: 'Ada Lovelace', stage: 'shortlisted' }),
  pipelineCandidate({ _id: 'c-bob', full_name: 'Bob Byron', stage: 'shortlisted' }),
  pipelineCandidate({ _id: 'c-cy', full_name: 'Cy Young', stage: 'completed' }),
];

const renderTable = (
  api: ReturnType<typeof fakePipelineApi>,
  filters: PipelineFilters = DEFAULT_FILTERS,
  onSort = vi.fn(),
  agent: 'ria' | 'charlie' = 'ria',
) => {
  vi.stubGlobal('fetch', api.fetchMock);
  return renderInProject(
    <PipelineTable
      projectId={PROJECT_ID}
      filters={filters}
      agentStages={STAGES_BY_AGENT[agent]}
      onSort={onSort}
      empty={<p>Nobody here</p>}
    />,
  );
};

const moveMenuItems = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Move \d+ selected to$/ }));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent);
};

import { InviteToInterviewLink } from './invite-to-interview-link';

describe('PipelineTable', () => {
  beforeEach(() => {
    // jsdom has no layout: give the scroll container a height so rows are virtualized in.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toastWarning.mockReset();
    toastSuccess.mockReset();
  });

  it('renders the first page of rows and asks the server for 200 rows at a time', async () => {
    const api = fakePipelineApi(CANDIDATES);
    renderTable(api);
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/app/projects/${PROJECT_ID}/candidate/c-ada`,
    );
    expect(screen.getByRole('table', { name: 'Candidates' })).toHaveAttribute('aria-rowcount', '4');
    const list = api.calls.find((call) => call.url.pathname.endsWith('/pipeline/candidates'));
    expect(list?.url.searchParams.get('offset')).toBe('0');
    expect(list?.url.searchParams.get('limit')).toBe('200');
    expect(screen.getByTestId('selection-count')).toHaveTextContent('3 candidates · 3 of 3 loaded');
  });

  it('offers only the moves every selected candidate allows', async () => {
    const user = userEvent.setup();
    renderTable(fakePipelineApi(CANDIDATES));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bob Byron' }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 selected');
    expect(await moveMenuItems(user)).toEqual(['In campaign', 'Completed', 'Rejected']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Cy Young' }));
    expect(await moveMenuItems(user)).toEqual(['Rejected']);
  });

  it('opens the invitations page with the selection of a charlie pipeline', async () => {
    const user = userEvent.setup();
    const api = fakePipelineApi(CANDIDATES);
    vi.stubGlobal('fetch', api.fetchMock);
    renderInProject(
      <PipelineTable
        projectId={PROJECT_ID}
        filters={DEFAULT_FILTERS}
        agentStages={STAGES_BY_AGENT.charlie}
        onSort={vi.fn()}
        empty={<p>Nobody here</p>}
        selectionActions={(ids) => (
          <InviteToInterviewLink projectPath={`/app/projects/${PROJECT_ID}`} candidateIds={ids} />
        )}
      />,
    );
    const base = `/app/projects/${PROJECT_ID}/pipeline/send-interview-invitations`;
    expect(await screen.findByRole('link', { name: 'Send interview invitations' })).toHaveAttribute(
      'href',
      base,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cy Young' }));
    expect(screen.getByRole('link', { name: 'Invite 2 to interview' })).toHaveAttribute(
      'href',
      `${base}?candidate_ids=c-ada,c-cy`,
    );
  });

  it('selects all loaded rows, moves them and says what was refused', async () => {
    const user = userEvent.setup();
    const api = fakePipelineApi(CANDIDATES);
    renderTable(api);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    // Meanwhile a teammate moves Cy to Rejected: the server refuses that one.
    const cy = api.rows.find((row) => row._id === 'c-cy');
    if (cy) cy.stage = 'rejected';
    const all = screen.getByRole('checkbox', { name: 'Select all 3 loaded rows' });
    await user.click(all);
    expect(screen.getByTestId('selection-count')).toHaveTextContent('3 selected');
    await user.click(screen.getByRole('button', { name: 'Move 3 selected to' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Moved 2, 1 refused: Already in Rejected.',
      ),
    );
    expect(toastWarning).toHaveBeenCalledWith('Moved 2, 1 refused: Already in Rejected.', {
      duration: 6000,
    });
    const move = api.calls.find((call) => call.url.pathname.endsWith('/pipeline/move'));
    expect(move?.body).toEqual({ candidate_ids: ['c-ada', 'c-bob', 'c-cy'], to_stage: 'rejected' });
    // The selection is cleared and the rows are fetched again with their new stage.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeChecked(),
    );
    const row = screen.getByRole('link', { name: 'Ada Lovelace' }).closest('[role="row"]');
    await waitFor(() =>
      expect(within(row as HTMLElement).getByText('Rejected')).toBeInTheDocument(),
    );
  });

  it('sorts from the column headers and marks the sorted column', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderTable(
      fakePipelineApi(CANDIDATES),
      { ...DEFAULT_FILTERS, sort: 'full_name', order: 'asc' },
      onSort,
    );
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await user.click(screen.getByRole('button', { name: /Company/ }));
    expect(onSort).toHaveBeenCalledWith('current_company');
  });

  it('shows a charlie project the interview verdict as a coloured badge, sortable by score', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderTable(
      fakePipelineApi([
        pipelineCandidate({
          _id: 'c-ada',
          full_name: 'Ada Lovelace',
          stage: 'interview_completed',
          sub_stage: 'strong_hire',
          interview: { status: 'scored', verdict: 'strong_hire', score: 91 },
        }),
        pipelineCandidate({
          _id: 'c-bob',
          full_name: 'Bob Byron',
          stage: 'interview_completed',
          interview: { status: 'scoring_unavailable', verdict: null, score: null },
        }),
        pipelineCandidate({ _id: 'c-cy', full_name: 'Cy Young', stage: 'invited' }),
      ]),
      DEFAULT_FILTERS,
      onSort,
      'charlie',
    );
    const ada = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    const badge = within(ada).getByText('Strong hire', { selector: 'span > span, span' });
    expect(badge.closest('span.rounded-full')).toHaveClass('bg-green-50');
    expect(within(ada).getByText('· 91')).toBeInTheDocument();
    const bob = screen.getByRole('link', { name: 'Bob Byron' }).closest('[role="row"]');
    expect(within(bob as HTMLElement).getByText('Scoring unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Interview/ }));
    expect(onSort).toHaveBeenCalledWith('interview_score');
  });

  it('shows no interview column in a ria project', async () => {
    renderTable(fakePipelineApi(CANDIDATES));
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('columnheader', { name: /Interview/ })).not.toBeInTheDocument();
  });

  it('opens the candidate page when a row is clicked', async () => {
    const user = userEvent.setup();
    renderTable(fakePipelineApi(CANDIDATES));
    const link = await screen.findByRole('link', { name: 'Bob Byron' });
    const row = link.closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByText('Berlin, Germany'));
    expect(
      await screen.findByText(`Now at /app/projects/${PROJECT_ID}/candidate/c-bob`),
    ).toBeInTheDocument();
  });

  it('with 100,000 candidates fetches only the 200-row pages that scroll into view', async () => {
    const TOTAL = 100_000;
    const requested: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = urlOf(input);
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        requested.push(offset);
        const items = Array.from({ length: Math.min(limit, TOTAL - offset) }, (_, index) =>
          pipelineCandidate({ _id: `c-${offset + index}`, full_name: `Person ${offset + index}` }),
        );
        return jsonResponse(200, { success: true, data: { items, total: TOTAL } });
      }),
    );
    renderInProject(
      <PipelineTable
        projectId={PROJECT_ID}
        filters={DEFAULT_FILTERS}
        agentStages={STAGES_BY_AGENT.ria}
        onSort={vi.fn()}
        empty={null}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Person 0' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    expect(requested).toEqual([0]);

    const box = screen.getByRole('region', { name: 'Candidates, scrollable' });
    box.scrollTop = 50_100 * ROW_HEIGHT_PX;
    fireEvent.scroll(box);
    expect(await screen.findByRole('link', { name: 'Person 50100' })).toBeInTheDocument();
    // Rows 50088–50123 (with overscan) all sit in page 250: one more request.
    expect(requested).toEqual([0, 50_000]);
    // Rows far away are not in the document: only the visible window is rendered.
    expect(screen.queryByRole('link', { name: 'Person 0' })).toBeNull();
    expect(screen.getAllByRole('row').length).toBeLessThan(60);
  });

  it('shows the empty state when nothing matches', async () => {
    renderTable(fakePipelineApi([]));
    expect(await screen.findByText('Nobody here')).toBeInTheDocument();
  });
});
