import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/json-response';
import { BREADCRUMB_ERROR_TOAST_MS, BreadcrumbDropdown } from './breadcrumb-dropdown';

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: toastError } }));

const fetchMock = vi.fn<typeof fetch>();

const renderDropdown = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BreadcrumbDropdown
          label="Projects"
          apiUrl="/api/project/list?sort_by=recent"
          hrefFor={(item) => `/app/projects/${item._id ?? ''}`}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('BreadcrumbDropdown', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toastError.mockReset();
  });

  it('loads the items from the link-supplied URL when opened and links each one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: [{ _id: 'p1', name: 'Staff Engineer' }] }),
    );
    renderDropdown();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Projects/ }));
    const link = await screen.findByRole('menuitem', { name: 'Staff Engineer' });
    expect(link).toHaveAttribute('href', '/app/projects/p1');
    expect(fetchMock.mock.calls[0]?.[0]).toEqual(
      expect.stringContaining('/api/project/list?sort_by=recent'),
    );
  });

  it('shows the server message for 6 s when loading fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { success: false, message: 'You are not a member of this workspace.' }),
    );
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: /Projects/ }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('You are not a member of this workspace.', {
        duration: BREADCRUMB_ERROR_TOAST_MS,
      }),
    );
  });
});
