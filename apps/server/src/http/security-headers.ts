import type { FastifyInstance } from 'fastify';

const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  // chrome-extension: lets the app detect its browser extension by loading the extension's icon (SPEC 4.8).
  // blob: the profile photo cropper reads the chosen picture through an object URL.
  'img-src': "'self' data: blob: https: chrome-extension:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
};

/** The headers every answer carries, computed once (helmet recomputed its CSP on every request). */
export const securityHeaders = (production: boolean): Record<string, string> => {
  const csp = Object.entries(CSP_DIRECTIVES).map(([name, value]) => `${name} ${value}`);
  if (production) csp.push('upgrade-insecure-requests');
  const headers: Record<string, string> = {
    'content-security-policy': csp.join('; '),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // No page uses the camera or location; the interview page records answers: microphone=(self).
    'permissions-policy': 'camera=(), geolocation=(), microphone=(self)',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
};

const isJson = (contentType: unknown): boolean =>
  typeof contentType === 'string' && /^application\/([\w.+-]+\+)?json\b/i.test(contentType);

export const registerSecurityHeaders = (app: FastifyInstance, production: boolean): void => {
  const headers = securityHeaders(production);
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
  });
  // API data is per user: no browser or proxy cache keeps a JSON answer (back button, shared machine).
  app.addHook('onSend', async (_request, reply) => {
    if (isJson(reply.getHeader('content-type'))) void reply.header('cache-control', 'no-store');
  });
};
