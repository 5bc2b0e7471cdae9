import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { jsonResponse } from '../../../../test/json-response';
import { renderWithApp } from '../../../../test/render-with-app';
import { stubApi } from '../../test/project-fixtures';
import { SETTINGS_DENIED_REASON } from './permission-note';
import { CareerPageSection } from './career-page-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderSection = (canEdit: boolean, pageOn = true) => {
  let published = false;
  const answer = () => ({
    published,
    page_path: published && pageOn ? '/careers/acme/p-1' : null,
  });
  const api = stubApi({
    'GET /api/project/p-1/career-page': () => jsonResponse(200, { success: true, data: answer() }),
    'PUT /api/project/p-1/career-page': ({ body }) => {
      published = (body as { published: boolean }).published;
      return jsonResponse(200, {
        success: true,
        message: 'The project is published on the career page.',
        data: answer(),
      });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<CareerPageSection workspaceId="ws-1" projectId="p-1" canEdit={canEdit} />, {
    path: '/app/projects/p-1/settings',
  });
  return api;
};

describe('project CareerPageSection', () => {
  it('publishes the project and links to its job page', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(true);
    const toggle = await screen.findByRole('switch', { name: 'Publish on the career page' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ body: { published: true } }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('The project is published on the career page.');
    expect(screen.getByRole('link', { name: 'Open the job page' })).toHaveAttribute(
      'href',
      '/careers/acme/p-1',
    );
  });

  it('says when the workspace page is off', async () => {
    const user = userEvent.setup();
    renderSection(true, false);
    await user.click(await screen.findByRole('switch', { name: 'Publish on the career page' }));
    expect(await screen.findByText(/career page is off/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the job page' })).toBeNull();
  });

  it('is read-only without the settings permission', async () => {
    renderSection(false);
    expect(
      await screen.findByRole('switch', { name: 'Publish on the career page' }),
    ).toBeDisabled();
    expect(screen.getByText(SETTINGS_DENIED_REASON)).toBeInTheDocument();
  });
});
