import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  creditLedgerResponse,
  dailyUsageResponse,
  DAILY_USAGE_DEFAULT_DAYS,
  type CreditLedgerFilters,
  type CreditLedgerQuery,
} from '@hirelane/domain/billing/credit-usage.schema';
import { apiGet, withWorkspaceParam } from '../../../lib/api-client';
import { creditKeys } from './credit-balance';

/** Usage changes with every paid action: a visit after half a minute reads it again. */
const USAGE_STALE_MS = 30_000;

const searchOf = (values: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /api/subscription/credits/ledger: one page of the filtered ledger and its totals. */
export const useCreditLedgerQuery = (workspaceId: string, query: CreditLedgerQuery) =>
  useQuery({
    queryKey: [...creditKeys.all(workspaceId), 'ledger', query] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/subscription/credits/ledger${searchOf(query)}`, creditLedgerResponse, {
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: USAGE_STALE_MS,
  });

/** GET /api/subscription/credits/usage-daily: credits used on each of the last 30 UTC days. */
export const useDailyUsageQuery = (workspaceId: string, days = DAILY_USAGE_DEFAULT_DAYS) =>
  useQuery({
    queryKey: [...creditKeys.all(workspaceId), 'daily', days] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/subscription/credits/usage-daily${searchOf({ days })}`,
          dailyUsageResponse,
          {
            signal,
          },
        )
      ).data,
    staleTime: USAGE_STALE_MS,
  });

/** Where Export CSV downloads the ledger with the filters on screen. */
export const ledgerCsvHref = (filters: CreditLedgerFilters): string =>
  withWorkspaceParam(`/api/subscription/credits/ledger.csv${searchOf(filters)}`);
