import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkAddSummary,
  bulkAddToProjectRequest,
  bulkAddToProjectResponse,
  exportCandidatesRequest,
} from '@hirelane/domain/candidates/candidate-bulk.schema';
import {
  candidateDirectoryQuery,
  candidateDirectoryResponse,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { addPeopleToProject } from './add-people-to-project';
import { exportCandidatesCsv } from './export-candidates-csv';
import { listCandidateDirectory } from './list-candidate-directory';

const tags = ['candidates'];

export const candidateDirectoryRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/candidates',
      {
        schema: {
          tags,
          summary: 'Every person the caller may see, one row each, with their projects',
          querystring: candidateDirectoryQuery,
          response: { 200: candidateDirectoryResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listCandidateDirectory(app.db, requireTenant(request), request.query),
      }),
    );

    fastify.post(
      '/api/candidates/bulk/add-to-project',
      {
        schema: {
          tags,
          summary: 'Add the selected people to a project at its entry stage (one transaction)',
          body: bulkAddToProjectRequest,
          response: { 200: bulkAddToProjectResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await addPeopleToProject(
          app.db,
          requireTenant(request),
          user.id,
          request.body.project_id,
          request.body.candidate_ids,
        );
        return { success: true, message: bulkAddSummary(data), data };
      },
    );

    fastify.post(
      '/api/candidates/export',
      {
        schema: {
          tags,
          summary: 'The selected people as CSV (formula-safe cells), streamed',
          body: exportCandidatesRequest,
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="candidates.csv"')
          .header('cache-control', 'private, no-store')
          .send(exportCandidatesCsv(app.db, requireTenant(request), request.body.candidate_ids)),
    );
  };
