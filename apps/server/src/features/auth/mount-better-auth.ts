import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './better-auth';
import { CLIENT_IP_HEADER } from './better-auth';

const toWebRequest = (request: FastifyRequest, appUrl: string): Request => {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(new URL(request.url, appUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
};

/** better-auth answers everything under /auth; this bridges Fastify requests to its fetch handler. */
export const mountBetterAuth = (app: FastifyInstance, auth: Auth, appUrl: string): void => {
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const response = await auth.handler(toWebRequest(request, appUrl));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') void reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) void reply.header('set-cookie', cookies);
      const text = await response.text();
      return reply.send(text.length > 0 ? text : undefined);
    },
  });
};
