import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importJobListResponse,
  importJobResponse,
  importParams,
} from '@hirelane/domain/imports/import.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { unprocessable } from '../../http/http-error';
import { downloadRejectedRows } from './csv/download-rejected-rows';
import { getImport } from './get-import';
import { listImports } from './list-imports';
import { CSV_UPLOAD_LIMITS, uploadCsvImport } from './csv/upload-csv-import';

const tags = ['imports'];

export const importRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:id/import/csv',
      {
        schema: {
          tags,
          summary: 'Upload a CSV file (multipart: a "mapping" JSON field, then the "file")',
          consumes: ['multipart/form-data'],
          params: projectIdParams,
          response: { 200: importJobResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw unprocessable('Send the mapping and the file as multipart/form-data.');
        const { user } = requireSession(request);
        const data = await uploadCsvImport(
          app,
          requireTenant(request),
          user.id,
          request.params.id,
          request.parts({ limits: CSV_UPLOAD_LIMITS }),
        );
        return { success: true, message: 'Import started.', data };
      },
    );

    fastify.get(
      '/api/project/:id/import/get/:importId',
      { schema: { tags, params: importParams, response: { 200: importJobResponse } } },
      async (request) => ({
        success: true,
        data: await getImport(
          app,
          requireTenant(request),
          request.params.id,
          request.params.importId,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/import/list',
      { schema: { tags, params: projectIdParams, response: { 200: importJobListResponse } } },
      async (request) => ({
        success: true,
        data: await listImports(app, requireTenant(request), request.params.id),
      }),
    );

    fastify.get(
      '/api/project/:id/import/:importId/rejected.csv',
      {
        schema: {
          tags,
          summary: 'The rejected rows with their reasons (CSV)',
          params: importParams,
        },
      },
      async (request, reply) => {
        const report = await downloadRejectedRows(
          app,
          requireTenant(request),
          request.params.id,
          request.params.importId,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${report.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(report.stream);
      },
    );
  };
