import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageTemplate } from '@hirelane/domain/campaigns/message-template.schema';
import { jsonResponse } from '../../../test/json-response';
import { stubEditorLayout } from '../lib/message-editor-test-dom';
import { campaignFixture } from '../test/campaign-fixtures';
import { renderCampaignRoutes, stubCampaignApi } from '../test/render-campaign-page';
import { TemplatesPage } from './templates-page';

const template = (overrides: Partial<MessageTemplate>): MessageTemplate => ({
  _id: 't-1',
  channel: 'email',
  name: 'First touch',
  subject: 'A role at {{company_name}}',
  header: null,
  body: 'Hi {{first_name}}',
  footer: null,
  actions: [],
  created_by: { first_name: 'Ada', last_name: 'Lovelace' },
  updated_at: '2026-02-01T10:00:00.000Z',
  can_edit: true,
  ...overrides,
});

const WHATSAPP = template({
  _id: 't-2',
  channel: 'whatsapp_template',
  name: 'Interview slots',
  subject: null,
  header: 'Hello {{first_name}}',
  body: 'Pick a slot',
  footer: 'Hirelane',
  actions: [
    { label: 'Monday', icon: 'quick_reply' },
    { label: 'Tuesday', icon: 'quick_reply' },
    { label: 'Call me', icon: 'call' },
    { label: 'Later', icon: 'quick_reply' },
  ],
});

const renderPage = (handlers: Parameters<typeof stubCampaignApi>[0]['extra']) => {
  const api = stubCampaignApi({
    campaign: campaignFixture(),
    steps: [],
    extra: {
      'GET /api/campaign/template-variables': () =>
        jsonResponse(200, {
          success: true,
          data: {
            definitions: [],
            candidate_fields: [{ name: 'first_name', label: 'First name' }],
          },
        }),
      ...handlers,
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderCampaignRoutes(
    [{ path: 'campaign/:campaignID?/templates', element: <TemplatesPage /> }],
    '/app/projects/p-1/campaign/c-1/templates',
  );
  return api;
};

describe('TemplatesPage', () => {
  beforeAll(stubEditorLayout);
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the empty state and creates an e-mail template', async () => {
    const api = renderPage({
      'GET /api/campaign/template/list': () => jsonResponse(200, { success: true, data: [] }),
      'POST /api/campaign/template/create': ({ body }) =>
        jsonResponse(200, { success: true, data: template(body as Partial<MessageTemplate>) }),
    });
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'New template' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);

    await userEvent.type(within(dialog).getByLabelText('Template name'), 'First touch');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hi there');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      channel: 'email',
      name: 'First touch',
      subject: 'Hello',
      body: 'Hi there',
    });
    expect(await screen.findByText('"First touch" saved to templates.')).toBeInTheDocument();
  });

  it('filters by channel and previews a WhatsApp template with its buttons while editing', async () => {
    const api = renderPage({
      'GET /api/campaign/template/list': ({ url }) =>
        jsonResponse(200, {
          success: true,
          data:
            url.searchParams.get('channel') === 'email' ? [template({})] : [template({}), WHATSAPP],
        }),
    });
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.calls.some((call) => call.search.includes('channel=email'))).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Interview slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Interview slots' });
    const preview = within(dialog).getByRole('figure', { name: 'WhatsApp template preview' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday', 'Tuesday', 'See all options']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove button 4' }));
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Call me']);
  });

  it('shows the server refusal when a template in use cannot be deleted', async () => {
    renderPage({
      'GET /api/campaign/template/list': () =>
        jsonResponse(200, { success: true, data: [WHATSAPP] }),
      'PUT /api/campaign/template/delete/t-2': () =>
        jsonResponse(422, {
          success: false,
          message: 'This template is used by a campaign step, so it cannot be deleted.',
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Interview slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This template is used by a campaign step, so it cannot be deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Interview slots' })).toBeInTheDocument();
  });

  it('offers Edit and Delete only on templates the viewer may change, and says who may', async () => {
    renderPage({
      'GET /api/campaign/template/list': () =>
        jsonResponse(200, {
          success: true,
          data: [template({}), { ...WHATSAPP, can_edit: false }],
        }),
    });
    expect(await screen.findByRole('button', { name: 'Edit First touch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete First touch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Interview slots' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Interview slots' })).toBeNull();
    const row = screen.getByText('Interview slots').closest('li') as HTMLElement;
    expect(
      within(row).getByText('Only the creator or an admin can change this.'),
    ).toBeInTheDocument();
  });

  it('shows a synced WhatsApp Business template with its approval status, changed only in Meta', async () => {
    renderPage({
      'GET /api/campaign/template/list': () =>
        jsonResponse(200, {
          success: true,
          data: [
            {
              ...WHATSAPP,
              name: 'role_intro (en)',
              approval_status: 'PENDING',
              language: 'en',
              can_edit: false,
            },
          ],
        }),
    });
    const row = (await screen.findByText('role_intro (en)')).closest('li') as HTMLElement;
    expect(within(row).getByText('WhatsApp Business: pending')).toBeInTheDocument();
    expect(
      within(row).getByText(
        "From WhatsApp Business: change it in Meta's WhatsApp Manager, then sync.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit role_intro (en)' })).toBeNull();
  });
});
