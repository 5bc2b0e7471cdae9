import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrentWorkspaceId } from '../../../lib/current-workspace';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture } from '../../projects/test/project-fixtures';
import { PartnersSection } from './partners-section';

const fetchMock = vi.fn<typeof fetch>();
const PROJECT = '11111111-1111-4111-8111-111111111111';
const PARTNER = '22222222-2222-4222-8222-222222222222';

const PROJECTS = {
  success: true,
  data: [
    {
      _id: PROJECT,
      name: 'Agency opening',
      agent: 'ria',
      meta: projectFixture().meta,
      total_saved_candidates: 0,
      members_count: 1,
      role: 'owner',
      archived: false,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    },
  ],
};

const PARTNERS = {
  success: true,
  data: {
    partners: [
      {
        _id: PARTNER,
        agency_name: 'Northwind Talent',
        profile: { first_name: 'Nia', last_name: 'North', email: 'nia@north.example', photo: '' },
        status: 'active',
        submission_count: 3,
      },
    ],
    invitations: [
      {
        _id: 'i-1',
        email: 'sam@south.example',
        agency_name: 'Southern Search',
        projects: [{ _id: PROJECT, name: 'Agency opening' }],
        expires_at: '2026-12-01T00:00:00.000Z',
      },
    ],
  },
};

const posts = () =>
  fetchMock.mock.calls
    .filter((call) => call[1]?.method === 'POST')
    .map((call) => ({
      url: call[0] as string,
      body: JSON.parse(call[1]?.body as string) as unknown,
    }));

beforeEach(() => {
  setCurrentWorkspaceId('ws-1');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const url = input as string;
    if (init?.method === 'POST' && url.includes('/partners/remove'))
      return Promise.resolve(jsonResponse(200, { success: true, message: 'Removed.' }));
    if (init?.method === 'POST' && url.includes('/partners/invite'))
      return Promise.resolve(
        jsonResponse(200, {
          success: true,
          message: 'Invitation sent to ana@agency.example.',
          data: { ...PARTNERS.data.invitations[0], email: 'ana@agency.example' },
        }),
      );
    if (url.startsWith('/api/project/list')) return Promise.resolve(jsonResponse(200, PROJECTS));
    if (url.includes('/partners/list')) return Promise.resolve(jsonResponse(200, PARTNERS));
    return Promise.resolve(jsonResponse(404, { success: false, message: 'Not found.' }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setCurrentWorkspaceId(null);
});

const renderSection = (canEdit: boolean) =>
  renderWithApp(<PartnersSection workspaceId="ws-1" canEdit={canEdit} />, {
    session: sessionFixture(),
    path: '/app/settings',
  });

describe('PartnersSection', () => {
  it("lists the project's partners with their agency and pending invitations, and removes access", async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(true);
    const list = await screen.findByRole('list', { name: 'Partners with access' });
    expect(within(list).getByText('Northwind Talent')).toBeInTheDocument();
    expect(within(list).getByText(/3 submissions/)).toBeInTheDocument();
    expect(within(list).getByText('Southern Search')).toBeInTheDocument();
    expect(within(list).getByText(/Invitation pending/)).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Remove access of Northwind Talent' }),
    );
    await vi.waitFor(() =>
      expect(posts()).toEqual([
        {
          url: `/api/project/${PROJECT}/partners/remove?workspace=ws-1`,
          body: { member_id: PARTNER },
        },
      ]),
    );
  });

  it('invites a partner to the chosen project after checking the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(true);
    const form = await screen.findByRole('form', { name: 'Invite a partner to this project' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByLabelText('Agency')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(posts()).toEqual([]);
    await user.type(within(form).getByLabelText('Partner e-mail'), 'ana@agency.example');
    await user.type(within(form).getByLabelText('Agency'), 'Agency Ana');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Invitation sent to ana@agency.example.',
    );
    expect(posts()).toEqual([
      {
        url: '/api/workspace/partners/invite?workspace=ws-1',
        body: { email: 'ana@agency.example', agency_name: 'Agency Ana', project_ids: [PROJECT] },
      },
    ]);
  });

  it('shows no invite form nor remove buttons to a member without the permission', async () => {
    renderSection(false);
    const list = await screen.findByRole('list', { name: 'Partners with access' });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Only owners and admins can invite partners.')).toBeInTheDocument();
  });
});
