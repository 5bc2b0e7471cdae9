import { BILLING_PERMISSION } from '@hirelane/domain/app-shell/banners';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { useBillingDetailsQuery } from '../api/billing-details';
import { BuyCredits, InvoiceTable, PastDueNotice, PaymentMethod } from './billing-account';

/**
 * The payment part of settings #billing for those who may bill: past due Pay now, card and
 * Manage billing, invoices, credit packs. Others see the plan only (the details need the right).
 */
export function BillingSectionAccount({ session }: { session: SessionInfo }) {
  const profile = session.profile_info;
  const canBill = profile.permissions.includes(BILLING_PERMISSION);
  const details = useBillingDetailsQuery(canBill ? (profile.current_workspace?._id ?? null) : null);
  const data = details.data;
  if (!canBill || !data) return null;
  const subscribed = data.plan_name !== null && data.plan_status !== 'canceled';
  return (
    <div className="mt-6 flex flex-col gap-5 border-t border-stone-200 pt-5">
      {data.pay_url ? <PastDueNotice payUrl={data.pay_url} /> : null}
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Payment method</h3>
        <div className="mt-2">
          <PaymentMethod details={data} />
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Invoices</h3>
        <div className="mt-2">
          <InvoiceTable invoices={data.invoices} />
        </div>
      </div>
      {subscribed ? (
        <div>
          <h3 className="text-sm font-semibold text-stone-900">Buy credits</h3>
          <div className="mt-2">
            <BuyCredits provider={data.provider} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
