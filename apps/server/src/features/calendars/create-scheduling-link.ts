import type { CreateSchedulingLinkRequest } from '@hirelane/domain/calendars/scheduling-link.schema';
import type { AppContext } from '../../app-context';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from '../candidates/candidate-access';
import { findAccountsByIds, insertSchedulingLink } from './scheduling-store';
import { hashSchedulingToken, newSchedulingToken, schedulingUrl } from './scheduling-token';

export const CALENDARS_NOT_USABLE =
  'Choose connected calendars of this workspace that are working.';

/**
 * A link for one candidate of a project (the caller must see both): the organizers' working
 * calendars and the slot rules. Answers the candidate's URL, shown once (only its hash is kept).
 */
export const createSchedulingLink = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  candidateId: string,
  input: CreateSchedulingLinkRequest,
) => {
  await loadCandidateAccess(app.db, tenant, candidateId, projectId);
  const ids = [...new Set(input.calendar_account_ids)];
  const accounts = await findAccountsByIds(app.db, tenant.workspaceId, ids);
  if (accounts.length !== ids.length || accounts.some((account) => account.status !== 'verified'))
    throw unprocessable(CALENDARS_NOT_USABLE, [
      { path: 'calendar_account_ids', message: CALENDARS_NOT_USABLE },
    ]);
  const token = newSchedulingToken();
  const row = await insertSchedulingLink(app.db, {
    workspaceId: tenant.workspaceId,
    projectId,
    candidateId,
    createdBy: userId,
    tokenHash: hashSchedulingToken(token),
    title: input.title,
    videoUrl: input.video_url ?? null,
    calendarAccountIds: ids,
    rules: {
      durationMinutes: input.duration_minutes,
      bufferMinutes: input.buffer_minutes,
      workingHours: {
        timezone: input.working_hours.timezone,
        days: [...new Set(input.working_hours.days)],
        startMinute: input.working_hours.start,
        endMinute: input.working_hours.end,
      },
      minimumNoticeMinutes: input.minimum_notice_hours * 60,
      horizonDays: input.horizon_days,
      stepMinutes: 15,
    },
  });
  return { id: row.id, url: schedulingUrl(app.config.appUrl, token), status: 'open' as const };
};
