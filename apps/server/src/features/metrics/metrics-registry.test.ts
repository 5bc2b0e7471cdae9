import { describe, expect, it } from 'vitest';
import { metricsAccessOf } from './metrics-registry';
import { statusClassOf } from './process-metrics';

describe('metricsAccessOf', () => {
  it('serves only the exact bearer token, and nothing without one configured', () => {
    expect(metricsAccessOf(null, 'Bearer anything')).toBe('not-served');
    expect(metricsAccessOf('secret-token-123456', 'Bearer secret-token-123456')).toBe('granted');
    expect(metricsAccessOf('secret-token-123456', 'Bearer secret-token-12345')).toBe('refused');
    expect(metricsAccessOf('secret-token-123456', 'secret-token-123456')).toBe('refused');
    expect(metricsAccessOf('secret-token-123456', undefined)).toBe('refused');
  });

  it('groups statuses by class', () => {
    expect([200, 204, 302, 404, 503].map(statusClassOf)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '5xx',
    ]);
  });
});
