import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarAccountIdParams,
  calendarAccountResponse,
  calendarAccountsResponse,
  connectCaldavRequest,
} from '@hirelane/domain/calendars/calendar-account.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { listCalendarAccountRows } from './calendar-account-store';
import { connectCaldavCalendar } from './connect-caldav-calendar';
import { describeCalendarAccount } from './describe-calendar-account';
import { removeCalendarAccount } from './remove-calendar-account';

const tags = ['calendars'];

/** Connected calendars: connect a CalDAV account (proven first), list them, remove one. */
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
