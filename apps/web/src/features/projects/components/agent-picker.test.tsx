import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PlanName } from '@hirelane/domain/workspaces/subscription.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { sessionFixture } from '../../../test/session-fixture';
import { AgentPicker } from './agent-picker';

const renderOn = (plan: PlanName) => {
  const session = sessionFixture({
    subscription_info: { plan_name: plan, plan_status: 'active', current_period_end: null },
  });
  render(
    <AppSessionContext.Provider value={session}>
      <AgentPicker value="ria" onChange={vi.fn()} />
    </AppSessionContext.Provider>,
  );
  return screen.getByRole('radio', { name: /Charlie/ });
};

describe('AgentPicker and the plan’s features', () => {
  it('offers Charlie on plans with AI interviews, the trial included', () => {
    expect(renderOn('trial')).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Ria/ })).toBeEnabled();
  });

  it('disables Charlie on Starter and says which plan adds it', () => {
    const charlie = renderOn('starter');
    expect(charlie).toBeDisabled();
    expect(charlie).toHaveAccessibleDescription(
      'Charlie AI interviews are not part of your Starter plan. Upgrade to Pro to use them.',
    );
    expect(screen.getByRole('radio', { name: /Ria/ })).toBeEnabled();
  });
});
