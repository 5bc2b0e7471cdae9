import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calendarAccountResponse,
  calendarAccountsResponse,
  calendarProvidersResponse,
  type ConnectCaldavRequest,
  type OauthCalendarProvider,
} from '@hirelane/domain/calendars/calendar-account.schema';
import {
  schedulingLinkResponse,
  type createSchedulingLinkRequest,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type { z } from 'zod';
import { apiGet, apiPost, apiPut, withWorkspaceParam } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';

const BASE = '/api/communication/calendar';

export type CreateSchedulingLinkInput = z.input<typeof createSchedulingLinkRequest>;

export const calendarKeys = {
  accounts: (workspaceId: string) => ['calendars', workspaceId, 'accounts'] as const,
  providers: (workspaceId: string) => ['calendars', workspaceId, 'providers'] as const,
};

/** GET …/providers: whether Google and Microsoft 365 can be connected on this server. */
export const useCalendarProvidersQuery = (workspaceId: string | null) =>
  useQuery({
    queryKey: calendarKeys.providers(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the calendar providers', async () => {
        const answer = await apiGet(`${BASE}/providers`, calendarProvidersResponse, { signal });
        return answer.data;
      }),
    enabled: Boolean(workspaceId),
    staleTime: Infinity,
  });

/** The server's authorize route: a full-page navigation to the provider's consent screen. */
export const oauthAuthorizeHref = (provider: OauthCalendarProvider) =>
  withWorkspaceParam(`${BASE}/${provider}/authorize`);

/** PUT …/account/{id}/event-calendar. Silent: the row shows the refusal. */
export const setEventCalendar = (id: string, calendarId: string) =>
  apiPut(
    `${BASE}/account/${encodeURIComponent(id)}/event-calendar`,
    calendarAccountResponse,
    { calendar_id: calendarId },
    { silent: true },
  );

/** GET …/accounts: the workspace's connected calendars with their owners. */
export const useCalendarAccountsQuery = (workspaceId: string | null) =>
  useQuery({
    queryKey: calendarKeys.accounts(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the connected calendars', async () => {
        const answer = await apiGet(`${BASE}/accounts`, calendarAccountsResponse, { signal });
        return answer.data;
      }),
    enabled: Boolean(workspaceId),
  });

/** POST …/account/caldav. Silent: a 422 says why the server could not be used, shown in place. */
export const connectCaldav = (request: ConnectCaldavRequest) =>
  apiPost(`${BASE}/account/caldav`, calendarAccountResponse, request, { silent: true });

export const removeCalendar = (id: string) =>
  apiPut(`${BASE}/account/delete/${encodeURIComponent(id)}`, messageEnvelope, {});

/** After a change: the calendar list and the integrations card read fresh data. */
export const useRefreshCalendars = (workspaceId: string | null) => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: calendarKeys.accounts(workspaceId ?? '') });
    await queryClient.invalidateQueries({ queryKey: ['workspace-settings', workspaceId ?? ''] });
  };
};

/** POST /api/project/{id}/candidate/{id}/scheduling-link. Silent: the panel shows the refusal. */
export const createSchedulingLink = (
  projectId: string,
  candidateId: string,
  request: CreateSchedulingLinkInput,
) =>
  apiPost(
    `/api/project/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}/scheduling-link`,
    schedulingLinkResponse,
    request,
    { silent: true },
  );
