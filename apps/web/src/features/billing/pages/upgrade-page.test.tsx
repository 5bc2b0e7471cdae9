import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { SubscriptionInfo } from '@hirelane/domain/workspaces/subscription.schema';
import { parsePlansInfo, type PaymentProvider } from '../api/subscription';
import { NO_WORKSPACE_TITLE } from '../components/no-workspace-notice';
import { LOCAL_PROVIDER_NOTE, UpgradeView, askOwnerNote } from './upgrade-page';

const session = (
  permissions: string[],
  subscription: SubscriptionInfo | null = null,
): SessionInfo => ({
  email: 'dana@acme.test',
  profile_info: {
    first_name: 'Dana',
    last_name: 'Lee',
    email: 'dana@acme.test',
    photo: '',
    current_company: 'Acme',
    has_onboarded: true,
    is_allowed: true,
    is_admin: false,
    joined_at: '2026-01-01T00:00:00.000Z',
    member_id: 'm1',
    extension_id: 'ext',
    permissions,
    current_workspace: { _id: 'w1', name: 'Acme Talent' },
    subscription_info: subscription,
  },
});

const OWNER = ['workspace:billing:edit'];

const renderView = (
  viewer: SessionInfo,
  provider: PaymentProvider | null = null,
  trialAvailable: boolean | null = null,
) => {
  const onStartTrial = vi.fn(() => Promise.resolve());
  const onCheckout = vi.fn(() => Promise.resolve());
  render(
    <UpgradeView
      session={viewer}
      provider={provider}
      trialAvailable={trialAvailable}
      onboarding
      onStartTrial={onStartTrial}
      onCheckout={onCheckout}
    />,
  );
  return { onStartTrial, onCheckout, user: userEvent.setup() };
};

describe('UpgradeView', () => {
  it('shows the catalogue with prices, credits and limits', () => {
    renderView(session(OWNER));
    const starter = screen.getByRole('region', { name: 'Starter' });
    expect(within(starter).getByText('$99')).toBeInTheDocument();
    expect(within(starter).getByText('500 credits per month')).toBeInTheDocument();
    expect(within(starter).getByText('3 seats')).toBeInTheDocument();
    expect(within(starter).getByText('10 active projects')).toBeInTheDocument();
    expect(within(starter).getByText('3 mailboxes')).toBeInTheDocument();
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('Unlimited active projects')).toBeInTheDocument();
    const enterprise = screen.getByRole('region', { name: 'Enterprise' });
    expect(within(enterprise).getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sales@hirelane\.io/),
    );
  });

  it('tells a viewer without billing rights whom to ask, and offers no actions', () => {
    renderView(session([]), 'local');
    expect(screen.getByText(askOwnerNote('Acme Talent'))).toBeInTheDocument();
    expect(
      screen.getByText('Ask an owner or admin of Acme Talent to choose a plan.'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Talk to us' })).not.toBeInTheDocument();
    expect(screen.queryByText(LOCAL_PROVIDER_NOTE)).not.toBeInTheDocument();
  });

  it('says so when payments run on the local provider', () => {
    renderView(session(OWNER), 'local');
    expect(
      screen.getByText('Payments run on the local billing provider: no card is charged.'),
    ).toBeVisible();
  });

  it('says payments are not configured when no provider is (production before Stripe)', () => {
    renderView(session(OWNER), 'none');
    expect(screen.getByRole('note')).toHaveTextContent(/^Payments are not configured: set STRIPE_/);
    expect(screen.queryByText(LOCAL_PROVIDER_NOTE)).not.toBeInTheDocument();
  });

  it('does not claim the local provider when another one is in use', () => {
    renderView(session(OWNER), 'stripe');
    expect(screen.queryByText(LOCAL_PROVIDER_NOTE)).not.toBeInTheDocument();
  });

  it('starts the trial for a workspace that never had a plan', async () => {
    const { user, onStartTrial } = renderView(session(OWNER));
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(onStartTrial).toHaveBeenCalledOnce();
  });

  it('hides the trial once the workspace had a plan, and checks out paid plans', async () => {
    const { user, onCheckout } = renderView(
      session(OWNER, { plan_name: 'trial', plan_status: 'canceled', current_period_end: null }),
    );
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(onCheckout).toHaveBeenCalledWith('pro');
  });

  it('offers no checkout for the plan that is already active', () => {
    renderView(
      session(OWNER, { plan_name: 'starter', plan_status: 'active', current_period_end: null }),
    );
    expect(screen.queryByRole('button', { name: 'Choose Starter' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(screen.getByText('Current plan')).toBeInTheDocument();
  });

  it('follows the server when it says whether the trial is open', () => {
    renderView(session(OWNER), null, false);
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
  });
});

describe('parsePlansInfo', () => {
  it('reads the provider and trial flag from data or from the envelope', () => {
    expect(parsePlansInfo({ success: true, data: { provider: 'local', plans: [] } })).toEqual({
      provider: 'local',
      trialAvailable: null,
    });
    expect(
      parsePlansInfo({ success: true, provider: 'stripe', trial_available: true, data: [] }),
    ).toEqual({ provider: 'stripe', trialAvailable: true });
  });

  it('treats a bare catalogue or an unknown value as unknown', () => {
    expect(parsePlansInfo({ success: true, data: [] })).toEqual({
      provider: null,
      trialAvailable: null,
    });
    expect(parsePlansInfo({ success: true, data: { provider: 'paypal' } })).toEqual({
      provider: null,
      trialAvailable: null,
    });
  });

  it('offers a person without any workspace to start one instead of plans', async () => {
    const viewer = session([]);
    viewer.profile_info.current_workspace = null;
    const fetchStub = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: true,
            message: 'Workspace created.',
            data: { _id: 'w2', name: 'Dana Search', role: 'owner' },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UpgradeView
          session={viewer}
          provider={null}
          trialAvailable={null}
          onboarding
          onStartTrial={vi.fn()}
          onCheckout={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: NO_WORKSPACE_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pro' })).toBeNull();
    await user.type(screen.getByLabelText('Workspace name'), 'Dana Search');
    await user.click(screen.getByRole('button', { name: 'Start a workspace' }));
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/workspace/create');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Dana Search' });
    vi.unstubAllGlobals();
  });
});
