import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookSlotRequest,
  bookSlotResponse,
  createSchedulingLinkRequest,
  publicSchedulingResponse,
  schedulingLinkResponse,
  schedulingTokenParams,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { bookInterviewSlot } from './book-interview-slot';
import { cancelInterviewBooking } from './cancel-interview-booking';
import { createSchedulingLink } from './create-scheduling-link';
import { getPublicScheduling } from './get-public-scheduling';

const tags = ['calendars'];
const candidateParams = z.object({ projectId: z.uuid(), candidateId: z.uuid() });

/** Scheduling links: made by a recruiter for a candidate; opened, booked and canceled by them. */
export const schedulingRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:projectId/candidate/:candidateId/scheduling-link',
      {
        schema: {
          tags,
          params: candidateParams,
          body: createSchedulingLinkRequest,
          response: { 200: schedulingLinkResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await createSchedulingLink(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.projectId,
          request.params.candidateId,
          request.body,
        ),
      }),
    );

    fastify.get(
      '/api/scheduling/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: schedulingTokenParams,
          response: { 200: publicSchedulingResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getPublicScheduling(app, request.params.token),
      }),
    );

    fastify.post(
      '/api/scheduling/:token/book',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: schedulingTokenParams,
          body: bookSlotRequest,
          response: { 200: bookSlotResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Your interview is booked.',
        data: await bookInterviewSlot(app, request.params.token, request.body.starts_at),
      }),
    );

    fastify.post(
      '/api/scheduling/:token/cancel',
      {
        config: { access: 'public' },
        schema: { tags, params: schedulingTokenParams, response: { 200: messageEnvelope } },
      },
      async (request) => {
        await cancelInterviewBooking(app, request.params.token);
        return { success: true, message: 'Your interview is canceled.' };
      },
    );
  };
