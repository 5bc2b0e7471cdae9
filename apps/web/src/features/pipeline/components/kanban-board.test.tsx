import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAGES_BY_AGENT } from '@hirelane/domain/pipeline/stages';
import { DEFAULT_FILTERS } from '../filter-query';
import {
  PROJECT_ID,
  fakePipelineApi,
  pipelineCandidate,
  renderInProject,
} from '../test/pipeline-test-kit';
import { KanbanBoard } from './kanban-board';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const CANDIDATES = [
  pipelineCandidate({ _id: 'c-ada', full_name: 'Ada Lovelace', stage: 'shortlisted' }),
  pipelineCandidate({ _id: 'c-bob', full_name: 'Bob Byron', stage: 'completed' }),
];

const COLUMN_WIDTH = 300;
const ORDER = ['shortlisted', 'in_campaign', 'completed', 'rejected'];

/** Lays the columns out side by side (jsdom has no layout), each card inside its column. */
const fakeLayout = () =>
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-testid^="kanban-column-"]');
    // The drag overlay floats outside the columns, starting over its card.
    const stage =
      column?.getAttribute('data-testid')?.replace('kanban-column-', '') ??
      this.closest('[data-overlay-stage]')?.getAttribute('data-overlay-stage') ??
      '';
    const index = ORDER.indexOf(stage);
    if (index === -1) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    const isColumn = this === column;
    return DOMRect.fromRect(
      isColumn
        ? { x: index * COLUMN_WIDTH, y: 100, width: 280, height: 600 }
        : { x: index * COLUMN_WIDTH + 10, y: 160, width: 260, height: 60 },
    );
  });

const renderBoard = (api: ReturnType<typeof fakePipelineApi>) => {
  vi.stubGlobal('fetch', api.fetchMock);
  return renderInProject(
    <KanbanBoard
      projectId={PROJECT_ID}
      agentStages={STAGES_BY_AGENT.ria}
      filters={DEFAULT_FILTERS}
    />,
  );
};

const column = (stage: string) => screen.getByTestId(`kanban-column-${stage}`);
const press = (element: Element, code: string) =>
  fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });

describe('KanbanBoard', () => {
  beforeEach(() => {
    fakeLayout();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows one column per ria stage with its cards and counts', async () => {
    renderBoard(fakePipelineApi(CANDIDATES));
    expect(await within(column('shortlisted')).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(await within(column('completed')).findByText('Bob Byron')).toBeInTheDocument();
    expect(screen.queryByTestId('kanban-column-all')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('kanban-count-shortlisted')).toHaveTextContent('1'),
    );
    expect(within(column('rejected')).getByText('No candidates in Rejected.')).toBeInTheDocument();
  });

  it('while a shortlisted card is dragged only in campaign, completed and rejected accept it', async () => {
    renderBoard(fakePipelineApi(CANDIDATES));
    const handle = await screen.findByRole('button', { name: 'Move Ada Lovelace' });
    handle.focus();
    press(handle, 'Space');
    await waitFor(() => expect(column('in_campaign')).toHaveAttribute('data-accepts-drop', 'true'));
    expect(column('completed')).toHaveAttribute('data-accepts-drop', 'true');
    expect(column('rejected')).toHaveAttribute('data-accepts-drop', 'true');
    expect(column('shortlisted')).toHaveAttribute('data-accepts-drop', 'false');
    press(handle, 'Escape');
    await waitFor(() => expect(column('in_campaign')).not.toHaveAttribute('data-accepts-drop'));
  });

  it('a completed card can only go to rejected', async () => {
    renderBoard(fakePipelineApi(CANDIDATES));
    const handle = await screen.findByRole('button', { name: 'Move Bob Byron' });
    handle.focus();
    press(handle, 'Space');
    await waitFor(() => expect(column('rejected')).toHaveAttribute('data-accepts-drop', 'true'));
    for (const stage of ['shortlisted', 'in_campaign', 'completed'])
      expect(column(stage)).toHaveAttribute('data-accepts-drop', 'false');
    expect(within(column('shortlisted')).getByText('Not an allowed move')).toBeInTheDocument();
    press(handle, 'Escape');
  });

  it('drops with the keyboard on the next allowed column and sends the move', async () => {
    const api = fakePipelineApi(CANDIDATES);
    renderBoard(api);
    const handle = await screen.findByRole('button', { name: 'Move Ada Lovelace' });
    handle.focus();
    press(handle, 'Space');
    await waitFor(() => expect(column('in_campaign')).toHaveAttribute('data-accepts-drop', 'true'));
    press(document.activeElement ?? handle, 'ArrowRight');
    press(document.activeElement ?? handle, 'Space');
    await waitFor(() => {
      const move = api.calls.find((call) => call.url.pathname.endsWith('/pipeline/move'));
      expect(move?.body).toEqual({ candidate_ids: ['c-ada'], to_stage: 'in_campaign' });
    });
    expect(await within(column('in_campaign')).findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('sends nothing when a card is dropped where it is not allowed', async () => {
    const api = fakePipelineApi(CANDIDATES);
    renderBoard(api);
    const handle = await screen.findByRole('button', { name: 'Move Bob Byron' });
    handle.focus();
    press(handle, 'Space');
    await waitFor(() => expect(column('rejected')).toHaveAttribute('data-accepts-drop', 'true'));
    press(document.activeElement ?? handle, 'ArrowLeft');
    press(document.activeElement ?? handle, 'Space');
    await waitFor(() => expect(column('rejected')).not.toHaveAttribute('data-accepts-drop'));
    expect(api.calls.some((call) => call.url.pathname.endsWith('/pipeline/move'))).toBe(false);
  });
});
