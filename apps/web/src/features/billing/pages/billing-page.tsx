import { formatMonthDay } from '@hirelane/domain/format/format-date';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { useAppSession } from '../../../lib/use-app-session';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { ErrorPage } from '../../errors/error-page';
import { useBillingDetailsQuery } from '../api/billing-details';
import { CreditUsageSection } from '../components/credit-usage-section';

const STATUS_LABELS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  canceled: 'Canceled',
};

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const fullDate = (iso: string) => `${formatMonthDay(iso)}, ${new Date(iso).getUTCFullYear()}`;

/** /app/billing: plan, renewal, payment method and invoices; enterprise plans show the 414 page. */
export function BillingPage() {
  usePageTitle('Billing');
  const session = useAppSession();
  const workspaceId = session.profile_info.current_workspace?._id ?? null;
  const details = useBillingDetailsQuery(workspaceId);

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
                {data.plan_status === 'trialing' ? 'Trial ends' : 'Renews'}
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
      <Card>
        <h2 className="text-lg font-semibold text-stone-900">Payment method</h2>
        <p className="mt-2 text-sm text-stone-700">
          {data?.payment_method
            ? `${data.payment_method.brand} ending in ${data.payment_method.last4}`
            : data?.provider === 'local'
              ? 'Payments run on the local billing provider of this installation: no card is taken.'
              : 'No payment method on file.'}
        </p>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-stone-900">Invoices</h2>
        {data && data.invoices.length > 0 ? (
          <ul className="mt-3 divide-y divide-stone-200">
            {data.invoices.map((invoice) => (
              <li key={invoice._id} className="flex items-center justify-between py-2 text-sm">
                <span>
                  {invoice.number} · {fullDate(invoice.issued_at)}
                </span>
                <a className="font-medium text-orange-800 underline" href={invoice.url}>
                  {money(invoice.amount_cents)}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-stone-700">No invoices yet.</p>
        )}
      </Card>
      <CreditUsageSection session={session} />
    </div>
  );
}
