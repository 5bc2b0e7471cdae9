import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookSlotRequest,
  bookSlotResponse,
  createSchedulingLinkRequest,
  projectInterviewsQuery,
  projectInterviewsResponse,
  publicSchedulingQuery,
  publicSchedulingResponse,
  schedulingLinkParams,
  schedulingLinkResponse,
  schedulingTokenParams,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import {
  schedulingSettingsResponse,
  schedulingSettingsSchema,
} from '@hirelane/domain/calendars/scheduling-settings.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { bookInterviewSlot } from './book-interview-slot';
import { cancelInterviewBooking } from './cancel-interview-booking';
import { createSchedulingLink } from './create-scheduling-link';
import {
  approveSchedulingOfferResponse,
  schedulingOfferParams,
} from '@hirelane/domain/calendars/scheduling-offer.schema';
import { cancelSchedulingLink } from './cancel-scheduling-link';
import { approveSchedulingOffer, dismissSchedulingOffer } from './decide-scheduling-offer';
import { getPublicScheduling } from './get-public-scheduling';
import { getSchedulingSettings } from './get-scheduling-settings';
import { listInterviews } from './list-project-interviews';
import { rescheduleInterviewBooking } from './reschedule-interview-booking';
import { updateSchedulingSettings } from './update-scheduling-settings';

const tags = ['calendars'];
const candidateParams = z.object({ projectId: z.uuid(), candidateId: z.uuid() });
const projectParams = z.object({ projectId: z.uuid() });

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
          querystring: publicSchedulingQuery,
          response: { 200: publicSchedulingResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getPublicScheduling(
          app,
          request.params.token,
          new Date(),
          request.query.for === 'reschedule',
        ),
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
      '/api/scheduling/:token/reschedule',
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
        message: 'Your interview has moved.',
        data: await rescheduleInterviewBooking(app, request.params.token, request.body.starts_at),
      }),
    );

    fastify.post(
      '/api/project/:projectId/candidate/:candidateId/scheduling-link/:linkId/cancel',
      { schema: { tags, params: schedulingLinkParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await cancelSchedulingLink(
          app,
          requireTenant(request),
          request.params.projectId,
          request.params.candidateId,
          request.params.linkId,
        );
        return { success: true, message: 'The scheduling link is canceled.' };
      },
    );

    fastify.get(
      '/api/project/:projectId/interviews',
      {
        schema: {
          tags,
          params: projectParams,
          querystring: projectInterviewsQuery,
          response: { 200: projectInterviewsResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listInterviews(
          app.db,
          requireTenant(request),
          request.params.projectId,
          request.query.candidate_id ?? null,
        ),
      }),
    );

    fastify.get(
      '/api/project/:projectId/scheduling-settings',
      { schema: { tags, params: projectParams, response: { 200: schedulingSettingsResponse } } },
      async (request) => ({
        success: true,
        data: await getSchedulingSettings(app.db, requireTenant(request), request.params.projectId),
      }),
    );

    fastify.put(
      '/api/project/:projectId/scheduling-settings',
      {
        schema: {
          tags,
          params: projectParams,
          body: schedulingSettingsSchema,
          response: { 200: schedulingSettingsResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Scheduling settings saved.',
        data: await updateSchedulingSettings(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.projectId,
          request.body,
        ),
      }),
    );

    fastify.post(
      '/api/project/:projectId/scheduling-offer/:offerId/approve',
      {
        schema: {
          tags,
          params: schedulingOfferParams,
          response: { 200: approveSchedulingOfferResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'The scheduling link is e-mailed to the candidate.',
        data: await approveSchedulingOffer(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.projectId,
          request.params.offerId,
        ),
      }),
    );

    fastify.post(
      '/api/project/:projectId/scheduling-offer/:offerId/dismiss',
      { schema: { tags, params: schedulingOfferParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await dismissSchedulingOffer(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.projectId,
          request.params.offerId,
        );
        return { success: true, message: 'Dismissed.' };
      },
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
