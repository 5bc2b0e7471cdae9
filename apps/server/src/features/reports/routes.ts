import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import { projectReportResponse } from '@hirelane/domain/reports/project-report.schema';
import { reportRangeQuery } from '@hirelane/domain/reports/report-range';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { getProjectReport } from './get-project-report';

const tags = ['reports'];

export const reportsRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/reports',
      {
        schema: {
          tags,
          params: projectIdParams,
          querystring: reportRangeQuery,
          response: { 200: projectReportResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getProjectReport(
          app.db,
          requireTenant(request),
          request.params.id,
          request.query,
        ),
      }),
    );
  };
