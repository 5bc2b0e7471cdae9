import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-with-app';
import { CheckoutConfirmationView, STILL_WAITING_TEXT } from './checkout-confirmation-page';

describe('CheckoutConfirmationView', () => {
  it('waits with a spinner while the plan is not active yet', () => {
    renderWithApp(
      <CheckoutConfirmationView
        subscription={{ plan_name: 'trial', plan_status: 'trialing', current_period_end: null }}
        workspaceName="Acme"
        slow={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the payment confirmation…')).toBeInTheDocument();
    expect(screen.queryByText(STILL_WAITING_TEXT)).toBeNull();
    expect(screen.queryByTestId('confirmed-plan')).toBeNull();
  });

  it('says it is still waiting, and what to do, once it has taken long', () => {
    renderWithApp(<CheckoutConfirmationView subscription={null} workspaceName="Acme" slow />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Still waiting for the payment confirmation… .*contact support\.$/,
    );
    expect(screen.getByRole('link', { name: 'Open billing' })).toHaveAttribute(
      'href',
      '/app/billing',
    );
  });

  it('confirms the plan once the webhook made it active', () => {
    renderWithApp(
      <CheckoutConfirmationView
        subscription={{ plan_name: 'pro', plan_status: 'active', current_period_end: null }}
        workspaceName="Acme"
        slow={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'You’re all set!' })).toBeInTheDocument();
    expect(screen.getByTestId('confirmed-plan')).toHaveTextContent('Pro');
    expect(screen.getByText(/Acme is now on the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Hirelane' })).toHaveAttribute('href', '/app');
  });
});
