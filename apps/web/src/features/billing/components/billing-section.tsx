import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { planByName } from '@hirelane/domain/billing/plans';
import { formatMonthDay } from '@hirelane/domain/format/format-date';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useCreditBalanceQuery } from '../api/credit-balance';
import { API_STATUS, DEFAULT_ERROR_MESSAGES } from '@hirelane/domain/http/status';
import { SettingsSection } from '../../../components/settings-section';
import { BillingSectionAccount } from './billing-section-account';
import { CreditExpiryNote } from './credit-expiry-note';

const STATUS_LABELS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  canceled: 'Canceled',
};

/** #billing: the current plan, its status and period end, and the credit balance. */
export function BillingSection({ session }: { session: SessionInfo }) {
  const workspaceId = session.profile_info.current_workspace?._id ?? null;
  const subscription = session.profile_info.subscription_info;
  const enterprise = subscription?.plan_name === 'enterprise';
  const balance = useCreditBalanceQuery(workspaceId, !enterprise);
  const periodEnd = subscription?.current_period_end
    ? formatMonthDay(subscription.current_period_end)
    : '';
  const year = subscription?.current_period_end
    ? new Date(subscription.current_period_end).getUTCFullYear()
    : null;

  // SPEC 8 (414): Enterprise plans are billed by contract, so there are no billing details here.
  if (enterprise) {
    return (
      <SettingsSection
        id="billing"
        title="Billing"
        description="Your workspace’s plan and credits."
      >
        <p className="text-sm text-stone-700" role="note">
          {DEFAULT_ERROR_MESSAGES[API_STATUS.enterpriseBilling]}
        </p>
        <Link to="/app/book-a-demo" className={buttonClasses('secondary', 'mt-5')}>
          Contact Support
        </Link>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection id="billing" title="Billing" description="Your workspace’s plan and credits.">
      {subscription ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">Plan</dt>
            <dd className="mt-1 font-semibold text-stone-900" data-testid="plan-name">
              {planByName(subscription.plan_name).label}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">Status</dt>
            <dd className="mt-1 text-stone-900">
              {STATUS_LABELS[subscription.plan_status] ?? subscription.plan_status}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
              {subscription.plan_status === 'trialing' ? 'Trial ends' : 'Current period ends'}
            </dt>
            <dd className="mt-1 text-stone-900">
              {periodEnd ? `${periodEnd}, ${year}` : 'No end date'}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
              Credits
            </dt>
            <dd className="mt-1 text-stone-900" data-testid="credit-balance">
              {balance.data
                ? `${balance.data.balance.toLocaleString('en-US')} left of ${balance.data.credits_per_month.toLocaleString('en-US')} a month`
                : balance.isPending && workspaceId
                  ? 'Loading…'
                  : 'Not available'}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-stone-700">No plan yet.</p>
      )}
      {subscription ? <CreditExpiryNote subscription={subscription} className="mt-4" /> : null}
      <Link to="/app/upgrade" className={buttonClasses('primary', 'mt-5')}>
        Upgrade
      </Link>
      <BillingSectionAccount session={session} />
    </SettingsSection>
  );
}
