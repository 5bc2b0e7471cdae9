import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkAddSummary,
  bulkAddToProjectRequest,
  bulkAddToProjectResponse,
  exportCandidatesRequest,
  exportMatchingQuery,
} from '@hirelane/domain/candidates/candidate-bulk.schema';
import {
  candidateDirectoryQuery,
  candidateDirectoryResponse,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { addPeopleToProject } from './add-people-to-project';
import { exportCandidatesCsv, streamDirectoryCsv } from './export-candidates-csv';
import { directoryFilterOf, listCandidateDirectory } from './list-candidate-directory';

const tags = ['candidates'];
const CSV_HEADERS = {
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': 'attachment; filename="candidates.csv"',
  'cache-control': 'private, no-store',
};

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
          .headers(CSV_HEADERS)
          .send(exportCandidatesCsv(app.db, requireTenant(request), request.body.candidate_ids)),
    );

    fastify.get(
      '/api/candidates/export',
      {
        schema: {
          tags,
          summary: 'Everyone matching the directory filters as CSV, streamed by keyset',
          querystring: exportMatchingQuery,
        },
      },
      async (request, reply) => {
        // Checked before the first byte, so an invisible project is a plain 404.
        const filter = await directoryFilterOf(app.db, requireTenant(request), request.query);
        return reply.headers(CSV_HEADERS).send(streamDirectoryCsv(app.db, filter));
      },
    );
  };
