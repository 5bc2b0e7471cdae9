import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PlanName } from '@hirelane/domain/workspaces/subscription.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { NewProjectButton } from './new-project-button';

const renderOn = (plan: PlanName, activeProjects: number | undefined) => {
  const session = sessionFixture({
    subscription_info: { plan_name: plan, plan_status: 'active', current_period_end: null },
  });
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <NewProjectButton activeProjects={activeProjects} />
    </AppSessionContext.Provider>,
    { session },
  );
  return screen.getByRole('button', { name: 'New project' });
};

describe('NewProjectButton and the plan’s active projects', () => {
  it('is usable below the limit', () => {
    expect(renderOn('starter', 9)).toBeEnabled();
  });

  it('is disabled at the limit, with the reason as its description', () => {
    const button = renderOn('starter', 10);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Your Starter plan includes 10 active projects. Upgrade to Pro for unlimited active projects.',
    );
  });

  it('leaves the decision to the server while the count is unknown', () => {
    expect(renderOn('starter', undefined)).toBeEnabled();
  });

  it('has no project limit on the trial', () => {
    expect(renderOn('trial', 500)).toBeEnabled();
  });
});
