import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import {
  dailySourcingResponse,
  saveDailySourcingSchema,
} from '@hirelane/domain/sourcing/daily-sourcing.schema';
import {
  sourcingProposalResponse,
  sourcingReasonParams,
  sourcingReasonResponse,
  sourcingRunParams,
  sourcingRunResponse,
  startSourcingRunSchema,
} from '@hirelane/domain/sourcing/sourcing.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { cancelSourcingRun } from './cancel-sourcing-run';
import { getDailySourcing } from './get-daily-sourcing';
import { getSourcingReason } from './get-sourcing-reason';
import { getSourcingRun } from './get-sourcing-run';
import { proposeSourcingSearch } from './propose-sourcing-search';
import { saveDailySourcing } from './save-daily-sourcing';
import { startSourcingRun } from './start-sourcing-run';

const tags = ['projects'];

/** The Ria sourcing agent (issue 17, decision 030). */
export const sourcingRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:id/sourcing/proposal',
      { schema: { tags, params: projectIdParams, response: { 200: sourcingProposalResponse } } },
      async (request) => ({
        success: true,
        data: await proposeSourcingSearch(app, requireTenant(request), request.params.id),
      }),
    );

    fastify.post(
      '/api/project/:id/sourcing/runs',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: startSourcingRunSchema,
          response: { 200: sourcingRunResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Ria is sourcing candidates.',
        data: await startSourcingRun(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/sourcing/runs/:runId',
      { schema: { tags, params: sourcingRunParams, response: { 200: sourcingRunResponse } } },
      async (request) => ({
        success: true,
        data: await getSourcingRun(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.runId,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/sourcing/runs/:runId/cancel',
      { schema: { tags, params: sourcingRunParams, response: { 200: sourcingRunResponse } } },
      async (request) => ({
        success: true,
        message: 'The run was cancelled.',
        data: await cancelSourcingRun(
          app,
          requireTenant(request),
          request.params.id,
          request.params.runId,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/sourcing/reasons/:candidateId',
      { schema: { tags, params: sourcingReasonParams, response: { 200: sourcingReasonResponse } } },
      async (request) => ({
        success: true,
        data: await getSourcingReason(
          app.db,
          requireTenant(request),
          request.params.id,
          request.params.candidateId,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/sourcing/daily',
      { schema: { tags, params: projectIdParams, response: { 200: dailySourcingResponse } } },
      async (request) => ({
        success: true,
        data: await getDailySourcing(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.put(
      '/api/project/:id/sourcing/daily',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: saveDailySourcingSchema,
          response: { 200: dailySourcingResponse },
        },
      },
      async (request) => {
        const saved = await saveDailySourcing(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        );
        return {
          success: true,
          message: saved.enabled
            ? 'Ria will run this search every morning.'
            : 'The daily run is off.',
          data: saved,
        };
      },
    );
  };
