import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageTemplateInputSchema,
  messageTemplateListQuery,
  messageTemplateListResponse,
  messageTemplateParams,
  messageTemplateResponse,
} from '@hirelane/domain/campaigns/message-template.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type { AppContext } from '../../../app-context';
import { requireSession, requireTenant } from '../../../http/access-control';
import { createMessageTemplate } from './create-message-template';
import { TEMPLATE_DELETED, deleteMessageTemplate } from './delete-message-template';
import { listMessageTemplates } from './list-message-templates';
import { updateMessageTemplate } from './update-message-template';

const tags = ['campaigns'];

/**
 * Saved messages of the workspace (Templates page): any member reads and creates them; the
 * creator or a workspace owner or admin changes or deletes one (decision 016).
 */
export const messageTemplateRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/campaign/template/list',
      {
        schema: {
          tags,
          querystring: messageTemplateListQuery,
          response: { 200: messageTemplateListResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listMessageTemplates(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.query.channel,
        ),
      }),
    );

    fastify.post(
      '/api/campaign/template/create',
      {
        schema: {
          tags,
          body: messageTemplateInputSchema,
          response: { 200: messageTemplateResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Template saved.',
        data: await createMessageTemplate(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/template/update/:id',
      {
        schema: {
          tags,
          params: messageTemplateParams,
          body: messageTemplateInputSchema,
          response: { 200: messageTemplateResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Template saved.',
        data: await updateMessageTemplate(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/template/delete/:id',
      { schema: { tags, params: messageTemplateParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await deleteMessageTemplate(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
        );
        return { success: true, message: TEMPLATE_DELETED };
      },
    );
  };
