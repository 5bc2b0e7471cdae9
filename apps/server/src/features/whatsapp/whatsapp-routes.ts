import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsappSessionResponse } from '@hirelane/domain/whatsapp/whatsapp-session.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { connectWhatsapp } from './connect-whatsapp';
import { readWhatsappSession } from './read-whatsapp-session';

const tags = ['whatsapp'];

/** /app/connect-whatsapp: start pairing, then follow the session until WORKING (decision 048). */
export const whatsappRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/communication/whatsapp/account/connect',
      {
        schema: {
          tags,
          summary: 'Start the WhatsApp gateway session to pair a phone by its QR code',
          response: { 200: whatsappSessionResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await connectWhatsapp(app, requireTenant(request).workspaceId),
      }),
    );

    fastify.get(
      '/api/communication/whatsapp/account/session',
      { schema: { tags, response: { 200: whatsappSessionResponse } } },
      async (request) => ({
        success: true,
        data: await readWhatsappSession(app, requireTenant(request).workspaceId),
      }),
    );
  };
