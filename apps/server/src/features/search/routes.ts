import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import {
  savedSearchListQuery,
  savedSearchListResponse,
  savedSearchParams,
  savedSearchResponse,
  saveSearchRequest,
} from '@hirelane/domain/search/saved-search.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { removeSavedSearch } from './delete-saved-search';
import { listSearchesOfProject } from './list-saved-searches';
import { recordSavedSearchRun } from './record-saved-search-run';
import { saveSearch } from './save-search';

const tags = ['projects'];

export const savedSearchRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/search/list',
      {
        schema: {
          tags,
          params: projectIdParams,
          querystring: savedSearchListQuery,
          response: { 200: savedSearchListResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listSearchesOfProject(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.query.kind,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/search/save',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: saveSearchRequest,
          response: { 200: savedSearchResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: `${request.body.name} was saved.`,
          data: await saveSearch(
            app.db,
            requireTenant(request),
            user.id,
            request.params.id,
            request.body,
          ),
        };
      },
    );

    fastify.put(
      '/api/project/:id/search/delete/:searchId',
      { schema: { tags, params: savedSearchParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await removeSavedSearch(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.params.searchId,
        );
        return { success: true, message: 'Saved search deleted.' };
      },
    );

    fastify.post(
      '/api/project/:id/search/saved/:searchId/run',
      { schema: { tags, params: savedSearchParams, response: { 200: savedSearchResponse } } },
      async (request) => ({
        success: true,
        data: await recordSavedSearchRun(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.params.searchId,
        ),
      }),
    );
  };
