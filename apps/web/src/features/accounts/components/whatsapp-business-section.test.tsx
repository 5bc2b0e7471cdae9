import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhatsappBusinessAccount } from '@hirelane/domain/whatsapp/whatsapp-business.schema';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../test/render-account-routes';
import { WhatsappBusinessSection } from './whatsapp-business-section';

const NONE: WhatsappBusinessAccount = {
  connected: false,
  status: null,
  phone_number: null,
  phone_number_id: null,
  waba_id: null,
  error_message: null,
  webhook_url: null,
  verify_token: null,
  templates: { approved: 0, pending: 0, rejected: 0 },
  templates_synced_at: null,
};
const CONNECTED: WhatsappBusinessAccount = {
  ...NONE,
  connected: true,
  status: 'WORKING',
  phone_number: '+1 555-010-0001',
  phone_number_id: '1010000000001',
  waba_id: '2010000000001',
  webhook_url:
    'https://app.example/api/webhooks/whatsapp/cloud/7a1f6c1e-0000-4000-8000-000000000001',
  verify_token: 'verify-me',
  templates: { approved: 2, pending: 1, rejected: 1 },
  templates_synced_at: '2026-11-24T12:00:00.000Z',
};

const renderSection = (handlers: Parameters<typeof stubApi>[0]) => {
  const api = stubApi(handlers);
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes(
    [{ path: '/app/connect-whatsapp', element: <WhatsappBusinessSection /> }],
    '/app/connect-whatsapp',
  );
  return api;
};

describe('WhatsappBusinessSection', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the four credentials and then shows the webhook details and templates', async () => {
    const api = renderSection({
      'GET /api/communication/whatsapp-business-api/account': () =>
        jsonResponse(200, { success: true, data: NONE }),
      'POST /api/communication/whatsapp-business-api/account/connect': () =>
        jsonResponse(200, { success: true, data: CONNECTED }),
    });
    const form = await screen.findByRole('form', { name: 'Connect WhatsApp Business' });
    await userEvent.type(within(form).getByLabelText('Phone number ID'), '1010000000001');
    await userEvent.type(
      within(form).getByLabelText('WhatsApp Business Account ID'),
      '2010000000001',
    );
    await userEvent.type(within(form).getByLabelText('Access token'), 'EAAG-token');
    await userEvent.type(
      within(form).getByLabelText('App secret'),
      '0123456789abcdef0123456789abcdef',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Connect WhatsApp Business' }));

    expect(
      await screen.findByText('Connected: template steps send from +1 555-010-0001.'),
    ).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      phone_number_id: '1010000000001',
      waba_id: '2010000000001',
      access_token: 'EAAG-token',
      app_secret: '0123456789abcdef0123456789abcdef',
    });
    expect(screen.getByText(CONNECTED.webhook_url ?? '')).toBeVisible();
    expect(screen.getByText('verify-me')).toBeVisible();
    expect(screen.getByLabelText('Templates')).toHaveTextContent(
      /2 approved, 1 pending, 1 rejected/,
    );
  });

  it("shows Graph's refusal and the field the server names", async () => {
    renderSection({
      'GET /api/communication/whatsapp-business-api/account': () =>
        jsonResponse(200, { success: true, data: NONE }),
      'POST /api/communication/whatsapp-business-api/account/connect': () =>
        jsonResponse(422, {
          success: false,
          message: 'This WhatsApp number is connected to another workspace.',
          errors: [
            {
              path: 'phone_number_id',
              message: 'This WhatsApp number is connected to another workspace.',
            },
          ],
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect WhatsApp Business' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'This WhatsApp number is connected to another workspace.',
    );
    expect(screen.getByLabelText('Phone number ID')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a FAILED account with its reason, and syncs the templates on demand', async () => {
    const api = renderSection({
      'GET /api/communication/whatsapp-business-api/account': () =>
        jsonResponse(200, {
          success: true,
          data: {
            ...CONNECTED,
            status: 'FAILED',
            error_message: 'Error validating access token. Connect the account again.',
          },
        }),
      'POST /api/communication/whatsapp-business-api/templates/sync': () =>
        jsonResponse(200, {
          success: true,
          data: { ...CONNECTED, templates: { approved: 3, pending: 0, rejected: 1 } },
        }),
    });
    expect(await screen.findByText('The WhatsApp Business account has FAILED.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Error validating access token.');
    await userEvent.click(screen.getByRole('button', { name: 'Sync templates' }));
    expect(await screen.findByLabelText('Templates')).toHaveTextContent(/3 approved, 0 pending/);
    expect(api.calls.some((call) => call.path.endsWith('/templates/sync'))).toBe(true);
  });
});
