import Stripe from 'stripe';
import { clone, fakeId, type FakeObject } from './objects';

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

export type Delivery = { eventId: string; type: string; status: number };

const API_VERSION = '2026-10-28.endive';

const signer = new Stripe('sk_test_fake_signer');

/**
 * The fake's webhook side: events as Stripe builds them, signed with
 * `generateTestHeaderString` and posted in order; tests may hold them back and release them in
 * another order, or replay one, as Stripe does after a timeout.
 */
export class WebhookOutbox {
  /** Every event created, in order. */
  readonly events: StripeEventJson[] = [];
  readonly deliveries: Delivery[] = [];
  /** While true, new events wait in `held` instead of being delivered (see `release`). */
  holding = false;
  held: StripeEventJson[] = [];

  constructor(
    private readonly options: { webhookSecret: string; webhook: WebhookTarget },
    private readonly tick: () => number,
  ) {}

  create(type: string, object: FakeObject): StripeEventJson {
    const event: StripeEventJson = {
      id: fakeId('evt'),
      object: 'event',
      type,
      created: this.tick(),
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
}
