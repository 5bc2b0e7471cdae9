import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { deleteCalendarAccountRow, findCalendarAccount } from './calendar-account-store';
import { mayRemoveCalendar } from './describe-calendar-account';

export const CALENDAR_NOT_FOUND = 'Calendar not found.';

/** Removes a connected calendar: its owner, or an owner or admin of the workspace. */
export const removeCalendarAccount = async (
  app: AppContext,
  tenant: TenantContext,
  viewerId: string,
  id: string,
): Promise<string> => {
  const row = await findCalendarAccount(app.db, tenant.workspaceId, id);
  if (!row) throw notFound(CALENDAR_NOT_FOUND);
  if (!mayRemoveCalendar(tenant, viewerId, row))
    throw forbidden("Only the calendar's owner or a workspace admin can remove it.");
  await deleteCalendarAccountRow(app.db, tenant.workspaceId, id);
  return row.address;
};
