const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const money = (cents: number, currency: string): string =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}</style></head>
<body><p>Fake Stripe (tests)</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const button = (action: string, label: string): string =>
  `<form method="post" action="${escapeHtml(action)}" style="display:inline"><button type="submit">${escapeHtml(label)}</button></form>`;

export const checkoutPage = (input: {
  id: string;
  mode: string;
  lines: { description: string; amount: number }[];
  currency: string;
}): string =>
  page(
    input.mode === 'subscription' ? 'Subscribe' : 'Pay',
    `<ul>${input.lines
      .map(
        (line) =>
          `<li>${escapeHtml(line.description)}: <strong>${money(line.amount, input.currency)}</strong></li>`,
      )
      .join('')}</ul>
<p>Card: Visa ending in 4242</p>
${button(`/pay/checkout/${input.id}/pay`, 'Pay')}${button(`/pay/checkout/${input.id}/cancel`, 'Cancel')}`,
  );

export const invoicePage = (input: {
  id: string;
  number: string;
  status: string;
  amount: number;
  currency: string;
}): string =>
  page(
    `Invoice ${input.number}`,
    `<p>Amount: <strong>${money(input.amount, input.currency)}</strong></p>
<p>Status: <strong data-status="${escapeHtml(input.status)}">${escapeHtml(input.status)}</strong></p>
${input.status === 'open' ? button(`/pay/invoice/${input.id}/pay`, 'Pay now') : ''}`,
  );

export const portalPage = (input: {
  id: string;
  returnUrl: string;
  subscription: { status: string; plan: string } | null;
}): string =>
  page(
    'Manage billing',
    `${
      input.subscription
        ? `<p>Subscription: ${escapeHtml(input.subscription.plan)} (${escapeHtml(input.subscription.status)})</p>
${input.subscription.status === 'canceled' ? '' : button(`/pay/portal/${input.id}/cancel`, 'Cancel subscription')}`
        : '<p>No subscription.</p>'
    }
<p><a href="${escapeHtml(input.returnUrl)}">Return</a></p>`,
  );
