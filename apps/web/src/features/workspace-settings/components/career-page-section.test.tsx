import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  BRAND_COLOR_MESSAGE,
  CAREER_SLUG_MESSAGE,
  CAREER_SLUG_TAKEN,
} from '@hirelane/domain/careers/career-page.schema';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { detailsFixture } from '../test/settings-details-fixture';
import { CareerPageSection } from './career-page-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderSection = (details: WorkspaceDetails, taken = false) => {
  let saved = { slug: null as string | null, enabled: false, brand_color: null as string | null };
  const api = stubApi({
    'GET /api/workspace/details': () => jsonResponse(200, { success: true, data: details }),
    'GET /api/workspace/career-page': () =>
      jsonResponse(200, { success: true, data: { ...saved, page_path: null } }),
    'PUT /api/workspace/career-page': ({ body }) => {
      if (taken) return jsonResponse(409, { success: false, message: CAREER_SLUG_TAKEN });
      saved = body as typeof saved;
      return jsonResponse(200, {
        success: true,
        message: 'Career page saved.',
        data: { ...saved, page_path: saved.enabled ? `/careers/${saved.slug}` : null },
      });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<CareerPageSection workspaceId="ws-1" />, { path: '/app/settings' });
  return api;
};

describe('CareerPageSection', () => {
  it('saves the address and switches the page on, then links to it', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(detailsFixture({ role: 'admin' }));
    const address = await screen.findByLabelText('Page address');
    await user.type(address, 'Acme-Jobs');
    expect(address).toHaveValue('acme-jobs');
    expect(screen.getByText(/\/careers\/acme-jobs$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Brand colour (optional)'), '#1E3A8A');
    await user.click(screen.getByRole('switch', { name: 'Career page on' }));
    await user.click(screen.getByRole('button', { name: 'Save career page' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Career page saved.'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        body: { slug: 'acme-jobs', enabled: true, brand_color: '#1e3a8a' },
      }),
    ]);
    expect(await screen.findByRole('link', { name: 'Open the career page' })).toHaveAttribute(
      'href',
      '/careers/acme-jobs',
    );
  });

  it('checks the address before saving and shows the server refusal on the field', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(detailsFixture({ role: 'owner' }), true);
    const address = await screen.findByLabelText('Page address');
    await user.type(address, 'acme_jobs');
    await user.type(screen.getByLabelText('Brand colour (optional)'), 'orange');
    await user.click(screen.getByRole('button', { name: 'Save career page' }));
    expect(await screen.findByText(CAREER_SLUG_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(BRAND_COLOR_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(address);
    await user.type(address, 'taken-name');
    await user.clear(screen.getByLabelText('Brand colour (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save career page' }));
    expect(await screen.findByText(CAREER_SLUG_TAKEN)).toBeInTheDocument();
  });

  it('shows members the settings read-only, with the reason', async () => {
    renderSection(detailsFixture({ role: 'member' }));
    expect(await screen.findByLabelText('Page address')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Career page on' })).toBeDisabled();
    expect(
      screen.getByText('Only owners and admins can change the career page.'),
    ).toBeInTheDocument();
  });
});
