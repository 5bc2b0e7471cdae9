import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  INTERVIEW_MESSAGES,
  interviewAnswerParams,
  interviewLinkResponse,
  interviewTokenParams,
  savedAnswerResponse,
  sessionStepResponse,
  typedAnswerRequest,
} from '@hirelane/domain/interviews/interview-session.schema';
import type { AppContext } from '../../../app-context';
import { HttpError, unprocessable } from '../../../http/http-error';
import { admitPublicToolRequest } from '../../tools/public-tool-rate-limit';
import { completeInterview } from './complete-interview';
import { consentToInterview } from './consent-to-interview';
import { extendAnswerTime } from './extend-answer-time';
import { getInterviewLink } from './get-interview-link';
import { AUDIO_PART_OPTIONS, readAudioUpload } from './read-audio-upload';
import { saveTypedAnswer } from './save-typed-answer';
import { saveVoiceAnswer } from './save-voice-answer';

const tags = ['interview page'];
const config = { access: 'public' as const };

/** Requests of one IP per hour: a whole interview with reloads and re-answers fits many times. */
export const INTERVIEW_REQUESTS_PER_HOUR = 600;

/**
 * The public interview page's API (issue 18, decision 034): no session; the link's token is the
 * only key and reaches only its own interview. Rate-limited per IP like the free tools.
 */
export const interviewSessionRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.addHook('preHandler', async (request: FastifyRequest, reply) => {
      const admission = await admitPublicToolRequest(app.db, 'interview', request.ip, {
        perWindow: INTERVIEW_REQUESTS_PER_HOUR,
        windowSeconds: 3600,
      });
      if (admission.admitted) return;
      void reply.header('retry-after', String(admission.retryAfterSeconds));
      throw new HttpError(429, INTERVIEW_MESSAGES.rateLimited);
    });

    fastify.get(
      '/api/interview/:token',
      {
        config,
        schema: { tags, params: interviewTokenParams, response: { 200: interviewLinkResponse } },
      },
      async (request) => ({
        success: true,
        data: await getInterviewLink(app, request.params.token),
      }),
    );

    fastify.post(
      '/api/interview/:token/consent',
      {
        config,
        schema: { tags, params: interviewTokenParams, response: { 200: sessionStepResponse } },
      },
      async (request) => ({
        success: true,
        data: await consentToInterview(app, request.params.token),
      }),
    );

    fastify.post(
      '/api/interview/:token/answers/:questionId',
      {
        config,
        schema: {
          tags,
          summary:
            'Save an answer: JSON {text, started_at} when typed, or multipart ("audio" file, "started_at") when spoken',
          params: interviewAnswerParams,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: savedAnswerResponse },
        },
      },
      async (request) => {
        const { token, questionId } = request.params;
        if (request.isMultipart()) {
          const upload = await readAudioUpload(request.parts(AUDIO_PART_OPTIONS));
          return { success: true, data: await saveVoiceAnswer(app, token, questionId, upload) };
        }
        const body = typedAnswerRequest.safeParse(request.body ?? {});
        if (!body.success) {
          const errors = body.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          }));
          throw unprocessable(errors[0]?.message ?? 'Validation failed.', errors);
        }
        return { success: true, data: await saveTypedAnswer(app, token, questionId, body.data) };
      },
    );

    fastify.post(
      '/api/interview/:token/extend',
      {
        config,
        schema: { tags, params: interviewTokenParams, response: { 200: sessionStepResponse } },
      },
      async (request) => ({
        success: true,
        data: await extendAnswerTime(app, request.params.token),
      }),
    );

    fastify.post(
      '/api/interview/:token/complete',
      {
        config,
        schema: { tags, params: interviewTokenParams, response: { 200: sessionStepResponse } },
      },
      async (request) => ({
        success: true,
        data: await completeInterview(app, request.params.token),
      }),
    );
  };
