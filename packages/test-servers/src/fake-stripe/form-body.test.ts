import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form-body';

describe('parseStripeForm', () => {
  it('reads the nested keys the stripe client sends', () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][price]', 'price_pro'],
      ['line_items[0][quantity]', '1'],
      ['metadata[workspace_id]', 'w1'],
      ['subscription_data[metadata][plan_name]', 'pro'],
      ['expand[]', 'invoice_settings.default_payment_method'],
      ['expand[]', 'subscription'],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_pro', quantity: '1' }],
      metadata: { workspace_id: 'w1' },
      subscription_data: { metadata: { plan_name: 'pro' } },
      expand: ['invoice_settings.default_payment_method', 'subscription'],
    });
  });

  it('answers an empty object for an empty body', () => {
    expect(parseStripeForm('')).toEqual({});
  });
});
