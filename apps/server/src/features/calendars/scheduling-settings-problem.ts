import {
  NO_SCHEDULING_SETTINGS,
  SCHEDULING_CALENDARS_BROKEN,
  type SchedulingSettings,
} from '@hirelane/domain/calendars/scheduling-settings.schema';
import type { Executor } from '../../db/client';
import { findAccountsByIds } from './scheduling-store';

/** Why links cannot be made from a project's settings now, or null when they can. */
export const schedulingSettingsProblem = async (
  db: Executor,
  workspaceId: string,
  settings: SchedulingSettings | null,
): Promise<string | null> => {
  if (!settings) return NO_SCHEDULING_SETTINGS;
  const ids = [...new Set(settings.calendar_account_ids)];
  const accounts = await findAccountsByIds(db, workspaceId, ids);
  return accounts.length === ids.length && accounts.every((one) => one.status === 'verified')
    ? null
    : SCHEDULING_CALENDARS_BROKEN;
};
