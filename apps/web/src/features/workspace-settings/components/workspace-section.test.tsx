import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  DELETE_NOT_ALLOWED,
  LAST_OWNER_LEAVE_MESSAGE,
  RENAME_NOT_ALLOWED,
} from '@hirelane/domain/workspace-settings/workspace-rules';
import { LOGO_WRONG_TYPE } from '@hirelane/domain/workspace-settings/workspace-logo';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { FakeXhr } from '../../imports/test/fake-xhr';
import { stubApi } from '../../projects/test/project-fixtures';
import { detailsFixture } from '../test/settings-details-fixture';
import { WorkspaceSection } from './workspace-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  FakeXhr.reset();
});

const WORKSPACES = [
  { _id: 'ws-1', name: 'Acme Recruiting', role: 'owner' as const },
  { _id: 'ws-2', name: 'Beta Search', role: 'member' as const },
];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const renderSection = (details: WorkspaceDetails) => {
  let current = details;
  const api = stubApi({
    'GET /api/workspace/details': () => jsonResponse(200, { success: true, data: current }),
    'POST /api/workspace/rename': ({ body }) => {
      current = { ...current, name: (body as { name: string }).name };
      return jsonResponse(200, { success: true, data: current });
    },
    'POST /api/workspace/leave': () =>
      jsonResponse(200, {
        success: true,
        data: { current_workspace: { _id: 'ws-2', name: 'Beta Search' } },
      }),
    'POST /api/workspace/create': ({ body }) =>
      jsonResponse(200, {
        success: true,
        data: { _id: 'ws-3', name: (body as { name: string }).name, role: 'owner' },
      }),
    'POST /api/workspace/logo/remove': () => {
      current = { ...current, logo_url: null };
      return jsonResponse(200, { success: true, data: current });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const onExit = vi.fn();
  const onCreated = vi.fn();
  renderWithApp(
    <WorkspaceSection
      workspaceId="ws-1"
      workspaces={WORKSPACES}
      onExit={onExit}
      onCreated={onCreated}
    />,
    { path: '/app/settings' },
  );
  return { ...api, onExit, onCreated };
};

const section = () => screen.getByRole('region', { name: 'Workspace' });

describe('WorkspaceSection', () => {
  it('lets an owner rename, and keeps the switcher and the create form', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(detailsFixture());
    const name = await screen.findByLabelText('Name of this workspace');
    expect(name).toHaveValue('Acme Recruiting');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Acme Talent');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Workspace renamed.'));
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/workspace/rename', body: { name: 'Acme Talent' } }),
    );
    expect(within(section()).getByLabelText('Switch workspace')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Create workspace' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Logo of Acme Talent' })).toBeInTheDocument();
  });

  it('switches to the workspace it creates instead of staying on the form', async () => {
    const user = userEvent.setup();
    const { calls, onCreated } = renderSection(detailsFixture());
    await user.type(await screen.findByLabelText('Workspace name'), 'Gamma Talent');
    await user.click(within(section()).getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/workspace/create', body: { name: 'Gamma Talent' } }),
    );
  });

  it('shows a member why name, logo and delete are off limits', async () => {
    renderSection(detailsFixture({ role: 'member' }));
    const name = await screen.findByLabelText('Name of this workspace');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription(RENAME_NOT_ALLOWED);
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    expect(screen.getByLabelText('Upload logo')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeDisabled();
    expect(screen.getByText(DELETE_NOT_ALLOWED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeEnabled();
  });

  it('keeps the last active owner from leaving, with the reason', async () => {
    renderSection(detailsFixture({ active_owner_count: 1 }));
    const leave = await screen.findByRole('button', { name: 'Leave workspace' });
    expect(leave).toBeDisabled();
    expect(screen.getByText(LAST_OWNER_LEAVE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeEnabled();
  });

  it('leaves after confirming and starts over in the next workspace', async () => {
    const user = userEvent.setup();
    const { calls, onExit } = renderSection(detailsFixture({ role: 'admin' }));
    await user.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Acme Recruiting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    await waitFor(() =>
      expect(onExit).toHaveBeenCalledWith({
        current_workspace: { _id: 'ws-2', name: 'Beta Search' },
      }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/workspace/leave' }),
    );
    expect(toast.success).toHaveBeenCalledWith(
      'You left Acme Recruiting. You are now in Beta Search.',
    );
  });

  it('opens the delete dialog for the owner', async () => {
    const user = userEvent.setup();
    renderSection(detailsFixture());
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme Recruiting?' });
    expect(within(dialog).getByRole('button', { name: 'Delete workspace' })).toBeDisabled();
  });

  it('checks a logo by its bytes before sending, then uploads it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSection(detailsFixture());
    const input = await screen.findByLabelText('Upload logo');
    await user.upload(input, new File(['<svg></svg>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_WRONG_TYPE);
    expect(FakeXhr.instances).toHaveLength(0);

    await user.upload(input, new File([PNG], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/workspace/logo/upload');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.respond(200, {
      success: true,
      data: detailsFixture({ logo_url: '/api/workspace/logo/f-1?workspace=ws-1' }),
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logo saved.'));
    expect(screen.getByRole('img', { name: 'Logo of Acme Recruiting' })).toHaveAttribute(
      'src',
      '/api/workspace/logo/f-1?workspace=ws-1',
    );
    expect(screen.getByLabelText('Replace logo')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logo removed.'));
    expect(screen.getByRole('img', { name: 'Logo of Acme Recruiting' })).not.toHaveAttribute('src');
  });
});
