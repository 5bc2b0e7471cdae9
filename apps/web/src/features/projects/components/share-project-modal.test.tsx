import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { SHARE_PROJECT_DENIED_MESSAGE } from '@hirelane/domain/projects/project-roles';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectMember, stubApi, workspaceMember } from '../test/project-fixtures';
import { ShareProjectModal } from './share-project-modal';

const owner = projectMember('member-1', 'Ada', 'Lovelace', 'owner', 'ada@example.test');
const editor = projectMember('member-2', 'Grace', 'Hopper', 'editor');
const team = [
  workspaceMember('member-1', 'Ada', 'Lovelace', 'ada@example.test'),
  workspaceMember('member-2', 'Grace', 'Hopper'),
  workspaceMember('member-3', 'Alan', 'Turing'),
  workspaceMember('member-4', 'Katherine', 'Johnson'),
  workspaceMember('member-5', 'Alice', 'Ball'),
];
const ALL = ['project:view', 'project:members:edit', 'project:settings:edit'];

const renderModal = (
  props: { permissions?: string[]; onOpenChange?: (open: boolean) => void } = {},
) =>
  renderWithApp(
    <>
      <ShareProjectModal
        open
        onOpenChange={props.onOpenChange ?? vi.fn()}
        workspaceId="ws-1"
        projectId="p-1"
        projectName="Backend hiring"
        members={[owner, editor]}
        permissions={props.permissions ?? ALL}
        activeMembers={team}
        session={sessionFixture()}
      />
      <Toaster />
    </>,
    { session: sessionFixture() },
  );

const dialog = () => screen.getByRole('dialog', { name: 'Share “Backend hiring”' });
const search = (text: string) =>
  userEvent.type(within(dialog()).getByLabelText('Add people'), text);

describe('ShareProjectModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows People with access and Done before anyone is picked; the owner has no role control', () => {
    renderModal();
    const access = within(dialog()).getByRole('region', { name: 'People with access' });
    expect(within(access).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(access).getByText('You')).toBeInTheDocument();
    expect(within(access).getByText('Owner')).toBeInTheDocument();
    expect(within(access).queryByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeNull();
    expect(within(access).queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
    expect(within(access).getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveValue(
      'editor',
    );
    expect(within(access).getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('searches active members by first or last name, leaving out project members and picked people', async () => {
    renderModal();
    await search('AL');
    let results = within(dialog()).getByRole('list', { name: 'Matching team members' });
    // Alan (first name) and Alice Ball (first name); Ada Lovelace is on the project already.
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Add Alan Turing', 'Add Alice Ball']);
    await userEvent.click(within(results).getByRole('button', { name: 'Add Alan Turing' }));

    // Picked: the to-be-invited list replaces People with access, with a Share button.
    const picked = within(dialog()).getByRole('region', { name: 'To be invited' });
    expect(within(picked).getByText('Alan Turing')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('region', { name: 'People with access' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Done' })).toBeNull();

    await search('al');
    results = within(dialog()).getByRole('list', { name: 'Matching team members' });
    expect(within(results).getAllByRole('button')).toHaveLength(1);
    expect(within(results).getByRole('button', { name: 'Add Alice Ball' })).toBeInTheDocument();

    await userEvent.clear(within(dialog()).getByLabelText('Add people'));
    await search('hopper');
    expect(within(dialog()).getByText(/No active team member matches/)).toBeInTheDocument();
  });

  it('disables Share without project:members:edit and explains why in a tooltip', async () => {
    // jsdom has no ResizeObserver; Radix's tooltip measures its arrow with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    renderModal({ permissions: ['project:view'] });
    expect(within(dialog()).queryByRole('button', { name: 'Remove Grace Hopper' })).toBeNull();
    expect(within(dialog()).queryByRole('combobox', { name: 'Role of Grace Hopper' })).toBeNull();
    await search('kath');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Katherine Johnson' }));
    const share = within(dialog()).getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await userEvent.hover(share.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SHARE_PROJECT_DENIED_MESSAGE);
    expect(share).toBeDisabled();
  });

  it('shares the picked people with their roles, shows the server message and closes', async () => {
    let release: (response: Response) => void = () => undefined;
    const api = stubApi({
      'POST /api/project/p-1/members/add': () =>
        new Promise<Response>((resolve) => (release = resolve)),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const onOpenChange = vi.fn();
    renderModal({ onOpenChange });
    await search('kath');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Katherine Johnson' }));
    await userEvent.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Role for Katherine Johnson' }),
      'editor',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Share' }));

    // While sending, Share is disabled.
    expect(within(dialog()).getByRole('button', { name: 'Share' })).toBeDisabled();
    release(
      jsonResponse(200, { success: true, message: 'Katherine Johnson can now open the project.' }),
    );

    expect(
      await screen.findByText('Katherine Johnson can now open the project.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls.find((call) => call.path.endsWith('/members/add'))?.body).toEqual({
      members: [{ _id: 'member-4', role: 'editor' }],
    });
  });

  it('shows the server message as an error when sharing fails, and stays open', async () => {
    const api = stubApi({
      'POST /api/project/p-1/members/add': () =>
        jsonResponse(403, { success: false, message: SHARE_PROJECT_DENIED_MESSAGE }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const onOpenChange = vi.fn();
    renderModal({ onOpenChange });
    await search('alice');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Alice Ball' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(SHARE_PROJECT_DENIED_MESSAGE)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(within(dialog()).getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it("removes a member with a 'Removing candidate...' notice replaced by the server message", async () => {
    let release: (response: Response) => void = () => undefined;
    const api = stubApi({
      'POST /api/project/p-1/members/remove': () =>
        new Promise<Response>((resolve) => (release = resolve)),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderModal();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove Grace Hopper' }));
    expect(await screen.findByText('Removing candidate...')).toBeInTheDocument();
    release(jsonResponse(200, { success: true, message: 'Grace Hopper no longer has access.' }));
    expect(await screen.findByText('Grace Hopper no longer has access.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Removing candidate...')).toBeNull());
    expect(api.calls.find((call) => call.path.endsWith('/members/remove'))?.body).toEqual({
      member_id: 'member-2',
    });
  });

  it('shows the failure message of a removal with the success type (SPEC 8)', async () => {
    const api = stubApi({
      'POST /api/project/p-1/members/remove': () =>
        jsonResponse(422, { success: false, message: 'The project owner cannot be removed.' }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderModal();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove Grace Hopper' }));
    const message = await screen.findByText('The project owner cannot be removed.');
    expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
  });
});
