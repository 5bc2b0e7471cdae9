import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import { CONTACT_REVEAL_NOT_CONFIGURED } from '@hirelane/domain/candidates/contact-reveal.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { PaidActionButton } from './paid-action-button';

/** The balance endpoint answers `balances` in turn (the last one repeats). */
const stubBalances = (...balances: number[]) => {
  let calls = 0;
  const fetchStub = vi.fn((input: string) => {
    expect(input).toContain('/api/subscription/balance');
    const balance = balances[Math.min(calls, balances.length - 1)]!;
    calls += 1;
    return Promise.resolve(
      jsonResponse(200, {
        success: true,
        data: {
          balance,
          plan_name: 'pro',
          plan_status: 'active',
          credits_per_month: 2000,
          current_period_end: null,
          period_granted: 2000,
          period_used: 0,
          next_grant_at: null,
        },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};

const renderButton = (
  props: Partial<Parameters<typeof PaidActionButton>[0]> = {},
  session: SessionInfo = sessionFixture(),
) => {
  const onRun = vi.fn(() => Promise.resolve());
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <PaidActionButton label="Reveal contact" action="contact_reveal" onRun={onRun} {...props} />
    </AppSessionContext.Provider>,
    { session },
  );
  return onRun;
};

describe('PaidActionButton (cost before spending)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cost and the balance after, runs, then reads the balance again', async () => {
    const fetchStub = stubBalances(1950, 1949);
    const onRun = renderButton();
    const button = await screen.findByRole('button', {
      name: 'Reveal contact · 1 credit · 1,949 left',
    });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('button', { name: 'Reveal contact · 1 credit · 1,948 left' }),
    ).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('says "up to" for a ceiling, with thousands separators', async () => {
    stubBalances(2000);
    renderButton({
      label: 'Run the agent',
      action: 'sourcing_candidate_saved',
      quantity: 50,
      upTo: true,
    });
    expect(
      await screen.findByRole('button', { name: 'Run the agent · up to 50 credits · 1,950 left' }),
    ).toBeInTheDocument();
  });

  it('is disabled at zero with the server’s message and a link to get more credits', async () => {
    stubBalances(0);
    const onRun = renderButton();
    const message = insufficientCreditsMessage(1, 0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Reveal contact · 1 credit/ })).toBeDisabled(),
    );
    const button = screen.getByRole('button', { name: /Reveal contact · 1 credit/ });
    expect(button).toHaveAccessibleDescription(message);
    expect(screen.getByText(message, { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get more credits' })).toHaveAttribute(
      'href',
      '/app/billing',
    );
    expect(onRun).not.toHaveBeenCalled();
  });

  it('offers no billing link to a member who cannot manage billing', async () => {
    stubBalances(0);
    renderButton({}, sessionFixture({ permissions: [] }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Reveal contact/ })).toBeDisabled(),
    );
    expect(screen.queryByRole('link', { name: 'Get more credits' })).toBeNull();
  });

  it('is disabled with the reason when the action is not configured, whatever the balance', async () => {
    stubBalances(500);
    renderButton({ blockedReason: CONTACT_REVEAL_NOT_CONFIGURED });
    const button = await screen.findByRole('button', {
      name: 'Reveal contact · 1 credit · 499 left',
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(CONTACT_REVEAL_NOT_CONFIGURED);
    expect(screen.getByText(CONTACT_REVEAL_NOT_CONFIGURED, { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Get more credits' })).toBeNull();
  });
});
