import {
  dailySourcingSchema,
  type DailySourcing,
} from '@hirelane/domain/sourcing/daily-sourcing.schema';
import type { SourcingRunStatus } from '@hirelane/domain/sourcing/sourcing.schema';
import type { findSourcingSchedule } from './sourcing-schedule-store';

type Found = NonNullable<Awaited<ReturnType<typeof findSourcingSchedule>>>;

export const toDailySourcing = ({ schedule, lastRun }: Found): DailySourcing =>
  dailySourcingSchema.parse({
    enabled: schedule.enabled,
    query: schedule.query,
    filters: schedule.filters,
    count: schedule.count,
    time: schedule.localTime,
    time_zone: schedule.timeZone,
    next_run_at: schedule.enabled ? (schedule.nextRunAt?.toISOString() ?? null) : null,
    last_run: lastRun
      ? {
          _id: lastRun.id,
          status: lastRun.status as SourcingRunStatus,
          saved: lastRun.saved,
          created_at: lastRun.createdAt.toISOString(),
        }
      : null,
    last_error: schedule.lastError,
  });
