import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PlanName } from '@hirelane/domain/workspaces/subscription.schema';
import { AppSessionContext } from '../../../../lib/app-session-context';
import { sessionFixture } from '../../../../test/session-fixture';
import { GenerateForm } from './generate-form';

const renderOn = (plan: PlanName) =>
  render(
    <AppSessionContext.Provider
      value={sessionFixture({
        subscription_info: { plan_name: plan, plan_status: 'active', current_period_end: null },
      })}
    >
      <GenerateForm
        initial={{ channels: ['email'], tone: 'friendly', number_of_steps: 2 }}
        onSubmit={vi.fn()}
        pending={false}
        disabledReason={null}
      />
    </AppSessionContext.Provider>,
  );

describe('GenerateForm and the plan’s features', () => {
  it('offers every channel on Pro', () => {
    renderOn('pro');
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeEnabled();
  });

  it('disables WhatsApp and calls on Starter with the reasons the server gives', () => {
    renderOn('starter');
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'AI phone call' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'LinkedIn' })).toBeEnabled();
    expect(
      screen.getByText(
        'WhatsApp messages are not part of your Starter plan. Upgrade to Pro to use them. AI calls are not part of your Starter plan. Upgrade to Pro to use them.',
      ),
    ).toBeVisible();
  });
});
