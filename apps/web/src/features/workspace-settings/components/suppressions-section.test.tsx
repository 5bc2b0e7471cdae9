import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Suppression } from '@hirelane/domain/candidates/erasure.schema';
import { SUPPRESSIONS_NOT_ALLOWED } from '@hirelane/domain/workspace-settings/workspace-rules';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { detailsFixture } from '../test/settings-details-fixture';
import { SuppressionsSection } from './suppressions-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ENTRY: Suppression = {
  _id: 's-1',
  erased_at: '2026-03-05T10:00:00.000Z',
  erased_by: { first_name: 'Robin', last_name: 'Admin' },
  kinds: ['email', 'linkedin', 'phone'],
  lifted_at: null,
  lifted_by: null,
};

const renderSection = (details: WorkspaceDetails) => {
  let entry = ENTRY;
  const api = stubApi({
    'GET /api/workspace/details': () => jsonResponse(200, { success: true, data: details }),
    'GET /api/workspace/suppressions/list': () =>
      jsonResponse(200, { success: true, data: { suppressions: [entry] } }),
    'POST /api/workspace/suppressions/check': ({ body }) => {
      const email = (body as { email: string }).email;
      if (!email.includes('@'))
        return jsonResponse(422, {
          success: false,
          message: 'Validation failed.',
          errors: [{ path: 'email', message: 'Enter a valid e-mail address.' }],
        });
      return jsonResponse(200, {
        success: true,
        data: { suppression: email === 'ada@example.com' ? entry : null },
      });
    },
    'POST /api/workspace/suppressions/s-1/lift': () => {
      entry = {
        ...entry,
        lifted_at: '2026-03-06T10:00:00.000Z',
        lifted_by: { first_name: 'Robin', last_name: 'Admin' },
      };
      return jsonResponse(200, { success: true, data: { suppression: entry } });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<SuppressionsSection workspaceId="ws-1" />, { path: '/app/settings' });
  return api;
};

describe('SuppressionsSection', () => {
  it('lists erasures without personal data and lifts one after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(detailsFixture({ role: 'admin' }));
    const list = await screen.findByRole('list', { name: 'Erased people' });
    expect(list).toHaveTextContent('Erased on Mar 5, 2026 by Robin Admin');
    expect(list).toHaveTextContent('Hashed: e-mail, LinkedIn, phone');

    await user.click(within(list).getByRole('button', { name: 'Lift suppression' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift this suppression?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lift suppression' }));
    await waitFor(() => expect(list).toHaveTextContent('Lifted on Mar 6, 2026 by Robin Admin'));
    expect(calls.some((call) => call.path === '/api/workspace/suppressions/s-1/lift')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith(
      'Suppression lifted: this person can be added again.',
    );
  });

  it('finds the entry of a typed e-mail, or says it is not on the list', async () => {
    const user = userEvent.setup();
    renderSection(detailsFixture({ role: 'owner' }));
    const field = await screen.findByLabelText('Find an erased person by e-mail');
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Erased on Mar 5, 2026');

    await user.clear(field);
    await user.type(field, 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'bob@example.com is not on the suppression list.',
      ),
    );

    await user.clear(field);
    await user.type(field, 'bob');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
  });

  it('tells a member why the list is closed, and never asks for it', async () => {
    const { calls } = renderSection(detailsFixture({ role: 'member' }));
    expect(await screen.findByText(SUPPRESSIONS_NOT_ALLOWED)).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/workspace/suppressions'))).toBe(false);
  });
});
