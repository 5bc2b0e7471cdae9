import type { InterviewRetention } from '@hirelane/domain/workspace-settings/interview-retention.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { readInterviewRetentionDays } from './workspace-settings-store';

export const getInterviewRetention = async (
  db: Executor,
  workspaceId: string,
): Promise<InterviewRetention> => {
  const days = await readInterviewRetentionDays(db, workspaceId);
  if (days === undefined) throw notFound('Workspace not found.');
  return { interview_retention_days: days };
};
