import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { pickBanner } from '@hirelane/domain/app-shell/banners';
import { renderWithApp } from '../test/render-with-app';
import { TopBanner } from './top-banner';

const base = {
  mailboxes: { connected: 1, enabled: 1 },
  linkedinErrorMessage: null,
  subscription: null,
  permissions: ['workspace:billing:edit'],
};

describe('TopBanner', () => {
  it('renders nothing when no banner applies', () => {
    const { container } = renderWithApp(<TopBanner banner={pickBanner(base)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks to connect a mailbox first', () => {
    renderWithApp(
      <TopBanner
        banner={pickBanner({
          ...base,
          mailboxes: { connected: 0, enabled: 0 },
          linkedinErrorMessage: 'Session expired',
        })}
      />,
    );
    expect(
      screen.getByText('Connect your mailbox to send emails, track opens, and get timely replies!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect mailbox' })).toHaveAttribute(
      'href',
      '/app/connect-mailbox',
    );
  });

  it('names a paused mailbox and leads to its settings', () => {
    renderWithApp(
      <TopBanner
        banner={pickBanner({
          ...base,
          mailboxes: { connected: 2, enabled: 1, pausedEmail: 'jobs@acme.test' },
          linkedinErrorMessage: 'Session expired',
        })}
      />,
    );
    expect(
      screen.getByText(
        'Sending from jobs@acme.test is paused because too many of its e-mails bounced. Check the addresses, then enable it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review mailbox' })).toHaveAttribute(
      'href',
      '/app/settings#mailbox',
    );
  });

  it('shows the LinkedIn error message with Re-connect Linkedin', () => {
    renderWithApp(
      <TopBanner banner={pickBanner({ ...base, linkedinErrorMessage: 'Your session expired.' })} />,
    );
    expect(screen.getByText('Your session expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Re-connect Linkedin' })).toBeInTheDocument();
  });

  it('shows the trial banner with its end date for billing editors', () => {
    renderWithApp(
      <TopBanner
        banner={pickBanner({
          ...base,
          subscription: {
            plan_name: 'trial',
            plan_status: 'trialing',
            current_period_end: '2026-03-05T12:00:00.000Z',
          },
        })}
      />,
    );
    expect(
      screen.getByText(
        'Your free trial ends on Mar 5. Enjoying your Free Trial? Unlock all features now!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade now' })).toBeInTheDocument();
  });

  it("sends Pay now to the unpaid invoice's page outside the app", () => {
    const pay_url = 'https://invoice.stripe.com/i/acct_1/test_1';
    renderWithApp(
      <TopBanner
        banner={pickBanner({
          ...base,
          subscription: {
            plan_name: 'pro',
            plan_status: 'past_due',
            current_period_end: null,
            pay_url,
          },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', pay_url);
  });
});
