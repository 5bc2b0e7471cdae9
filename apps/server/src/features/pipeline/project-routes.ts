import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectIdParams,
  projectResponse,
  updateProjectRequest,
} from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { editProject } from '../projects/update-project';
import { getProject } from './get-project';

const tags = ['projects'];

/**
 * The project entity of SPEC 3 as the project page opens it: the project with its pipeline
 * stages and counts, custom fields and saved searches. It composes projects, pipeline and search,
 * so it is served here, above projects and search, not by projects (which every feature needs).
 */
export const projectEntityRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/get/:id',
      { schema: { tags, params: projectIdParams, response: { 200: projectResponse } } },
      async (request) => ({
        success: true,
        data: await getProject(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
        ),
      }),
    );

    fastify.put(
      '/api/project/update/:id',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: updateProjectRequest,
          response: { 200: projectResponse },
        },
      },
      async (request) => {
        const tenant = requireTenant(request);
        await editProject(app.db, tenant, request.params.id, request.body);
        return {
          success: true,
          message: 'Project updated.',
          data: await getProject(
            app.db,
            tenant,
            requireSession(request).user.id,
            request.params.id,
          ),
        };
      },
    );
  };
