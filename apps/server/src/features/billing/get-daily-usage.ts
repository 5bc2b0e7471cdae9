import type { DailyUsage } from '@hirelane/domain/billing/credit-usage.schema';
import type { Database } from '../../db/client';
import { sumDailyUsage } from './credit-usage-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** `GET /api/subscription/credits/usage-daily`: credits used on each of the last `days` UTC days, today included. */
export const getDailyUsage = async (
  db: Database,
  workspaceId: string,
  days: number,
  now = new Date(),
): Promise<DailyUsage> => {
  const first = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const perDay = await sumDailyUsage(db, workspaceId, first, utcDay(now));
  return { days: perDay, total: perDay.reduce((sum, day) => sum + day.used, 0) };
};
