import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm, type FormObject } from './form-body';
import { checkoutPage, invoicePage, portalPage } from './pages';

/**
 * A local stand-in for the Stripe API (decision 023): the subset Hirelane calls (customers,
 * Checkout sessions, subscriptions, invoices, payment methods, billing portal sessions), the
 * hosted pages a browser visits (Checkout with Pay and Cancel, the invoice page with Pay now,
 * the portal with Cancel subscription), and webhook events signed with
 * `generateTestHeaderString`. Objects are plain JSON shaped like Stripe's (API 2026).
 */

type Json = Record<string, unknown>;
export type FakeObject = Json & { id: string };

export type StripeEventJson = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: FakeObject };
};

/** An URL to POST events to, or a function that delivers them and answers the HTTP status. */
export type WebhookTarget = string | ((payload: string, signature: string) => Promise<number>);

export type FakeStripeOptions = {
  webhookSecret: string;
  webhook: WebhookTarget;
  /** Unit amount in cents of each price id (0 when not listed). */
  prices?: Record<string, number>;
  port?: number;
};

export type Delivery = { eventId: string; type: string; status: number };

const DAY_SECONDS = 24 * 60 * 60;
const PERIOD_SECONDS = 30 * DAY_SECONDS;
const API_VERSION = '2026-10-28.endive';

const signer = new Stripe('sk_test_fake_signer');

