import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render-with-app';
import { sessionFixture } from '../test/session-fixture';
import { CreditBalanceLink } from './credit-balance-link';

describe('CreditBalanceLink (the balance in the top bar)', () => {
  it('shows "N credits" and leads billing admins to the usage section', () => {
    const session = sessionFixture();
    renderWithApp(
      <CreditBalanceLink session={session} credits={{ balance: 1950, monthly: 2000 }} />,
    );
    const link = screen.getByRole('link', { name: 'Credit balance: 1,950 credits' });
    expect(link).toHaveAttribute('href', '/app/settings#usage');
    expect(link).not.toHaveAttribute('data-low');
  });

  it('leads members without billing permission to the billing section', () => {
    const session = sessionFixture({ permissions: ['campaign:run'] });
    renderWithApp(<CreditBalanceLink session={session} credits={{ balance: 1, monthly: 2000 }} />);
    const link = screen.getByRole('link', { name: 'Credit balance: 1 credit' });
    expect(link).toHaveAttribute('href', '/app/settings#billing');
  });

  it('marks a low balance (≤ 10 % of the monthly credits) and shows nothing while unknown', () => {
    const session = sessionFixture();
    const { rerender } = renderWithApp(
      <CreditBalanceLink session={session} credits={{ balance: 200, monthly: 2000 }} />,
    );
    expect(screen.getByTestId('frame-credit-balance')).toHaveAttribute('data-low', 'true');
    rerender(<CreditBalanceLink session={session} credits={null} />);
    expect(screen.queryByTestId('frame-credit-balance')).toBeNull();
  });
});
