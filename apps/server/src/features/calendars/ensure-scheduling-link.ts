import { slotRulesOf } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { findProjectScheduling } from '../projects/project-scheduling-store';
import { schedulingSettingsProblem } from '../projects/scheduling-settings-problem';
import {
  findAccountsByIds,
  findLiveLinks,
  insertSchedulingLink,
  lockCandidateLinks,
} from './scheduling-store';
import { derivedSchedulingToken, hashSchedulingToken, schedulingUrl } from './scheduling-token';

export type EnsuredLink =
  | {
      ok: true;
      id: string;
      url: string;
      title: string;
      durationMinutes: number;
      organizers: string[];
    }
  | { ok: false; problem: string };

/**
 * The candidate's scheduling link in a project, made from the project's scheduling settings, or
 * the one already open (or booked) for them: rendering a message twice, or again after a retry,
 * puts the same URL in. Runs in the caller's transaction (a rollback takes the new link with it)
 * and holds a lock on (project, candidate) until it ends, so two renders cannot make two links.
 */
export const ensureSchedulingLink = async (
  app: AppContext,
  tx: Executor,
  target: { workspaceId: string; projectId: string; candidateId: string; createdBy: string | null },
): Promise<EnsuredLink> => {
  const { workspaceId, projectId, candidateId } = target;
  await lockCandidateLinks(tx, projectId, candidateId);
  const settings = await findProjectScheduling(tx, workspaceId, projectId);
  const secret = app.config.sessionSecret;
  for (const link of await findLiveLinks(tx, workspaceId, projectId, candidateId)) {
    const token = derivedSchedulingToken(secret, link.id);
    // Links a recruiter made by hand have random tokens we never kept: they cannot be re-rendered.
    if (hashSchedulingToken(token) !== link.tokenHash) continue;
    const accounts = await findAccountsByIds(tx, workspaceId, link.calendarAccountIds);
    return {
      ok: true,
      id: link.id,
      url: schedulingUrl(app.config.appUrl, token),
      title: link.title,
      durationMinutes: link.rules.durationMinutes,
      organizers: accounts.map((account) => account.address),
    };
  }
  const problem = await schedulingSettingsProblem(tx, workspaceId, settings);
  if (problem || !settings) return { ok: false, problem: problem ?? '' };
  const id = randomUUID();
  const token = derivedSchedulingToken(secret, id);
  const ids = [...new Set(settings.calendar_account_ids)];
  await insertSchedulingLink(tx, {
    id,
    workspaceId,
    projectId,
    candidateId,
    createdBy: target.createdBy,
    tokenHash: hashSchedulingToken(token),
    title: settings.title,
    videoUrl: settings.video_url,
    calendarAccountIds: ids,
    rules: slotRulesOf(settings),
  });
  const accounts = await findAccountsByIds(tx, workspaceId, ids);
  return {
    ok: true,
    id,
    url: schedulingUrl(app.config.appUrl, token),
    title: settings.title,
    durationMinutes: settings.duration_minutes,
    organizers: ids.flatMap((one) => accounts.find((account) => account.id === one)?.address ?? []),
  };
};
