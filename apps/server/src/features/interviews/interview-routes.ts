import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  interviewDesignResponse,
  PLAN_SAVED_MESSAGE,
  planProposalResponse,
  saveInterviewPlanRequest,
  saveInterviewSettingsRequest,
  SETTINGS_SAVED_MESSAGE,
} from '@hirelane/domain/interviews/interview-design.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { getInterviewDesign } from './get-interview-design';
import { proposeProjectInterviewPlan } from './propose-project-interview-plan';
import { saveInterviewPlan } from './save-interview-plan';
import { saveInterviewSettings } from './save-interview-settings';

const tags = ['interviews'];

/** The interview design of a charlie project (issue 18): plan and settings, in its Settings. */
export const interviewRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/interview',
      { schema: { tags, params: projectIdParams, response: { 200: interviewDesignResponse } } },
      async (request) => ({
        success: true,
        data: await getInterviewDesign(app, requireTenant(request), request.params.id),
      }),
    );

    fastify.post(
      '/api/project/:id/interview/plan/propose',
      { schema: { tags, params: projectIdParams, response: { 200: planProposalResponse } } },
      async (request) => ({
        success: true,
        data: await proposeProjectInterviewPlan(app, requireTenant(request), request.params.id),
      }),
    );

    fastify.put(
      '/api/project/:id/interview/plan',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: saveInterviewPlanRequest,
          response: { 200: interviewDesignResponse },
        },
      },
      async (request) => ({
        success: true,
        message: PLAN_SAVED_MESSAGE,
        data: await saveInterviewPlan(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/project/:id/interview/settings',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: saveInterviewSettingsRequest,
          response: { 200: interviewDesignResponse },
        },
      },
      async (request) => ({
        success: true,
        message: SETTINGS_SAVED_MESSAGE,
        data: await saveInterviewSettings(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );
  };
