import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  customFieldInputSchema,
  customFieldParams,
  customFieldResponse,
} from '@hirelane/domain/pipeline/custom-field.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { createCustomField } from './create-custom-field';
import { removeCustomField } from './delete-custom-field';
import { editCustomField } from './update-custom-field';

const tags = ['pipeline'];

export const customFieldRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:id/custom-fields/create',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: customFieldInputSchema,
          response: { 200: customFieldResponse },
        },
      },
      async (request) => ({
        success: true,
        message: `${request.body.name} was added.`,
        data: await createCustomField(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/project/:id/custom-fields/update/:fieldId',
      {
        schema: {
          tags,
          params: customFieldParams,
          body: customFieldInputSchema,
          response: { 200: customFieldResponse },
        },
      },
      async (request) => ({
        success: true,
        message: `${request.body.name} was saved.`,
        data: await editCustomField(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.fieldId,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/project/:id/custom-fields/delete/:fieldId',
      { schema: { tags, params: customFieldParams, response: { 200: messageEnvelope } } },
      async (request) => ({
        success: true,
        message: await removeCustomField(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.fieldId,
        ),
      }),
    );
  };
