import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import { projectReportResponse } from '@hirelane/domain/reports/project-report.schema';
import { reportRangeQuery } from '@hirelane/domain/reports/report-range';
import {
  workspaceReportQuery,
  workspaceReportResponse,
} from '@hirelane/domain/reports/workspace-report.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { getProjectReport } from './get-project-report';
import { getWorkspaceReport } from './get-workspace-report';

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

    fastify.get(
      '/api/reports',
      {
        schema: {
          tags,
          querystring: workspaceReportQuery,
          response: { 200: workspaceReportResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getWorkspaceReport(app.db, requireTenant(request), request.query),
      }),
    );
  };
