import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  CREDIT_PACKS,
  TOP_UP_NOTE,
  type CreditPackId,
} from '@hirelane/domain/billing/credit-packs';
import type { BillingDetails } from '@hirelane/domain/billing/subscription.schema';
import { formatMonthDay } from '@hirelane/domain/format/format-date';
import { Button } from '../../../components/ui/button';
import { SESSION_QUERY_KEY } from '../../auth/api/session';
import { isAbsoluteUrl, openBillingPortal, startTopUp } from '../api/subscription';

const INVOICE_STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  open: 'Due',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

export const money = (cents: number, currency = 'usd') =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });

const fullDate = (iso: string) => `${formatMonthDay(iso)}, ${new Date(iso).getUTCFullYear()}`;

const COUNT = new Intl.NumberFormat('en-US');

/** Leaves the app for the provider's page, or follows our own path. */
const useGoTo = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (url: string) => {
    if (isAbsoluteUrl(url)) {
      window.location.assign(url);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['credits'] });
    await queryClient.invalidateQueries({ queryKey: ['billing'] });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
    await navigate(url);
  };
};

/** Past due with Stripe: the unpaid invoice's page. */
export function PastDueNotice({ payUrl }: { payUrl: string }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <span>The last payment failed. Pay the open invoice to keep your plan.</span>
      <a
        href={payUrl}
        className="inline-flex min-h-9 items-center rounded-lg bg-red-700 px-3 py-1 font-semibold text-white hover:bg-red-800"
      >
        Pay now
      </a>
    </div>
  );
}

/** Card on file and "Manage billing" (the Stripe Customer Portal, only where it can open). */
export function PaymentMethod({ details }: { details: BillingDetails }) {
  const goTo = useGoTo();
  const [busy, setBusy] = useState(false);
  const manage = async () => {
    setBusy(true);
    try {
      await goTo(await openBillingPortal());
    } catch {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-700" data-testid="payment-method">
        {details.payment_method
          ? `${details.payment_method.brand.toUpperCase()} ending in ${details.payment_method.last4}`
          : details.provider === 'local'
            ? 'Payments run on the local billing provider of this installation: no card is taken.'
            : 'No payment method on file.'}
      </p>
      {details.portal_available ? (
        <Button variant="secondary" loading={busy} disabled={busy} onClick={() => void manage()}>
          Manage billing
        </Button>
      ) : null}
    </div>
  );
}

/** Date, amount, status and PDF of each invoice. */
export function InvoiceTable({ invoices }: { invoices: BillingDetails['invoices'] }) {
  if (invoices.length === 0) return <p className="text-sm text-stone-700">No invoices yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
          <th className="py-2 font-semibold">Date</th>
          <th className="py-2 font-semibold">Amount</th>
          <th className="py-2 font-semibold">Status</th>
          <th className="py-2 font-semibold">
            <span className="sr-only">Invoice</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {invoices.map((invoice) => (
          <tr key={invoice._id} data-testid="invoice-row">
            <td className="py-2">{fullDate(invoice.issued_at)}</td>
            <td className="py-2">{money(invoice.amount_cents, invoice.currency)}</td>
            <td className="py-2">{INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status}</td>
            <td className="py-2 text-right">
              {invoice.status === 'open' && invoice.url ? (
                <a className="mr-3 font-medium text-orange-800 underline" href={invoice.url}>
                  Pay
                </a>
              ) : null}
              {invoice.pdf_url ? (
                <a
                  className="font-medium text-orange-800 underline"
                  href={invoice.pdf_url}
                  aria-label={`PDF of invoice ${invoice.number}`}
                >
                  PDF
                </a>
              ) : invoice.url ? (
                <a className="font-medium text-orange-800 underline" href={invoice.url}>
                  View
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Buy credits": the packs of the domain table; bought credits never expire. */
export function BuyCredits({ provider }: { provider: BillingDetails['provider'] }) {
  const goTo = useGoTo();
  const [busy, setBusy] = useState<CreditPackId | null>(null);
  if (provider === 'none') return null;
  const buy = async (pack: CreditPackId) => {
    setBusy(pack);
    try {
      await goTo((await startTopUp(pack)).redirect_url);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {CREDIT_PACKS.map((pack) => (
          <Button
            key={pack.id}
            variant="secondary"
            loading={busy === pack.id}
            disabled={busy !== null}
            onClick={() => void buy(pack.id).catch(() => undefined)}
          >
            Buy {COUNT.format(pack.credits)} credits · {money(pack.priceCents)}
          </Button>
        ))}
      </div>
      <p className="mt-2 text-xs text-stone-600">
        {TOP_UP_NOTE}
        {provider === 'local' ? ' The local billing provider adds them at once, free.' : ''}
      </p>
    </div>
  );
}
