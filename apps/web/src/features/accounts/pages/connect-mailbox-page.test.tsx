import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APP_PASSWORD_LENGTH_MESSAGE,
  APP_PASSWORD_NOTE,
} from '@hirelane/domain/accounts/mailbox.schema';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { mailboxFixture } from '../test/mailbox-fixtures';
import { renderAccountRoutes } from '../test/render-account-routes';
import { ConnectMailboxPage } from './connect-mailbox-page';

const CONNECT = 'POST /api/communication/email/account/connect';

const renderPage = (connect: (body: unknown) => Response | Promise<Response>, path?: string) => {
  const api = stubApi({ [CONNECT]: ({ body }) => connect(body) });
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes(
    [
      { path: '/app/connect-mailbox', element: <ConnectMailboxPage /> },
      { path: '/app/mailbox-confirmation', element: <h1>Mailbox connected</h1> },
    ],
    path ?? '/app/connect-mailbox',
  );
  return api;
};

const connected = (body: unknown) =>
  jsonResponse(200, {
    success: true,
    data: mailboxFixture({ email: (body as { email: string }).email }),
  });

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Connect mailbox' }));

describe('ConnectMailboxPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers the three providers and shows each one’s sign-in fields', async () => {
    renderPage(connected);
    expect(screen.getByRole('heading', { level: 1, name: 'Connect your mailbox' })).toBeVisible();
    const gmail = screen.getByRole('radio', { name: /^Gmail/ });
    expect(gmail).toBeChecked();
    expect(screen.getByLabelText(/App password/)).toHaveAccessibleDescription(APP_PASSWORD_NOTE);
    expect(screen.getByRole('link', { name: /Open App passwords/ })).toHaveAttribute(
      'href',
      'https://myaccount.google.com/apppasswords',
    );

    await userEvent.click(screen.getByRole('radio', { name: /^Outlook \/ Microsoft 365/ }));
    expect(screen.queryByLabelText(/App password/)).toBeNull();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /^Other \(SMTP \+ IMAP\)/ }));
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@acme.test');
    expect(screen.getByLabelText(/User name/)).toHaveValue('ada@acme.test');
    const smtp = screen.getByRole('group', { name: 'Outgoing mail (SMTP)' });
    const imap = screen.getByRole('group', { name: 'Incoming mail (IMAP)' });
    expect(within(smtp).getByLabelText(/Port/)).toHaveValue(465);
    expect(within(imap).getByLabelText(/Port/)).toHaveValue(993);
    await userEvent.selectOptions(within(smtp).getByLabelText('Security'), 'STARTTLS');
    expect(within(smtp).getByLabelText(/Port/)).toHaveValue(587);
    await userEvent.selectOptions(within(imap).getByLabelText('Security'), 'STARTTLS');
    expect(within(imap).getByLabelText(/Port/)).toHaveValue(143);
  });

  it('requires the fields and a 16-character app password before sending anything', async () => {
    const api = renderPage(connected);
    await submit();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText(/E-mail address/)).toHaveFocus());

    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@acme.test');
    await userEvent.type(screen.getByLabelText(/App password/), 'abcd efgh ijkl');
    await submit();
    expect(screen.getByText(APP_PASSWORD_LENGTH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/App password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s SMTP refusal next to the SMTP settings', async () => {
    const api = renderPage(() =>
      jsonResponse(422, {
        success: false,
        message: 'The mailbox could not be connected.',
        errors: [
          { path: 'smtp', message: 'SMTP login failed: 535 Username and Password not accepted.' },
        ],
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: /^Other/ }));
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@acme.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    const smtp = screen.getByRole('group', { name: 'Outgoing mail (SMTP)' });
    const imap = screen.getByRole('group', { name: 'Incoming mail (IMAP)' });
    await userEvent.type(within(smtp).getByLabelText(/Host/), 'smtp.acme.test');
    await userEvent.type(within(imap).getByLabelText(/Host/), 'imap.acme.test');
    await submit();

    const alert = await within(smtp).findByRole('alert');
    expect(alert).toHaveTextContent('SMTP login failed: 535 Username and Password not accepted.');
    expect(within(imap).queryByRole('alert')).toBeNull();
    expect(api.calls[0]?.body).toEqual({
      provider: 'custom',
      email: 'ada@acme.test',
      username: 'ada@acme.test',
      password: 'secret',
      smtp: { host: 'smtp.acme.test', port: 465, security: 'tls' },
      imap: { host: 'imap.acme.test', port: 993, security: 'tls' },
    });
  });

  it('shows an IMAP refusal for Gmail above the button, and field errors under fields', async () => {
    renderPage(() =>
      jsonResponse(422, {
        success: false,
        message: 'The mailbox could not be connected.',
        errors: [
          { path: 'imap', message: 'IMAP login failed: IMAP is turned off for this account.' },
          { path: 'email', message: 'This mailbox is already connected.' },
        ],
      }),
    );
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@acme.test');
    await userEvent.type(screen.getByLabelText(/App password/), 'abcdefghijklmnop');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'IMAP login failed: IMAP is turned off for this account.',
    );
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      'This mailbox is already connected.',
    );
  });

  it('says it is checking, then goes to the confirmation with the address', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = renderPage(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      '/app/connect-mailbox?source=onboarding',
    );
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'Ada@Acme.test');
    await userEvent.type(screen.getByLabelText(/Display name/), 'Ada from Acme');
    await userEvent.type(screen.getByLabelText(/App password/), 'abcd efgh ijkl mnop');
    await submit();
    expect(await screen.findByText('Checking SMTP and IMAP…')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      provider: 'gmail',
      email: 'ada@acme.test',
      display_name: 'Ada from Acme',
      app_password: 'abcdefghijklmnop',
    });
    answer(connected(api.calls[0]?.body));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/app/mailbox-confirmation?email=ada%40acme.test&source=onboarding',
      ),
    );
  });
});
