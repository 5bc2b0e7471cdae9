import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESUME_TO_EMAIL_LIMITS,
  resumeToEmailResponse,
} from '@hirelane/domain/tools/resume-to-email.schema';
import type { AppContext } from '../../app-context';
import { HttpError, unprocessable } from '../../http/http-error';
import { sharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { draftOutreachEmail } from './draft-outreach-email';
import { admitPublicToolRequest } from './public-tool-rate-limit';
import { readToolUpload, TOOL_PART_OPTIONS } from './read-tool-upload';

export const TOOL_RATE_LIMITED = `You have generated ${RESUME_TO_EMAIL_LIMITS.perIpPerHour} drafts in the last hour, the limit of this free tool. Please try again later.`;

/** The free tools' public API (SPEC 2.3; decision 029): no sign-in, rate-limited per IP. */
export const toolRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/tools/resume-to-email',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tools'],
          summary:
            'Write an outreach e-mail draft from a resume (multipart: "file" PDF or DOCX, "job_description", optional "recruiter_name", "recruiter_company"); nothing is kept',
          consumes: ['multipart/form-data'],
          response: { 200: resumeToEmailResponse },
        },
      },
      async (request, reply) => {
        const admission = await admitPublicToolRequest(app.db, 'resume-to-email', request.ip, {
          perWindow: RESUME_TO_EMAIL_LIMITS.perIpPerHour,
          windowSeconds: 3600,
        });
        if (!admission.admitted) {
          void reply.header('retry-after', String(admission.retryAfterSeconds));
          throw new HttpError(429, TOOL_RATE_LIMITED);
        }
        if (!request.isMultipart())
          throw unprocessable('Send the resume as multipart/form-data (field "file").');
        const upload = await readToolUpload(request.parts(TOOL_PART_OPTIONS));
        const draft = await draftOutreachEmail(
          app.text,
          sharedResumeParser(),
          upload.bytes,
          upload.fields,
        );
        return { success: true, data: draft };
      },
    );
  };
