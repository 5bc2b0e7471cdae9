import {
  NO_SCHEDULING_SETTINGS,
  SCHEDULING_CALENDARS_BROKEN,
  type SchedulingSettings,
} from '@hirelane/domain/calendars/scheduling-settings.schema';
import type { Executor } from '../../db/client';
import { calendarStatuses } from './project-scheduling-store';

/**
 * Why scheduling links cannot be made from a project's settings now (none saved, a calendar gone
 * or failing), or null when they can. Here, below campaigns and calendars, because a campaign's
 * launch asks it too.
 */
export const schedulingSettingsProblem = async (
  db: Executor,
  workspaceId: string,
  settings: SchedulingSettings | null,
): Promise<string | null> => {
  if (!settings) return NO_SCHEDULING_SETTINGS;
  const ids = [...new Set(settings.calendar_account_ids)];
  const statuses = await calendarStatuses(db, workspaceId, ids);
  return statuses.length === ids.length && statuses.every((status) => status === 'verified')
    ? null
    : SCHEDULING_CALENDARS_BROKEN;
};
