import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarAccountIdParams,
  calendarAccountResponse,
  calendarAccountsResponse,
  calendarProvidersResponse,
  connectCaldavRequest,
  oauthCalendarProviderParams,
  oauthCallbackQuery,
  setEventCalendarRequest,
} from '@hirelane/domain/calendars/calendar-account.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { listCalendarAccountRows } from './calendar-account-store';
import { calendarConfirmationPath } from './calendar-confirmation-path';
import { listCalendarProviders } from './calendar-oauth-providers';
import { connectCaldavCalendar } from './connect-caldav-calendar';
import { finishCalendarOauth, startCalendarOauth } from './connect-oauth-calendar';
import { describeCalendarAccount } from './describe-calendar-account';
import { removeCalendarAccount } from './remove-calendar-account';
import { setEventCalendar } from './set-event-calendar';

const tags = ['calendars'];

/**
 * Connected calendars: connect a CalDAV account, or Google and Microsoft 365 by OAuth (authorize,
 * then the provider's callback), list them, choose where interviews are written, remove one.
 */
export const calendarRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/communication/calendar/account/caldav',
      { schema: { tags, body: connectCaldavRequest, response: { 200: calendarAccountResponse } } },
      async (request) => {
        const data = await connectCaldavCalendar(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.body,
        );
        return { success: true, message: `${data.address} is connected.`, data };
      },
    );

    fastify.get(
      '/api/communication/calendar/providers',
      { schema: { tags, response: { 200: calendarProvidersResponse } } },
      async (request) => {
        requireTenant(request);
        return { success: true, data: listCalendarProviders(app) };
      },
    );

    fastify.get(
      '/api/communication/calendar/:provider/authorize',
      { schema: { tags, params: oauthCalendarProviderParams } },
      async (request, reply) => {
        const tenant = requireTenant(request);
        const target = startCalendarOauth(
          app,
          request.params.provider,
          requireSession(request).user.id,
          tenant.workspaceId,
        );
        return reply.redirect(target, 302);
      },
    );

    // The provider sends the browser back here without ?workspace=: the signed state names it.
    // A browser page, not an API call: every refusal (signed out, bad query) lands on the
    // confirmation page with the reason instead of a JSON error.
    fastify.get(
      '/api/communication/calendar/:provider/callback',
      {
        config: { access: 'session' },
        schema: { tags, params: oauthCalendarProviderParams, querystring: oauthCallbackQuery },
        errorHandler: (error, request, reply) => {
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          if (status >= 500) request.log.error({ err: error }, 'The calendar callback failed.');
          const { provider } = request.params as { provider?: string };
          void reply.redirect(
            calendarConfirmationPath({
              error: status === 401 || status === 407 ? 'signed_out' : 'failed',
              provider: provider ?? '',
            }),
            302,
          );
        },
      },
      async (request, reply) => {
        const target = await finishCalendarOauth(
          app,
          request.params.provider,
          requireSession(request).user.id,
          request.query,
          (error) => request.log.warn({ err: error }, 'A calendar OAuth connection failed.'),
        );
        return reply.redirect(target, 302);
      },
    );

    fastify.put(
      '/api/communication/calendar/account/:id/event-calendar',
      {
        schema: {
          tags,
          params: calendarAccountIdParams,
          body: setEventCalendarRequest,
          response: { 200: calendarAccountResponse },
        },
      },
      async (request) => {
        const data = await setEventCalendar(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body.calendar_id,
        );
        return {
          success: true,
          message: `Interviews are now written to “${data.event_calendar}”.`,
          data,
        };
      },
    );

    fastify.get(
      '/api/communication/calendar/accounts',
      { schema: { tags, response: { 200: calendarAccountsResponse } } },
      async (request) => {
        const tenant = requireTenant(request);
        const viewerId = requireSession(request).user.id;
        const rows = await listCalendarAccountRows(app.db, tenant.workspaceId);
        return {
          success: true,
          data: rows.map((row) => describeCalendarAccount(tenant, viewerId, row)),
        };
      },
    );

    fastify.put(
      '/api/communication/calendar/account/delete/:id',
      { schema: { tags, params: calendarAccountIdParams, response: { 200: messageEnvelope } } },
      async (request) => {
        const address = await removeCalendarAccount(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
        );
        return { success: true, message: `${address} is no longer connected.` };
      },
    );
  };
