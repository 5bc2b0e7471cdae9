import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { stubApi } from '../../projects/test/project-fixtures';
import { InvitationCard } from './invitation-card';

const PREVIEW = {
  workspace_name: 'Acme Recruiting',
  email: 'bea@acme.test',
  role: 'member' as const,
  invited_by: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', photo: '' },
  expires_at: '2030-03-08T10:00:00.000Z',
};
const TOKEN = 't'.repeat(43);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderCard = (email: string | null) => {
  const api = stubApi({
    'POST /auth/sign-out': () => jsonResponse(200, { success: true }),
    'POST /api/invitation/accept': () =>
      jsonResponse(200, {
        success: true,
        data: { _id: 'ws-1', name: 'Acme Recruiting', role: 'member' },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = email ? sessionFixture({ email }) : null;
  renderWithApp(
    <Routes>
      <Route
        path="/invite"
        element={<InvitationCard token={TOKEN} preview={PREVIEW} session={session} />}
      />
      <Route path="/login" element={<Where />} />
    </Routes>,
    { path: `/invite?token=${TOKEN}` },
  );
  return api;
};

describe('InvitationCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a signed-out visitor to sign in with the invited address, then back here', () => {
    renderCard(null);
    const link = screen.getByRole('link', { name: 'Sign in to accept' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('email')).toBe('bea@acme.test');
    expect(target.searchParams.get('redirect')).toBe(`/invite?token=${TOKEN}`);
  });

  it('lets the invited, signed-in user accept at once', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = renderCard('bea@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/invitation/accept',
    ]);
  });

  it('offers someone signed in as another account to sign out and continue as the invitee', async () => {
    const api = renderCard('someone.else@acme.test');
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('someone.else@acme.test');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out and continue as bea@acme.test' }),
    );
    const where = await screen.findByTestId('where');
    const target = new URL(where.textContent ?? '', 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('email')).toBe('bea@acme.test');
    expect(target.searchParams.get('redirect')).toBe(`/invite?token=${TOKEN}`);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/sign-out']);
  });
});
