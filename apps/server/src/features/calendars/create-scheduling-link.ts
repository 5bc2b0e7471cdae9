import {
  NO_EMAIL_FOR_LINK_MESSAGE,
  type CreateSchedulingLinkRequest,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import { sendSchedulingLink } from './send-scheduling-link';
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
  const { candidate } = await loadCandidateAccess(app.db, tenant, candidateId, projectId);
  if (input.send_email && !candidate.email)
    throw unprocessable(NO_EMAIL_FOR_LINK_MESSAGE, [
      { path: 'send_email', message: NO_EMAIL_FOR_LINK_MESSAGE },
    ]);
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
  const url = schedulingUrl(app.config.appUrl, token);
  const emailedTo = input.send_email ? candidate.email : null;
  if (emailedTo)
    await sendSchedulingLink(app, emailedTo, {
      title: input.title,
      url,
      durationMinutes: input.duration_minutes,
      organizers: accounts.map((account) => account.address),
    });
  return { id: row.id, url, status: 'open' as const, emailed_to: emailedTo };
};
