import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELETE_NAME_MISMATCH } from '@hirelane/domain/workspace-settings/workspace-rules';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDialog = (
  answer = jsonResponse(200, { success: true, data: { current_workspace: null } }),
) => {
  const api = stubApi({ 'POST /api/workspace/delete': () => answer });
  vi.stubGlobal('fetch', api.fetchStub);
  const onDeleted = vi.fn();
  renderWithApp(
    <DeleteWorkspaceDialog
      open
      onOpenChange={() => undefined}
      workspaceName="Acme Recruiting"
      onDeleted={onDeleted}
    />,
  );
  return { ...api, onDeleted };
};

const field = () => screen.getByLabelText('Type “Acme Recruiting” to confirm');
const deleteButton = () => screen.getByRole('button', { name: 'Delete workspace' });

describe('DeleteWorkspaceDialog', () => {
  it('enables Delete only when the name is typed exactly', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete Acme Recruiting?' })).toBeInTheDocument();
    expect(deleteButton()).toBeDisabled();
    for (const typed of ['Acme', 'acme recruiting', 'Acme  Recruiting', 'Acme Recruiting!']) {
      await user.clear(field());
      await user.type(field(), typed);
      expect(deleteButton(), typed).toBeDisabled();
    }
    await user.clear(field());
    await user.type(field(), 'Acme Recruiting');
    expect(deleteButton()).toBeEnabled();
  });

  it('sends the typed name and reports where the user is now', async () => {
    const user = userEvent.setup();
    const { calls, onDeleted } = renderDialog(
      jsonResponse(200, {
        success: true,
        data: { current_workspace: { _id: 'ws-2', name: 'Beta' } },
      }),
    );
    await user.type(field(), 'Acme Recruiting');
    await user.click(deleteButton());
    await waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith({ current_workspace: { _id: 'ws-2', name: 'Beta' } }),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/workspace/delete',
        body: { confirm_name: 'Acme Recruiting' },
      }),
    ]);
  });

  it("shows the server's refusal on the field and deletes nothing", async () => {
    const user = userEvent.setup();
    const { onDeleted } = renderDialog(
      jsonResponse(422, {
        success: false,
        message: DELETE_NAME_MISMATCH,
        errors: [{ path: 'confirm_name', message: DELETE_NAME_MISMATCH }],
      }),
    );
    await user.type(field(), 'Acme Recruiting');
    await user.click(deleteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_NAME_MISMATCH);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(deleteButton()).toBeEnabled();
  });
});
