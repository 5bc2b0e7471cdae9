import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectCandidateParams,
  setCustomValuesRequest,
  setCustomValuesResponse,
} from '@hirelane/domain/pipeline/custom-field.schema';
import {
  moveCandidatesRequest,
  moveCandidatesResponse,
  pipelineCandidatesQuery,
  pipelineCandidatesResponse,
  pipelineStagesResponse,
} from '@hirelane/domain/pipeline/pipeline.schema';
import { countLabel } from '@hirelane/domain/format/pluralize';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { getPipelineStages } from './get-pipeline-stages';
import { listCandidatesOfPipeline } from './list-pipeline-candidates';
import { moveCandidates } from './move-candidates';
import { setCustomValues } from './set-custom-values';

const tags = ['pipeline'];

export const pipelineRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/pipeline/stages',
      { schema: { tags, params: projectIdParams, response: { 200: pipelineStagesResponse } } },
      async (request) => ({
        success: true,
        data: await getPipelineStages(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.get(
      '/api/project/:id/pipeline/candidates',
      {
        schema: {
          tags,
          params: projectIdParams,
          querystring: pipelineCandidatesQuery,
          response: { 200: pipelineCandidatesResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listCandidatesOfPipeline(
          app.db,
          requireTenant(request),
          request.params.id,
          request.query,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/pipeline/move',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: moveCandidatesRequest,
          response: { 200: moveCandidatesResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const outcome = await moveCandidates(
          app.db,
          app.queue,
          requireTenant(request),
          user.id,
          request.params.id,
          request.body,
        );
        const message =
          outcome.refused === 0
            ? `${countLabel(outcome.moved, 'candidate')} moved.`
            : `${countLabel(outcome.moved, 'candidate')} moved, ${outcome.refused} refused.`;
        return { success: true, message, data: outcome };
      },
    );

    fastify.put(
      '/api/project/:id/candidate/:candidateID/custom-values',
      {
        schema: {
          tags,
          params: projectCandidateParams,
          body: setCustomValuesRequest,
          response: { 200: setCustomValuesResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Custom fields saved.',
        data: {
          custom_values: await setCustomValues(
            app.db,
            requireTenant(request),
            request.params.id,
            request.params.candidateID,
            request.body.values,
          ),
        },
      }),
    );
  };
