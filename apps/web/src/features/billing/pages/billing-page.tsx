import { formatMonthDay } from '@hirelane/domain/format/format-date';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { useAppSession } from '../../../lib/use-app-session';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { ErrorPage } from '../../errors/error-page';
import { useBillingDetailsQuery } from '../api/billing-details';
import {
  BuyCredits,
  InvoiceTable,
  money,
  PastDueNotice,
  PaymentMethod,
} from '../components/billing-account';
import { CreditUsageSection } from '../components/credit-usage-section';

const STATUS_LABELS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  canceled: 'Canceled',
};

const fullDate = (iso: string) => `${formatMonthDay(iso)}, ${new Date(iso).getUTCFullYear()}`;

/** /app/billing: plan, renewal, payment method and invoices; enterprise plans show the 414 page. */
export function BillingPage() {
  usePageTitle('Billing');
  const session = useAppSession();
  const workspaceId = session.profile_info.current_workspace?._id ?? null;
  const details = useBillingDetailsQuery(workspaceId);
  const [searchParams] = useSearchParams();
  const topUp = searchParams.get('top_up');

  if (details.isPending && workspaceId) return <FullPageSpinner label="Loading billing…" />;
  if (details.error) {
    const status = isApiError(details.error) ? details.error.status : 500;
    return (
      <ErrorPage status={status} message={status === 414 ? undefined : details.error.message} />
    );
  }
  const data = details.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Billing</h1>
      {topUp === 'success' ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {data?.provider === 'stripe'
            ? 'Thank you! Your credits are added as soon as Stripe confirms the payment.'
            : 'Your credits were added.'}
        </p>
      ) : null}
      {data?.pay_url ? <PastDueNotice payUrl={data.pay_url} /> : null}
      <Card>
        <h2 className="text-lg font-semibold text-stone-900">Plan</h2>
        {data?.plan_name ? (
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">Plan</dt>
              <dd className="mt-1 font-semibold text-stone-900" data-testid="billing-plan">
                {data.plan_label ?? data.plan_name}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                Status
              </dt>
              <dd className="mt-1 text-stone-900">
                {data.plan_status ? (STATUS_LABELS[data.plan_status] ?? data.plan_status) : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                {data.plan_status === 'trialing'
                  ? 'Trial ends'
                  : data.plan_status === 'canceled'
                    ? 'Ended'
                    : 'Renews'}
              </dt>
              <dd className="mt-1 text-stone-900">
                {data.current_period_end ? fullDate(data.current_period_end) : 'No end date'}
                {data.price_cents ? ` · ${money(data.price_cents)} a month` : ''}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-sm text-stone-700">This workspace has no plan yet.</p>
        )}
        <Link to="/app/upgrade" className={buttonClasses('primary', 'mt-5')}>
          Upgrade
        </Link>
      </Card>
      {data ? (
        <>
          <Card>
            <h2 className="text-lg font-semibold text-stone-900">Payment method</h2>
            <div className="mt-2">
              <PaymentMethod details={data} />
            </div>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-stone-900">Invoices</h2>
            <div className="mt-3">
              <InvoiceTable invoices={data.invoices} />
            </div>
          </Card>
          {data.plan_name && data.plan_status !== 'canceled' ? (
            <Card>
              <h2 className="text-lg font-semibold text-stone-900">Buy credits</h2>
              <div className="mt-3">
                <BuyCredits provider={data.provider} />
              </div>
            </Card>
          ) : null}
        </>
      ) : null}
      <CreditUsageSection session={session} />
    </div>
  );
}