const id = (prefix: string): string => `${prefix}_${randomBytes(10).toString('hex')}`;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

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
  /** Every event created, in order. */
  readonly events: StripeEventJson[] = [];
  readonly deliveries: Delivery[] = [];
  /** While true, new events wait in `held` instead of being delivered (see `release`). */
  holding = false;
  held: StripeEventJson[] = [];
  url = '';
  private server = createServer((request, response) => {
    this.route(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  private clock = Math.floor(Date.now() / 1000);
  private invoiceCount = 0;

  constructor(private readonly options: FakeStripeOptions) {}

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
  private now(): number {
    this.clock = Math.max(this.clock + 1, Math.floor(Date.now() / 1000));
    return this.clock;
  }

  // ---- webhooks -------------------------------------------------------------------------

  private event(type: string, object: FakeObject): StripeEventJson {
    const event: StripeEventJson = {
      id: id('evt'),
      object: 'event',
      type,
      created: this.now(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: clone(object) },
    };
    this.events.push(event);
    return event;
  }

  /** Signs and posts one event; answers the receiver's HTTP status. */
  async deliver(event: StripeEventJson): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.webhookSecret,
    });
    const target = this.options.webhook;
    const status =
      typeof target === 'string'
        ? (
            await fetch(target, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'stripe-signature': signature },
              body: payload,
            })
          ).status
        : await target(payload, signature);
    this.deliveries.push({ eventId: event.id, type: event.type, status });
    return status;
  }

  /** Delivers events in order, or keeps them while `holding`. */
  async emit(events: StripeEventJson[]): Promise<void> {
    if (this.holding) {
      this.held.push(...events);
      return;
    }
    for (const event of events) await this.deliver(event);
  }

  /** Delivers the held events (in the order given, default as created) and stops holding. */
  async release(order: (held: StripeEventJson[]) => StripeEventJson[] = (held) => held) {
    const events = order(this.held);
    this.held = [];
    this.holding = false;
    for (const event of events) await this.deliver(event);
  }

  /** Delivers an event again, as Stripe does after a timeout. */
  async replay(eventId: string): Promise<number> {
    const event = this.events.find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return this.deliver(event);
  }

  lastEvent(type: string): StripeEventJson | undefined {
    return this.events.findLast((event) => event.type === type);
  }

  // ---- flows (also behind the hosted pages) ---------------------------------------------

  private paymentMethodFor(customerId: string): string {
    const customer = this.customers.get(customerId)!;
    const settings = customer.invoice_settings as { default_payment_method: string | null };
    if (settings.default_payment_method) return settings.default_payment_method;
    const method: FakeObject = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    };
    this.paymentMethods.set(method.id, method);
    settings.default_payment_method = method.id;
    return method.id;
  }

  private createInvoice(input: {
    customer: string;
    subscription: string;
    price: string;
    quantity: number;
    start: number;
    end: number;
    paid: boolean;
    reason: string;
  }): FakeObject {
    const invoiceId = id('in');
    const amount = (this.options.prices?.[input.price] ?? 0) * input.quantity;
    this.invoiceCount += 1;
    const invoice: FakeObject = {
      id: invoiceId,
      object: 'invoice',
      customer: input.customer,
      number: `FAKE-${String(this.invoiceCount).padStart(4, '0')}`,
      status: input.paid ? 'paid' : 'open',
      currency: 'usd',
      amount_due: amount,
      amount_paid: input.paid ? amount : 0,
      amount_remaining: input.paid ? 0 : amount,
      total: amount,
      created: this.now(),
      billing_reason: input.reason,
      period_start: input.start,
      period_end: input.end,
      hosted_invoice_url: `${this.url}/pay/invoice/${invoiceId}`,
      invoice_pdf: `${this.url}/files/invoice/${invoiceId}.pdf`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: input.subscription, metadata: {} },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: id('il'),
            object: 'line_item',
            amount,
            quantity: input.quantity,
            period: { start: input.start, end: input.end },
            pricing: {
              type: 'price_details',
              price_details: { price: input.price, product: 'prod_fake' },
              unit_amount_decimal: String(this.options.prices?.[input.price] ?? 0),
            },
          },
        ],
      },
    };
    this.invoices.set(invoiceId, invoice);
    return invoice;
  }

  private item(subscription: FakeObject): Json & { current_period_end: number; price: Json } {
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
      const start = this.now();
      const subscription: FakeObject = {
        id: id('sub'),
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
              id: id('si'),
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
        this.event('customer.subscription.created', subscription),
        this.event('invoice.paid', invoice),
        this.event('checkout.session.completed', session),
      );
    } else {
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
      });
      events.push(this.event('checkout.session.completed', session));
    }
    await this.emit(events);
    return session;
  }

  /** The next billing period: a new invoice, paid, or (failPayment) open with the subscription past_due. */
  async renew(subscriptionId: string, options: { failPayment?: boolean } = {}) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const item = this.item(subscription);
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
      this.event(options.failPayment ? 'invoice.payment_failed' : 'invoice.paid', invoice),
      this.event('customer.subscription.updated', subscription),
    ];
    await this.emit(events);
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
      this.event('invoice.paid', invoice),
      this.event('customer.subscription.updated', subscription),
    ];
    await this.emit(events);
    return { invoice, events };
  }

  /** Cancel in the portal: canceled at once. */
  async cancel(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    Object.assign(subscription, { status: 'canceled', canceled_at: this.now() });
    const events = [this.event('customer.subscription.deleted', subscription)];
    await this.emit(events);
    return { events };
  }

  subscriptionOf(customerId: string): FakeObject | undefined {
    return [...this.subscriptions.values()].findLast((sub) => sub.customer === customerId);
  }

  // ---- HTTP -----------------------------------------------------------------------------

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const body = request.method === 'POST' ? parseStripeForm(await readBody(request)) : {};
    const query = parseStripeForm(url.search.slice(1));
    const parts = url.pathname.split('/').filter(Boolean);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const html = (text: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    const redirect = (location: string) => {
      response.writeHead(303, { location });
      response.end();
    };
    const missing = () =>
      json(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: ${url.pathname}`,
        },
      });
    const last = parts.at(-1) ?? '';

    if (parts[0] === 'v1') {
      if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_'))
        return json(401, { error: { type: 'invalid_request_error', message: 'No API key' } });
      return this.api(request.method ?? 'GET', parts.slice(1), body, query, json, missing);
    }
    if (parts[0] === 'pay' && parts[1] === 'checkout' && parts[2]) {
      const session = this.sessions.get(parts[2]);
      if (!session) return missing();
      if (parts[3] === 'pay' && request.method === 'POST') {
        await this.completeCheckout(session.id);
        return redirect(session.success_url as string);
      }
      if (parts[3] === 'cancel' && request.method === 'POST') {
        session.status = 'expired';
        return redirect(session.cancel_url as string);
      }
      const lines = (session.line_items as { price: string; quantity: string }[]).map((line) => ({
        description: `${line.price} × ${line.quantity ?? 1}`,
        amount: (this.options.prices?.[line.price] ?? 0) * Number(line.quantity ?? 1),
      }));
      return html(
        checkoutPage({ id: session.id, mode: session.mode as string, lines, currency: 'usd' }),
      );
    }
    if (parts[0] === 'pay' && parts[1] === 'invoice' && parts[2]) {
      const invoice = this.invoices.get(parts[2]);
      if (!invoice) return missing();
      if (parts[3] === 'pay' && request.method === 'POST') {
        await this.payInvoice(invoice.id);
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
      const portal = this.portalSessions.get(parts[2]);
      if (!portal) return missing();
      const subscription = this.subscriptionOf(portal.customer as string);
      if (parts[3] === 'cancel' && request.method === 'POST') {
        if (subscription) await this.cancel(subscription.id);
        return redirect(portal.return_url as string);
      }
      return html(
        portalPage({
          id: portal.id,
          returnUrl: portal.return_url as string,
          subscription: subscription
            ? {
                status: subscription.status as string,
                plan: this.item(subscription).price.id as string,
              }
            : null,
        }),
      );
    }
    if (parts[0] === 'files' && parts[1] === 'invoice') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(`%PDF-1.4\n% fake invoice ${last}\n%%EOF\n`);
      return;
    }
    return missing();
  }

  private api(
    method: string,
    parts: string[],
    body: FormObject,
    query: FormObject,
    json: (status: number, value: unknown) => void,
    missing: () => void,
  ): void {
    const [resource, objectId, sub] = parts;
    const found = (map: Map<string, FakeObject>) => {
      const object = objectId ? map.get(objectId) : undefined;
      if (!object) return missing();
      return json(200, object);
    };
    const list = (items: FakeObject[]) =>
      json(200, {
        object: 'list',
        url: `/v1/${resource}`,
        has_more: false,
        data: items.slice(0, Number(query.limit ?? 10)),
      });

    if (resource === 'customers' && method === 'POST' && !objectId) {
      const customer: FakeObject = {
        id: id('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        created: this.now(),
        invoice_settings: { default_payment_method: null },
      };
      this.customers.set(customer.id, customer);
      return json(200, customer);
    }
    if (resource === 'customers' && method === 'GET' && objectId) {
      const customer = this.customers.get(objectId);
      if (!customer) return missing();
      const expand = JSON.stringify(query.expand ?? []);
      const answer = clone(customer);
      const settings = answer.invoice_settings as { default_payment_method: unknown };
      if (
        expand.includes('invoice_settings.default_payment_method') &&
        settings.default_payment_method
      )
        settings.default_payment_method = this.paymentMethods.get(
          settings.default_payment_method as string,
        );
      return json(200, answer);
    }
    if (resource === 'checkout' && objectId === 'sessions' && method === 'POST' && !sub) {
      const customer = body.customer as string | undefined;
      if (!customer || !this.customers.has(customer))
        return json(400, {
          error: { type: 'invalid_request_error', message: 'A known customer is required.' },
        });
      const sessionId = id('cs_test');
      const session: FakeObject = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? null,
        line_items: body.line_items ?? [],
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        subscription: null,
        url: `${this.url}/pay/checkout/${sessionId}`,
        created: this.now(),
      };
      this.sessions.set(sessionId, session);
      return json(200, session);
    }
    if (resource === 'checkout' && objectId === 'sessions' && method === 'GET' && sub) {
      const session = this.sessions.get(sub);
      return session ? json(200, session) : missing();
    }
    if (resource === 'subscriptions' && method === 'GET') return found(this.subscriptions);
    if (resource === 'payment_methods' && method === 'GET') return found(this.paymentMethods);
    if (resource === 'invoices' && method === 'GET' && objectId) return found(this.invoices);
    if (resource === 'invoices' && method === 'GET') {
      const invoices = [...this.invoices.values()]
        .filter((invoice) => !query.customer || invoice.customer === query.customer)
        .reverse();
      return list(invoices);
    }
    if (resource === 'billing_portal' && objectId === 'sessions' && method === 'POST') {
      const customer = body.customer as string | undefined;
      if (!customer || !this.customers.has(customer)) return missing();
      const portalId = id('bps');
      const portal: FakeObject = {
        id: portalId,
        object: 'billing_portal.session',
        customer,
        return_url: body.return_url ?? null,
        url: `${this.url}/pay/portal/${portalId}`,
        created: this.now(),
      };
      this.portalSessions.set(portalId, portal);
      return json(200, portal);
    }
    return missing();
  }
}

/** Starts a fake Stripe on 127.0.0.1 (a free port unless `port` is given). */
export const startFakeStripe = (options: FakeStripeOptions): Promise<FakeStripe> =>
  new FakeStripe(options).start();
