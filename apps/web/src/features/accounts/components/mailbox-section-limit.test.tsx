import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Mailbox } from '@hirelane/domain/accounts/mailbox.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { mailboxFixture } from '../test/mailbox-fixtures';
import { stubApi } from '../../projects/test/project-fixtures';
import { MailboxSection } from './mailbox-section';

const boxes = (count: number): Mailbox[] =>
  Array.from({ length: count }, (_, i) =>
    mailboxFixture({ _id: `mb-${i}`, email: `m${i}@acme.test` }),
  );

const renderOn = (plan: 'starter' | 'trial', mailboxes: Mailbox[]) => {
  const api = stubApi({
    'GET /api/communication/email/account/mailboxes': () =>
      jsonResponse(200, { success: true, data: mailboxes }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture({
    subscription_info: { plan_name: plan, plan_status: 'active', current_period_end: null },
  });
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <MailboxSection workspaceId="ws-1" />
    </AppSessionContext.Provider>,
    { session, path: '/app/settings' },
  );
};

describe('MailboxSection and the plan’s mailboxes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to Connect mailbox while the plan has room', async () => {
    renderOn('starter', boxes(2));
    await screen.findByRole('list', { name: 'Connected mailboxes' });
    expect(screen.getByRole('link', { name: 'Connect mailbox' })).toHaveAttribute(
      'href',
      '/app/connect-mailbox',
    );
  });

  it('disables Connect mailbox at the limit and says why, as the server would', async () => {
    renderOn('starter', boxes(3));
    await screen.findByRole('list', { name: 'Connected mailboxes' });
    const button = screen.getByRole('button', { name: 'Connect mailbox' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Your Starter plan includes 3 mailboxes. Upgrade to Pro for 10.',
    );
    expect(screen.queryByRole('link', { name: 'Connect mailbox' })).not.toBeInTheDocument();
  });

  it('gives the trial the Pro mailboxes', async () => {
    renderOn('trial', boxes(3));
    await screen.findByRole('list', { name: 'Connected mailboxes' });
    expect(screen.getByRole('link', { name: 'Connect mailbox' })).toBeInTheDocument();
  });
});
