import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerPageSettingsResponse,
  projectPublicationResponse,
  updateCareerPageRequest,
  updateProjectPublicationRequest,
} from '@hirelane/domain/careers/career-page.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { getCareerPageSettings } from './get-career-page-settings';
import { getProjectPublication, publishProject } from './publish-project';
import { updateCareerPageSettings } from './update-career-page-settings';

const tags = ['career page'];

/** The signed-in side of the career page (issue 19, decision 039): its settings and publishing. */
export const careerSettingsRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/workspace/career-page',
      { schema: { tags, response: { 200: careerPageSettingsResponse } } },
      async (request) => ({
        success: true,
        data: await getCareerPageSettings(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.put(
      '/api/workspace/career-page',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: {
          tags,
          body: updateCareerPageRequest,
          response: { 200: careerPageSettingsResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Career page saved.',
        data: await updateCareerPageSettings(
          app.db,
          requireTenant(request).workspaceId,
          request.body,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/career-page',
      {
        schema: { tags, params: projectIdParams, response: { 200: projectPublicationResponse } },
      },
      async (request) => ({
        success: true,
        data: await getProjectPublication(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.put(
      '/api/project/:id/career-page',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: updateProjectPublicationRequest,
          response: { 200: projectPublicationResponse },
        },
      },
      async (request) => {
        const data = await publishProject(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body.published,
        );
        return {
          success: true,
          message: data.published
            ? 'The project is published on the career page.'
            : 'The project is no longer on the career page.',
          data,
        };
      },
    );
  };
