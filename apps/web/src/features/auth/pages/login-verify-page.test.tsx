import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { buildVerifyUrl } from '../verify-url';
import { EXPIRED_LINK_HEADER, LoginVerifyPage } from './login-verify-page';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login/verify" element={<LoginVerifyPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('LoginVerifyPage', () => {
  it('explains an expired or used link and leads back to sign in', () => {
    renderAt('/login/verify?error=INVALID_TOKEN');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This sign-in link has expired or has already been used.',
    );
    expect(EXPIRED_LINK_HEADER).toBe('This sign-in link has expired or has already been used.');
    expect(screen.getByText(/valid for 10 minutes and work only once/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Signing you in…')).not.toBeInTheDocument();
    expect(document.title).toBe('Sign-in link expired · Hirelane');
  });

  it('shows the same page when the token is missing', () => {
    renderAt('/login/verify');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(EXPIRED_LINK_HEADER);
  });

  it('prefers the error over a token that is still in the address', () => {
    renderAt('/login/verify?token=abc&error=EXPIRED_TOKEN');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(EXPIRED_LINK_HEADER);
  });
});

describe('buildVerifyUrl', () => {
  it('points at better-auth with /app as the default callback', () => {
    const url = new URL(buildVerifyUrl('tok en', null), 'http://x.test');
    expect(url.pathname).toBe('/auth/magic-link/verify');
    expect(url.searchParams.get('token')).toBe('tok en');
    expect(url.searchParams.get('callbackURL')).toBe('/app');
    expect(url.searchParams.get('errorCallbackURL')).toBe('/login/verify');
  });

  it('keeps a safe callback and drops an off-site one', () => {
    const safe = new URL(buildVerifyUrl('t', '/invite?token=abc'), 'http://x.test');
    expect(safe.searchParams.get('callbackURL')).toBe('/invite?token=abc');
    const offSite = new URL(buildVerifyUrl('t', '//evil.test/x'), 'http://x.test');
    expect(offSite.searchParams.get('callbackURL')).toBe('/app');
  });
});
