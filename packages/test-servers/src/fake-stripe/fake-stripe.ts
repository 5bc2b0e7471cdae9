import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api-routes';
import { parseStripeForm } from './form-body';
import { handleHostedPage } from './hosted-routes';
import { buildInvoice, clone, fakeId, type FakeObject, type InvoiceInput } from './objects';
import { replyTo } from './http-reply';
import { WebhookOutbox, type StripeEventJson, type WebhookTarget } from './webhook-outbox';

/**
 * A local stand-in for the Stripe API (decision 023): the subset Hirelane calls (customers,
 * Checkout sessions, subscriptions, invoices, payment methods, billing portal sessions), the
 * hosted pages a browser visits (Checkout with Pay and Cancel, the invoice page with Pay now,
 * the portal with Cancel subscription), and webhook events signed with
 * `generateTestHeaderString`. Objects are plain JSON shaped like Stripe's (API 2026).
 */

type Json = Record<string, unknown>;

export type FakeStripeOptions = {
  webhookSecret: string;
  webhook: WebhookTarget;
  /** Unit amount in cents of each price id (0 when not listed). */
  prices?: Record<string, number>;
  port?: number;
};

const DAY_SECONDS = 24 * 60 * 60;
const PERIOD_SECONDS = 30 * DAY_SECONDS;
const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export class FakeStripe {
  readonly customers = new Map<string, FakeObject>();
  readonly sessions = new Map<string, FakeObject>();
  readonly subscriptions = new Map<string, FakeObject>();
  readonly invoices = new Map<string, FakeObject>();
  readonly paymentMethods = new Map<string, FakeObject>();
  readonly portalSessions = new Map<string, FakeObject>();
  url = '';
  private server = createServer((request, response) => {
    this.route(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  private clock = Math.floor(Date.now() / 1000);
  private invoiceCount = 0;

  readonly webhooks: WebhookOutbox;

  constructor(private readonly options: FakeStripeOptions) {
    this.webhooks = new WebhookOutbox(options, () => this.tick());
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) =>
      this.server.listen(this.options.port ?? 0, '127.0.0.1', resolve),
    );
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Event times only move forward, one second per event, so `created` orders them. */
  tick(): number {
    this.clock = Math.max(this.clock + 1, Math.floor(Date.now() / 1000));
    return this.clock;
  }

  // ---- flows (also behind the hosted pages) ---------------------------------------------

  private paymentMethodFor(customerId: string): string {
    const customer = this.customers.get(customerId)!;
    const settings = customer.invoice_settings as { default_payment_method: string | null };
    if (settings.default_payment_method) return settings.default_payment_method;
    const method: FakeObject = {
      id: fakeId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    };
    this.paymentMethods.set(method.id, method);
    settings.default_payment_method = method.id;
    return method.id;
  }

  private createInvoice(
    input: Omit<InvoiceInput, 'id' | 'number' | 'unitAmount' | 'created' | 'baseUrl'>,
  ): FakeObject {
    this.invoiceCount += 1;
    const invoice = buildInvoice({
      ...input,
      id: fakeId('in'),
      number: `FAKE-${String(this.invoiceCount).padStart(4, '0')}`,
      unitAmount: this.unitAmount(input.price),
      created: this.tick(),
      baseUrl: this.url,
    });
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  itemOf(subscription: FakeObject): Json & { current_period_end: number; price: Json } {
    return (subscription.items as { data: (Json & { current_period_end: number; price: Json })[] })
      .data[0]!;
  }

  /** The Pay button of the hosted Checkout page. */
  async completeCheckout(sessionId: string): Promise<FakeObject> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'open') return session;
    const customer = session.customer as string;
    this.paymentMethodFor(customer);
    const events: StripeEventJson[] = [];
    const lines = session.line_items as { price: string; quantity: string }[];
    const line = lines[0]!;
    if (session.mode === 'subscription') {
      const start = this.tick();
      const subscription: FakeObject = {
        id: fakeId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        created: start,
        trial_end: null,
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: (session.subscription_data as { metadata?: Json } | undefined)?.metadata ?? {},
        default_payment_method: null,
        latest_invoice: null,
        items: {
          object: 'list',
          data: [
            {
              id: fakeId('si'),
              object: 'subscription_item',
              price: { id: line.price, object: 'price' },
              quantity: Number(line.quantity ?? 1),
              current_period_start: start,
              current_period_end: start + PERIOD_SECONDS,
            },
          ],
        },
      };
      this.subscriptions.set(subscription.id, subscription);
      const invoice = this.createInvoice({
        customer,
        subscription: subscription.id,
        price: line.price,
        quantity: 1,
        start,
        end: start + PERIOD_SECONDS,
        paid: true,
        reason: 'subscription_create',
      });
      subscription.latest_invoice = invoice.id;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        invoice: invoice.id,
      });
      events.push(
        this.webhooks.create('customer.subscription.created', subscription),
        this.webhooks.create('invoice.paid', invoice),
        this.webhooks.create('checkout.session.completed', session),
      );
    } else {
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: fakeId('pi'),
      });
      events.push(this.webhooks.create('checkout.session.completed', session));
    }
    await this.webhooks.emit(events);
    return session;
  }

  /** The next billing period: a new invoice, paid, or (failPayment) open with the subscription past_due. */
  async renew(subscriptionId: string, options: { failPayment?: boolean } = {}) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const item = this.itemOf(subscription);
    const start = item.current_period_end;
    const end = start + PERIOD_SECONDS;
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const invoice = this.createInvoice({
      customer: subscription.customer as string,
      subscription: subscriptionId,
      price: item.price.id as string,
      quantity: 1,
      start,
      end,
      paid: !options.failPayment,
      reason: 'subscription_cycle',
    });
    subscription.latest_invoice = invoice.id;
    subscription.status = options.failPayment ? 'past_due' : 'active';
    const events = [
      this.webhooks.create(
        options.failPayment ? 'invoice.payment_failed' : 'invoice.paid',
        invoice,
      ),
      this.webhooks.create('customer.subscription.updated', subscription),
    ];
    await this.webhooks.emit(events);
    return { invoice, events };
  }

  /**
   * A plan change in the portal, mid-period: the item moves to `priceId` and a paid proration
   * invoice credits the unused time of the old price (a negative line) and bills the new one.
   */
  async changePlan(subscriptionId: string, priceId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const item = this.itemOf(subscription);
    const oldPrice = item.price.id as string;
    const start = this.tick();
    const end = item.current_period_end;
    item.price = { id: priceId, object: 'price' };
    const invoice = this.createInvoice({
      customer: subscription.customer as string,
      subscription: subscriptionId,
      price: priceId,
      quantity: 1,
      start,
      end,
      paid: true,
      reason: 'subscription_update',
    });
    const lines = (invoice.lines as { data: Json[] }).data;
    const credit = -this.unitAmount(oldPrice);
    lines.unshift({
      ...clone(lines[0]),
      id: fakeId('il'),
      amount: credit,
      pricing: { type: 'price_details', price_details: { price: oldPrice, product: 'prod_fake' } },
    });
    const total = lines.reduce((sum, line) => sum + (line.amount as number), 0);
    Object.assign(invoice, {
      amount_due: Math.max(0, total),
      amount_paid: Math.max(0, total),
      total,
    });
    subscription.latest_invoice = invoice.id;
    const events = [
      this.webhooks.create('customer.subscription.updated', subscription),
      this.webhooks.create('invoice.paid', invoice),
    ];
    await this.webhooks.emit(events);
    return { invoice, events };
  }

  /** Pay now on the hosted invoice page. */
  async payInvoice(invoiceId: string) {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    if (invoice.status !== 'open') return { invoice, events: [] };
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
    });
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } })
      .subscription_details.subscription;
    const subscription = this.subscriptions.get(subscriptionId)!;
    subscription.status = 'active';
    const events = [
      this.webhooks.create('invoice.paid', invoice),
      this.webhooks.create('customer.subscription.updated', subscription),
    ];
    await this.webhooks.emit(events);
    return { invoice, events };
  }

  /** Cancel in the portal: canceled at once. */
  async cancel(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    Object.assign(subscription, { status: 'canceled', canceled_at: this.tick() });
    const events = [this.webhooks.create('customer.subscription.deleted', subscription)];
    await this.webhooks.emit(events);
    return { events };
  }

  unitAmount(priceId: string): number {
    return this.options.prices?.[priceId] ?? 0;
  }

  subscriptionOf(customerId: string): FakeObject | undefined {
    return [...this.subscriptions.values()].findLast((sub) => sub.customer === customerId);
  }

  // ---- HTTP -----------------------------------------------------------------------------

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);
    const reply = replyTo(response, url.pathname);
    if (parts[0] !== 'v1') return handleHostedPage(this, method, parts, reply);
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_'))
      return reply.json(401, { error: { type: 'invalid_request_error', message: 'No API key' } });
    const body = method === 'POST' ? parseStripeForm(await readBody(request)) : {};
    handleApi(this, method, parts.slice(1), body, parseStripeForm(url.search.slice(1)), reply);
  }
}

/** Starts a fake Stripe on 127.0.0.1 (a free port unless `port` is given). */
export const startFakeStripe = (options: FakeStripeOptions): Promise<FakeStripe> =>
  new FakeStripe(options).start();
