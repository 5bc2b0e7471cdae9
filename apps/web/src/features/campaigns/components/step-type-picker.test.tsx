import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanName } from '@hirelane/domain/workspaces/subscription.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { sessionFixture } from '../../../test/session-fixture';
import { StepTypePicker } from './step-type-picker';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';

const renderOn = (plan: PlanName, current?: SequenceStepType) => {
  const onPick = vi.fn();
  const session = sessionFixture({
    subscription_info: { plan_name: plan, plan_status: 'active', current_period_end: null },
  });
  render(
    <AppSessionContext.Provider value={session}>
      <StepTypePicker onPick={onPick} {...(current ? { current } : {})} />
    </AppSessionContext.Provider>,
  );
  return onPick;
};

const card = (name: RegExp) => screen.getAllByRole('button', { name })[0]!;

describe('StepTypePicker and the plan’s features', () => {
  it('offers AI call and WhatsApp steps on Pro', async () => {
    const onPick = renderOn('pro');
    expect(card(/AI phone call/)).toBeEnabled();
    expect(card(/WhatsApp message/)).toBeEnabled();
    await userEvent.click(card(/AI phone call/));
    expect(onPick).toHaveBeenCalledWith('auto_ai_call');
  });

  it('disables them on Starter with the reason the server gives, before the click', () => {
    renderOn('starter');
    const aiCall = card(/AI phone call/);
    expect(aiCall).toBeDisabled();
    expect(aiCall).toHaveAccessibleDescription(
      expect.stringContaining(
        'AI calls are not part of your Starter plan. Upgrade to Pro to use them.',
      ) as string,
    );
    expect(card(/WhatsApp message/)).toBeDisabled();
    expect(card(/WhatsApp template/)).toHaveAccessibleDescription(
      expect.stringContaining('WhatsApp messages are not part of your Starter plan') as string,
    );
    expect(card(/^Email/)).toBeEnabled();
    expect(card(/Delay/)).toBeEnabled();
  });

  it('keeps the type of a step being edited (a downgrade keeps existing steps)', () => {
    renderOn('starter', 'auto_ai_call');
    expect(card(/AI phone call/)).toBeEnabled();
  });
});
