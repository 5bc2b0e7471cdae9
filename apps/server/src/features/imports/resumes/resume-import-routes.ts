import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importJobResponse } from '@hirelane/domain/imports/import.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../../app-context';
import { requireSession, requireTenant } from '../../../http/access-control';
import { unprocessable } from '../../../http/http-error';
import { RESUME_PART_OPTIONS, uploadResumeImport } from './resume-upload';

export const resumeImportRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:id/import/resumes',
      {
        schema: {
          tags: ['imports'],
          summary: 'Upload up to 100 resumes (multipart: repeated "files" parts, PDF or DOCX)',
          consumes: ['multipart/form-data'],
          params: projectIdParams,
          response: { 200: importJobResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw unprocessable('Send the resumes as multipart/form-data (field "files").');
        const { user } = requireSession(request);
        const data = await uploadResumeImport(
          app,
          requireTenant(request),
          user.id,
          request.params.id,
          request.parts(RESUME_PART_OPTIONS),
        );
        return { success: true, message: 'Import started.', data };
      },
    );
  };
