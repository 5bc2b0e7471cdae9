import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { EMAIL_CHANGE_MESSAGES } from '@hirelane/domain/profile/profile.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { stubApi } from '../../projects/test/project-fixtures';
import { ConfirmEmailPage } from './confirm-email-page';

const TOKEN = 'tok_abc-123';

const renderPage = (
  handlers: Parameters<typeof stubApi>[0],
  path = `/app/email-verified?token=${TOKEN}`,
) => {
  const api = stubApi(handlers);
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<ConfirmEmailPage />, { path });
  return api;
};

const signedIn = () => jsonResponse(200, { success: true, data: sessionFixture() });

describe('ConfirmEmailPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('confirms the token once for the signed-in user and shows the new address', async () => {
    const api = renderPage({
      'GET /sessioninfo': signedIn,
      'POST /api/user/email/confirm': () =>
        jsonResponse(200, { success: true, data: { email: 'ada@new.test' } }),
    });
    expect(await screen.findByRole('heading', { name: 'E-mail changed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You now sign in with ada@new.test');
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute(
      'href',
      '/app/settings#profile',
    );
    const confirms = api.calls.filter((call) => call.path === '/api/user/email/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ token: TOKEN });
    // The session is read again so the new address shows everywhere.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/sessioninfo').length).toBeGreaterThan(1),
    );
  });

  it('shows why a link cannot be used', async () => {
    renderPage({
      'GET /sessioninfo': signedIn,
      'POST /api/user/email/confirm': () =>
        jsonResponse(410, { success: false, message: EMAIL_CHANGE_MESSAGES.expired }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail was not changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_CHANGE_MESSAGES.expired);
  });

  it('asks a signed-out visitor to sign in and come back, without spending the token', async () => {
    const api = renderPage({
      'GET /sessioninfo': () => jsonResponse(401, { success: false, message: 'Sign in.' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to confirm your new e-mail' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sign in' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe(`/app/email-verified?token=${TOKEN}`);
    expect(api.calls.some((call) => call.path === '/api/user/email/confirm')).toBe(false);
  });

  it('says so when the link has no token', async () => {
    renderPage({ 'GET /sessioninfo': signedIn }, '/app/email-verified');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is incomplete.',
    );
  });
});
