import type { FakeStripe } from './fake-stripe';
import type { Reply } from './http-reply';
import { checkoutPage, invoicePage, portalPage } from './pages';

/**
 * The pages a browser visits: hosted Checkout (Pay, Cancel), the hosted invoice (Pay now), the
 * Customer Portal (Cancel subscription) and invoice PDFs.
 */
export const handleHostedPage = async (
  fake: FakeStripe,
  method: string,
  parts: string[],
  { html, redirect, missing, pdf }: Reply,
): Promise<void> => {
  if (parts[0] === 'pay' && parts[1] === 'checkout' && parts[2]) {
    const session = fake.sessions.get(parts[2]);
    if (!session) return missing();
    if (parts[3] === 'pay' && method === 'POST') {
      await fake.completeCheckout(session.id);
      return redirect(session.success_url as string);
    }
    if (parts[3] === 'cancel' && method === 'POST') {
      session.status = 'expired';
      return redirect(session.cancel_url as string);
    }
    const lines = (session.line_items as { price: string; quantity: string }[]).map((line) => ({
      description: `${line.price} × ${line.quantity ?? 1}`,
      amount: fake.unitAmount(line.price) * Number(line.quantity ?? 1),
    }));
    return html(
      checkoutPage({ id: session.id, mode: session.mode as string, lines, currency: 'usd' }),
    );
  }
  if (parts[0] === 'pay' && parts[1] === 'invoice' && parts[2]) {
    const invoice = fake.invoices.get(parts[2]);
    if (!invoice) return missing();
    if (parts[3] === 'pay' && method === 'POST') {
      await fake.payInvoice(invoice.id);
      return redirect(`/pay/invoice/${invoice.id}`);
    }
    return html(
      invoicePage({
        id: invoice.id,
        number: invoice.number as string,
        status: invoice.status as string,
        amount: invoice.amount_due as number,
        currency: invoice.currency as string,
      }),
    );
  }
  if (parts[0] === 'pay' && parts[1] === 'portal' && parts[2]) {
    const portal = fake.portalSessions.get(parts[2]);
    if (!portal) return missing();
    const subscription = fake.subscriptionOf(portal.customer as string);
    if (parts[3] === 'cancel' && method === 'POST') {
      if (subscription) await fake.cancel(subscription.id);
      return redirect(portal.return_url as string);
    }
    return html(
      portalPage({
        id: portal.id,
        returnUrl: portal.return_url as string,
        subscription: subscription
          ? {
              status: subscription.status as string,
              plan: fake.itemOf(subscription).price.id as string,
            }
          : null,
      }),
    );
  }
  if (parts[0] === 'files' && parts[1] === 'invoice')
    return pdf(`%PDF-1.4\n% fake invoice ${parts[2] ?? ''}\n%%EOF\n`);
  return missing();
};
