import { useQuery } from '@tanstack/react-query';
import {
  bookSlotResponse,
  publicSchedulingResponse,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { apiGet, apiPost } from '../../../lib/api-client';

const path = (token: string) => `/api/scheduling/${encodeURIComponent(token)}`;

export const schedulingKey = (token: string) => ['scheduling', token] as const;
const rescheduleKey = (token: string) => ['scheduling', token, 'reschedule'] as const;

/** The candidate's link: open slots, or their booking. No workspace: the token is the key. */
export const usePublicSchedulingQuery = (token: string) =>
  useQuery({
    queryKey: schedulingKey(token),
    queryFn: async ({ signal }) =>
      (
        await apiGet(path(token), publicSchedulingResponse, {
          signal,
          workspace: false,
          silent: true,
        })
      ).data,
    retry: false,
  });

export const bookSlot = (token: string, startsAt: string) =>
  apiPost(
    `${path(token)}/book`,
    bookSlotResponse,
    { starts_at: startsAt },
    {
      workspace: false,
      silent: true,
    },
  );

export const cancelBooking = (token: string) =>
  apiPost(`${path(token)}/cancel`, messageEnvelope, {}, { workspace: false, silent: true });

/** The times a booked interview may move to (its own time counts as free). */
export const useRescheduleSlotsQuery = (token: string, enabled: boolean) =>
  useQuery({
    queryKey: rescheduleKey(token),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`${path(token)}?for=reschedule`, publicSchedulingResponse, {
          signal,
          workspace: false,
          silent: true,
        })
      ).data,
    enabled,
    retry: false,
  });

/** Moves the booked interview: the old time is kept until the new one is booked. */
export const rescheduleBooking = (token: string, startsAt: string) =>
  apiPost(
    `${path(token)}/reschedule`,
    bookSlotResponse,
    { starts_at: startsAt },
    { workspace: false, silent: true },
  );
