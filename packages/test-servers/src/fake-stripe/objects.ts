import { randomBytes } from 'node:crypto';

type Json = Record<string, unknown>;
export type FakeObject = Json & { id: string };

export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const fakeId = (prefix: string): string => `${prefix}_${randomBytes(10).toString('hex')}`;

export type InvoiceInput = {
  id: string;
  number: string;
  customer: string;
  subscription: string;
  price: string;
  unitAmount: number;
  quantity: number;
  /** The billed period, Unix seconds. */
  start: number;
  end: number;
  paid: boolean;
  reason: string;
  created: number;
  /** The fake's own URL, for the hosted invoice page and the PDF. */
  baseUrl: string;
};

/** A subscription invoice shaped like Stripe's (API 2026: parent, pricing.price_details). */
export const buildInvoice = (input: InvoiceInput): Json & { id: string } => {
  const amount = input.unitAmount * input.quantity;
  return {
    id: input.id,
    object: 'invoice',
    customer: input.customer,
    number: input.number,
    status: input.paid ? 'paid' : 'open',
    currency: 'usd',
    amount_due: amount,
    amount_paid: input.paid ? amount : 0,
    amount_remaining: input.paid ? 0 : amount,
    total: amount,
    created: input.created,
    billing_reason: input.reason,
    period_start: input.start,
    period_end: input.end,
    hosted_invoice_url: `${input.baseUrl}/pay/invoice/${input.id}`,
    invoice_pdf: `${input.baseUrl}/files/invoice/${input.id}.pdf`,
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
          id: fakeId('il'),
          object: 'line_item',
          amount,
          quantity: input.quantity,
          period: { start: input.start, end: input.end },
          pricing: {
            type: 'price_details',
            price_details: { price: input.price, product: 'prod_fake' },
            unit_amount_decimal: String(input.unitAmount),
          },
        },
      ],
    },
  };
};
