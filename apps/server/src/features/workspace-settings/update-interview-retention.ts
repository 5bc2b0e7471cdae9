import type { InterviewRetention } from '@hirelane/domain/workspace-settings/interview-retention.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { setInterviewRetentionDays } from './workspace-settings-store';

/**
 * Sets how long the workspace keeps interview recordings and transcripts. The hourly retention
 * job reads it on its next run, so shortening it removes older words within the hour.
 */
export const updateInterviewRetention = async (
  db: Executor,
  workspaceId: string,
  update: InterviewRetention,
): Promise<InterviewRetention> => {
  const days = await setInterviewRetentionDays(db, workspaceId, update.interview_retention_days);
  if (days === undefined) throw notFound('Workspace not found.');
  return { interview_retention_days: days };
};
