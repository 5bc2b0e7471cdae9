import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryRow } from '@hirelane/domain/candidates/candidate-directory.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { DirectoryBulkActions } from './directory-bulk-actions';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const row = (id: string): DirectoryRow => ({
  id,
  name: id,
  email: null,
  title: null,
  company: null,
  source: 'csv',
  added_at: '2026-03-01T10:00:00.000Z',
  last_activity_at: '2026-03-01T10:00:00.000Z',
  projects: [],
  contact: { do_not_contact: false, unsubscribed: false, bounced: false },
});

const renderActions = (selected: DirectoryRow[], onDone = vi.fn(), canErase = false) => {
  const api = stubApi({
    'POST /api/candidates/bulk/erase': (request) =>
      jsonResponse(200, {
        success: true,
        data: {
          erased: (request.body as { candidate_ids: string[] }).candidate_ids.length - 1,
          skipped: 1,
          failed: 0,
        },
      }),
    'POST /api/candidates/bulk/do-not-contact': () =>
      jsonResponse(200, {
        success: true,
        data: { marked: 1, already: 0, denied: 1, skipped: 0, stopped_sequences: 1 },
      }),
    'POST /api/candidates/export': () =>
      new Response('\uFEFFName\r\nAda\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(
    <DirectoryBulkActions selected={selected} projects={[]} onDone={onDone} canErase={canErase} />,
  );
  return api;
};

describe('DirectoryBulkActions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is disabled without a selection', () => {
    renderActions([]);
    for (const name of ['Add to project', 'Mark do-not-contact', 'Export CSV'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('asks for a reason, then marks the selection and says what happened', async () => {
    const onDone = vi.fn();
    const api = renderActions([row('c-1'), row('c-2')], onDone);
    fireEvent.click(screen.getByRole('button', { name: 'Mark do-not-contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark do-not-contact' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark do-not-contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Say why these people must not be contacted.',
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Asked us to stop' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark do-not-contact' }));
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent(
      '1 person marked do-not-contact. 1 person not yours to change.',
    );
    const post = api.calls.find((call) => call.path === '/api/candidates/bulk/do-not-contact');
    expect(post?.body).toEqual({ candidate_ids: ['c-1', 'c-2'], reason: 'Asked us to stop' });
    expect(onDone).toHaveBeenCalled();
  });

  it('downloads the selection as candidates.csv', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: a URL class with stand-ins (unstubbed after each test).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = renderActions([row('c-1')]);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const post = api.calls.find((call) => call.path === '/api/candidates/export');
    expect(post?.body).toEqual({ candidate_ids: ['c-1'] });
    expect(createObjectURL).toHaveBeenCalled();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });

  it('offers Erase only to those who may erase', () => {
    renderActions([row('c-1')]);
    expect(screen.queryByRole('button', { name: 'Erase' })).toBeNull();
  });

  it('confirms with the count, erases in chunks of 20 and sums up', async () => {
    const onDone = vi.fn();
    const rows = Array.from({ length: 45 }, (_, i) => row(`c-${i}`));
    const api = renderActions(rows, onDone, true);
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase 45 people?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase 45 people for good' }));
    // Three chunks (20, 20, 5), each answering one skipped: 42 erased, 3 skipped.
    await waitFor(
      () =>
        expect(screen.getByTestId('bulk-result')).toHaveTextContent(
          '42 people erased. 3 people skipped (not found or already erased).',
        ),
      { timeout: 5000 },
    );
    const posts = api.calls.filter((call) => call.path === '/api/candidates/bulk/erase');
    expect(
      posts.map((call) => (call.body as { candidate_ids: string[] }).candidate_ids.length),
    ).toEqual([20, 20, 5]);
    expect(onDone).toHaveBeenCalled();
  });
});
