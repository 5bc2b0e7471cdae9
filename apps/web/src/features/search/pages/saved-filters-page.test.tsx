import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { stubApi } from '../../projects/test/project-fixtures';
import { SavedFiltersPage } from './saved-filters-page';

const saved = (overrides: Partial<SavedSearch>): SavedSearch => ({
  _id: 's-1',
  name: 'Engaged Bobs',
  kind: 'pipeline',
  query: { q: 'bob' },
  created_at: '2026-02-01T10:00:00.000Z',
  can_delete: true,
  ...overrides,
});

const renderPage = (items: SavedSearch[]) => {
  const api = stubApi({
    'GET /api/project/p-1/search/list': () => jsonResponse(200, { success: true, data: items }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path="/app/projects/:id/saved-filters" element={<SavedFiltersPage />} />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path: '/app/projects/p-1/saved-filters' },
  );
};

describe('SavedFiltersPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers Delete only on entries the viewer may delete, and says who may for the others', async () => {
    renderPage([
      saved({}),
      saved({ _id: 's-2', name: 'Owner search', kind: 'search', can_delete: false }),
    ]);
    expect(await screen.findByRole('button', { name: 'Delete Engaged Bobs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Owner search' })).toBeNull();
    const row = screen.getByText('Owner search').closest('li') as HTMLElement;
    expect(
      within(row).getByText('Only the creator or an admin can change this.'),
    ).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open Owner search' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Engaged Bobs' }));
    expect(await screen.findByRole('dialog', { name: 'Delete saved filter?' })).toBeInTheDocument();
  });
});
