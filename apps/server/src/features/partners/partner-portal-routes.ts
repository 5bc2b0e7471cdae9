import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerSubmissionRequest,
  partnerSubmitResponse,
  sharedProjectsResponse,
  submissionsResponse,
} from '@hirelane/domain/partners/partner.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { listSharedProjects, listSubmissions } from './list-submissions';
import { readResumeSubmission } from './read-resume-submission';
import { submitByForm } from './submit-by-form';
import { submitByResume } from './submit-by-resume';

const tags = ['partners'];
/** The only permission a partner holds, and the only routes they may call (decision 051). */
const config = { permission: 'partner:submissions:create' } as const;

export const SUBMITTED_MESSAGE = 'Candidate submitted.';

export const partnerPortalRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/partner/projects',
      { config, schema: { tags, response: { 200: sharedProjectsResponse } } },
      async (request) => ({
        success: true,
        data: await listSharedProjects(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
        ),
      }),
    );

    fastify.get(
      '/api/partner/submissions',
      { config, schema: { tags, response: { 200: submissionsResponse } } },
      async (request) => ({
        success: true,
        data: {
          submissions: await listSubmissions(
            app.db,
            requireTenant(request),
            requireSession(request).user.id,
          ),
        },
      }),
    );

    fastify.post(
      '/api/partner/project/:id/submit',
      {
        config,
        schema: {
          tags,
          params: projectIdParams,
          body: partnerSubmissionRequest,
          response: { 200: partnerSubmitResponse },
        },
      },
      async (request) => {
        const { submissionId } = await submitByForm(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        );
        return {
          success: true,
          message: SUBMITTED_MESSAGE,
          data: { submission_id: submissionId },
        };
      },
    );

    fastify.post(
      '/api/partner/project/:id/submit-resume',
      {
        config,
        schema: { tags, params: projectIdParams, response: { 200: partnerSubmitResponse } },
      },
      async (request) => {
        const { submissionId } = await submitByResume(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          () => readResumeSubmission(request),
        );
        return {
          success: true,
          message: SUBMITTED_MESSAGE,
          data: { submission_id: submissionId },
        };
      },
    );
  };
