import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { isLoopbackAddress } from '../../http/loopback-address';
import { listDevOutboxMail } from '../../mail/dev-outbox-store';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Product mail kept when no SMTP_URL is set; registered only outside production. It holds
 * working sign-in links, so only a client on this machine sees it: the TCP peer decides,
 * never X-Forwarded-For, and anyone else gets the plain 404 of a route that does not exist.
 */
export const devOutboxRoutes =
  (app: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
    });
    const latest = () => listDevOutboxMail(app.db);

    fastify.get(
      '/dev/outbox.json',
      { config: { access: 'public' }, schema: { hide: true } },
      async () => ({
        success: true,
        data: (await latest()).map((mail) => ({
          ...mail,
          createdAt: mail.createdAt.toISOString(),
        })),
      }),
    );

    fastify.get(
      '/dev/outbox',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) => {
        const mails = await latest();
        const items = mails
          .map(
            (mail) =>
              `<article><header><strong>${escapeHtml(mail.subject)}</strong><br><small>to ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</small></header><pre>${linkify(mail.text)}</pre></article>`,
          )
          .join('');
        const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · Hirelane</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap;word-break:break-all}a{color:#c2410c}</style></head><body><h1>Dev outbox</h1><p>Mail the app would have sent, newest first. Set SMTP_URL to send real mail.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
        return reply.type('text/html; charset=utf-8').send(page);
      },
    );
  };
