import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PLANS, type Plan } from '@hirelane/domain/billing/plans';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@hirelane/domain/billing/subscription.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { SESSION_QUERY_KEY, useSessionQuery } from '../../auth/api/session';
import {
  isAbsoluteUrl,
  startCheckout,
  startTrial,
  usePlansInfoQuery,
  type PaidPlanName,
  type PaymentProvider,
} from '../api/subscription';
import { PlanCard } from '../components/plan-card';
import { SALES_EMAIL, TALK_TO_US } from '../plan-format';
import { NoWorkspaceNotice } from '../components/no-workspace-notice';

export const BILLING_EDIT_PERMISSION = 'workspace:billing:edit';
export const LOCAL_PROVIDER_NOTE =
  'Payments run on the local billing provider: no card is charged.';
export const askOwnerNote = (workspace: string): string =>
  `Ask an owner or admin of ${workspace} to choose a plan.`;

const isPaidPlan = (name: Plan['name']): name is PaidPlanName =>
  name === 'starter' || name === 'pro';

type UpgradeViewProps = {
  session: SessionInfo;
  provider: PaymentProvider | null;
  /** What the server says about the trial; null when it did not say. */
  trialAvailable: boolean | null;
  onboarding: boolean;
  onStartTrial: () => Promise<void>;
  onCheckout: (plan: PaidPlanName) => Promise<void>;
};

/** The plan catalogue with the actions the viewer may take (exported for tests). */
export function UpgradeView({
  session,
  provider,
  trialAvailable,
  onboarding,
  onStartTrial,
  onCheckout,
}: UpgradeViewProps) {
  const profile = session.profile_info;
  const subscription = profile.subscription_info;
  const workspaceName = profile.current_workspace?.name ?? 'your workspace';
  const canEdit = profile.permissions.includes(BILLING_EDIT_PERMISSION);
  // The trial is for workspaces that never had a plan.
  const trialOpen = trialAvailable ?? subscription === null;
  const currentPlan =
    subscription && subscription.plan_status !== 'canceled' ? subscription.plan_name : null;
  const [busy, setBusy] = useState<Plan['name'] | null>(null);

  const run = async (plan: Plan['name'], action: () => Promise<void>) => {
    setBusy(plan);
    try {
      await action();
    } catch {
      setBusy(null);
    }
  };

  const actionFor = (plan: Plan) => {
    if (!canEdit) return undefined;
    if (plan.name === 'trial') {
      if (!trialOpen) return undefined;
      return (
        <Button
          className="w-full"
          loading={busy === 'trial'}
          disabled={busy !== null}
          onClick={() => void run('trial', onStartTrial)}
        >
          Start free trial
        </Button>
      );
    }
    if (isPaidPlan(plan.name)) {
      // Enterprise is billed by contract; the active plan is not bought twice.
      if (currentPlan === 'enterprise') return undefined;
      if (currentPlan === plan.name && subscription?.plan_status === 'active') return undefined;
      const name = plan.name;
      return (
        <Button
          variant={name === 'pro' ? 'primary' : 'secondary'}
          className="w-full"
          loading={busy === name}
          disabled={busy !== null}
          onClick={() => void run(name, () => onCheckout(name))}
        >
          Choose {plan.label}
        </Button>
      );
    }
    return (
      <a
        href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Hirelane Enterprise')}`}
        className={buttonClasses('secondary', 'w-full')}
      >
        {TALK_TO_US}
      </a>
    );
  };

  const plans = PLANS.filter((plan) => plan.name !== 'trial' || trialOpen || !canEdit);
  if (!profile.current_workspace) return <NoWorkspaceNotice />;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {onboarding ? 'Choose how to start' : 'Choose a plan'}
        </h1>
        <p className="mt-2 text-stone-600">
          {trialOpen && canEdit
            ? `Try every feature free, or pick the plan that fits ${workspaceName}. Credits pay for contact reveals, AI calls, AI interviews and the sourcing agent.`
            : `Plans for ${workspaceName}. Credits pay for contact reveals, AI calls, AI interviews and the sourcing agent.`}
        </p>
      </div>
      {!canEdit ? (
        <p
          role="note"
          className="mx-auto mt-6 max-w-2xl rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900"
        >
          {askOwnerNote(workspaceName)}
        </p>
      ) : null}
      {canEdit && provider === 'local' ? (
        <p
          role="note"
          className="mx-auto mt-6 max-w-2xl rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-center text-sm text-sky-900"
        >
          {LOCAL_PROVIDER_NOTE}
        </p>
      ) : null}
      {canEdit && provider === 'none' ? (
        <p
          role="note"
          className="mx-auto mt-6 max-w-2xl rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900"
        >
          {PAYMENTS_NOT_CONFIGURED_MESSAGE}
        </p>
      ) : null}
      <div
        className={`mt-8 grid gap-6 sm:grid-cols-2 ${plans.length > 3 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {plans.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            current={currentPlan === plan.name}
            highlighted={plan.name === (trialOpen ? 'trial' : 'pro')}
            action={actionFor(plan)}
          />
        ))}
      </div>
    </main>
  );
}

/** /app/upgrade (SPEC 4.2; DESIGN 4 Onboarding). The shell picks the layout from ?source. */
export function UpgradePage() {
  usePageTitle('Choose a plan');
  const session = useSessionQuery();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const workspaceId = session.data?.profile_info.current_workspace?._id ?? null;
  const plansInfo = usePlansInfoQuery(workspaceId);

  if (session.isPending || !session.data) return <FullPageSpinner label="Loading plans…" />;

  // The route guards read the cached session: it must hold the new subscription first.
  const refreshSession = () =>
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });

  const onStartTrial = async () => {
    await startTrial();
    await refreshSession();
    await navigate('/app', { replace: true });
  };

  const onCheckout = async (plan: PaidPlanName) => {
    const { redirect_url } = await startCheckout(plan);
    if (isAbsoluteUrl(redirect_url)) {
      // The provider's own checkout page.
      window.location.assign(redirect_url);
      return;
    }
    await refreshSession();
    await navigate(redirect_url);
  };

  return (
    <UpgradeView
      session={session.data}
      provider={plansInfo.data?.provider ?? null}
      trialAvailable={plansInfo.data?.trialAvailable ?? null}
      onboarding={searchParams.get('source') === 'onboarding'}
      onStartTrial={onStartTrial}
      onCheckout={onCheckout}
    />
  );
}
