import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import { renderWithApp } from '../../../test/render-with-app';
import { WorkspaceMenu } from './workspace-menu';

const WORKSPACES: WorkspaceListItem[] = [
  { _id: 'ws-1', name: 'Acme Recruiting', role: 'admin' },
  { _id: 'ws-2', name: 'Globex Talent', role: 'admin' },
];

const renderMenu = () =>
  renderWithApp(
    <WorkspaceMenu current={{ _id: 'ws-1', name: 'Acme Recruiting' }} workspaces={WORKSPACES} />,
  );

const trigger = () =>
  screen.getByRole('button', { name: 'Workspace: Acme Recruiting. Switch workspace' });

describe('WorkspaceMenu', () => {
  it('shows the current workspace on a menu button before its menu is loaded', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(within(trigger()).getByTestId('current-workspace')).toHaveTextContent('Acme Recruiting');
  });

  it('opens from the keyboard on its first item and gives the focus back on Escape', async () => {
    renderMenu();
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Acme Recruiting' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('opens on the first click, listing the workspaces with the current one checked', async () => {
    renderMenu();
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Acme Recruiting' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Globex Talent' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Create workspace' })).toHaveAttribute(
      'href',
      '/app/new-workspace',
    );
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });
});
