import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAccountRoutes } from '../test/render-account-routes';
import { MailboxConfirmationPage } from './mailbox-confirmation-page';

const renderAt = (path: string) =>
  renderAccountRoutes(
    [{ path: '/app/mailbox-confirmation', element: <MailboxConfirmationPage /> }],
    path,
  );

describe('MailboxConfirmationPage', () => {
  it('names the connected address and leads to settings or projects', () => {
    renderAt('/app/mailbox-confirmation?email=ada%40acme.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Mailbox connected' })).toBeVisible();
    expect(screen.getByText('ada@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute(
      'href',
      '/app/settings#mailbox',
    );
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute(
      'href',
      '/app/projects',
    );
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('leads back to onboarding when the connection started there', () => {
    renderAt('/app/mailbox-confirmation?email=ada%40acme.test&source=onboarding');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/app?source=onboardingModal',
    );
  });

  it('leads back to prevRoute after an access_denied detour, never off the site', () => {
    renderAt('/app/mailbox-confirmation?source=access_denied&prevRoute=%2Fapp%2Fprojects%2Fp-1');
    expect(screen.getByText(/Your mailbox is connected\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/app/projects/p-1',
    );
  });
});
