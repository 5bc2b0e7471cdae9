import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WHATSAPP_NOT_CONFIGURED_MESSAGE,
  type WhatsappSession,
} from '@hirelane/domain/whatsapp/whatsapp-session.schema';
import type { WhatsappBusinessAccount } from '@hirelane/domain/whatsapp/whatsapp-business.schema';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../test/render-account-routes';
import { ConnectWhatsappPage } from './connect-whatsapp-page';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const NO_BUSINESS: WhatsappBusinessAccount = {
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
const session = (patch: Partial<WhatsappSession>): WhatsappSession => ({
  configured: true,
  state: 'STOPPED',
  qr_code: null,
  phone: null,
  message: null,
  ...patch,
});

const renderPage = (read: WhatsappSession, connected: WhatsappSession = read) => {
  const api = stubApi({
    'GET /api/communication/whatsapp/account/session': () =>
      jsonResponse(200, { success: true, data: read }),
    'POST /api/communication/whatsapp/account/connect': () =>
      jsonResponse(200, { success: true, data: connected }),
    'GET /api/communication/whatsapp/account/status': () =>
      jsonResponse(200, { success: true, data: { status: null } }),
    'GET /api/communication/whatsapp-business-api/account': () =>
      jsonResponse(200, { success: true, data: NO_BUSINESS }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes(
    [{ path: '/app/connect-whatsapp', element: <ConnectWhatsappPage /> }],
    '/app/connect-whatsapp',
  );
  return api;
};

describe('ConnectWhatsappPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts pairing and shows the QR code to scan', async () => {
    renderPage(session({}), session({ state: 'SCAN_QR_CODE', qr_code: QR }));
    await userEvent.click(await screen.findByRole('button', { name: 'Connect WhatsApp' }));
    expect(await screen.findByRole('img', { name: 'WhatsApp QR code to scan' })).toHaveAttribute(
      'src',
      QR,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Scan this code with WhatsApp/);
    expect(screen.queryByRole('button', { name: 'Connect WhatsApp' })).toBeNull();
  });

  it('shows a paired phone, and a failed session with a way to pair again', async () => {
    renderPage(session({ state: 'WORKING', phone: '447700900001' }));
    expect(await screen.findByText(/Connected: WhatsApp steps send from this phone/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('+447700900001');
  });

  it('offers to pair again after FAILED', async () => {
    renderPage(session({ state: 'FAILED', message: 'The WhatsApp session failed: pair again.' }));
    expect(await screen.findByRole('button', { name: 'Pair again' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('pair again');
  });

  it('says how to configure a server without a gateway, and still offers WhatsApp Business', async () => {
    renderPage(
      session({ configured: false, state: null, message: WHATSAPP_NOT_CONFIGURED_MESSAGE }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(WHATSAPP_NOT_CONFIGURED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Connect WhatsApp' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Connect WhatsApp Business' })).toBeVisible();
  });
});
