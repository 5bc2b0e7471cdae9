import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  whatsappBusinessAccountResponse,
  whatsappBusinessConnectInput,
} from '@hirelane/domain/whatsapp/whatsapp-business.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { connectWhatsappBusiness } from './connect-whatsapp-business';
import { readWhatsappBusiness } from './read-whatsapp-business';
import { syncWhatsappTemplates } from './sync-whatsapp-templates';

const tags = ['whatsapp'];

/** /app/connect-whatsapp's business section: the Cloud API account and its templates (decision 048). */
export const whatsappBusinessRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/communication/whatsapp-business-api/account',
      { schema: { tags, response: { 200: whatsappBusinessAccountResponse } } },
      async (request) => ({
        success: true,
        data: await readWhatsappBusiness(app, requireTenant(request).workspaceId),
      }),
    );

    fastify.post(
      '/api/communication/whatsapp-business-api/account/connect',
      {
        schema: {
          tags,
          summary: 'Connect the WhatsApp Business Cloud API account, verified by one Graph call',
          body: whatsappBusinessConnectInput,
          response: { 200: whatsappBusinessAccountResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'WhatsApp Business connected.',
        data: await connectWhatsappBusiness(app, requireTenant(request).workspaceId, request.body),
      }),
    );

    fastify.post(
      '/api/communication/whatsapp-business-api/templates/sync',
      {
        schema: {
          tags,
          summary: "Read the business account's message templates and their approval status",
          response: { 200: whatsappBusinessAccountResponse },
        },
      },
      async (request) => {
        const { workspaceId } = requireTenant(request);
        await syncWhatsappTemplates(app, workspaceId);
        return {
          success: true,
          message: 'Templates synced.',
          data: await readWhatsappBusiness(app, workspaceId),
        };
      },
    );
  };
