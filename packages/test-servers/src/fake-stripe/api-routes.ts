import type { FakeStripe } from './fake-stripe';
import type { FakeObject } from './objects';
import type { FormObject } from './form-body';
import type { Reply } from './http-reply';
import { clone, fakeId as id } from './objects';

/** The `/v1` API subset Hirelane calls, answered from the fake's state. */
export const handleApi = (
  fake: FakeStripe,
  method: string,
  parts: string[],
  body: FormObject,
  query: FormObject,
  { json, missing }: Reply,
): void => {
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
      created: fake.tick(),
      invoice_settings: { default_payment_method: null },
    };
    fake.customers.set(customer.id, customer);
    return json(200, customer);
  }
  if (resource === 'customers' && method === 'GET' && objectId) {
    const customer = fake.customers.get(objectId);
    if (!customer) return missing();
    const expand = JSON.stringify(query.expand ?? []);
    const answer = clone(customer);
    const settings = answer.invoice_settings as { default_payment_method: unknown };
    if (
      expand.includes('invoice_settings.default_payment_method') &&
      settings.default_payment_method
    )
      settings.default_payment_method = fake.paymentMethods.get(
        settings.default_payment_method as string,
      );
    return json(200, answer);
  }
  if (resource === 'checkout' && objectId === 'sessions' && method === 'POST' && !sub) {
    const customer = body.customer as string | undefined;
    if (!customer || !fake.customers.has(customer))
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
      url: `${fake.url}/pay/checkout/${sessionId}`,
      created: fake.tick(),
    };
    fake.sessions.set(sessionId, session);
    return json(200, session);
  }
  if (resource === 'checkout' && objectId === 'sessions' && method === 'GET' && sub) {
    const session = fake.sessions.get(sub);
    return session ? json(200, session) : missing();
  }
  if (resource === 'subscriptions' && method === 'GET') return found(fake.subscriptions);
  if (resource === 'payment_methods' && method === 'GET') return found(fake.paymentMethods);
  if (resource === 'invoices' && method === 'GET' && objectId) return found(fake.invoices);
  if (resource === 'invoices' && method === 'GET') {
    const invoices = [...fake.invoices.values()]
      .filter((invoice) => !query.customer || invoice.customer === query.customer)
      .reverse();
    return list(invoices);
  }
  if (resource === 'billing_portal' && objectId === 'sessions' && method === 'POST') {
    const customer = body.customer as string | undefined;
    if (!customer || !fake.customers.has(customer)) return missing();
    const portalId = id('bps');
    const portal: FakeObject = {
      id: portalId,
      object: 'billing_portal.session',
      customer,
      return_url: body.return_url ?? null,
      url: `${fake.url}/pay/portal/${portalId}`,
      created: fake.tick(),
    };
    fake.portalSessions.set(portalId, portal);
    return json(200, portal);
  }
  return missing();
};
