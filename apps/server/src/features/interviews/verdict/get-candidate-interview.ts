import { DEFAULT_INTERVIEW_RETENTION_DAYS } from '@hirelane/domain/workspace-settings/interview-retention.schema';
import type { CandidateInterview } from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import type { Executor } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { findMailbox } from '../../accounts/mailbox-store';
import { findWorkspace } from '../../workspaces/workspace-store';
import { loadInterviewProject } from '../interview-project';
import { candidateInterviewView } from './candidate-interview-view';
import { findCandidateInvitation, listAnswers, listDecisions } from './interview-evaluation-store';

export const interviewAudioUrl = (
  workspaceId: string,
  projectId: string,
  candidateId: string,
  answerId: string,
) =>
  `/api/project/${projectId}/candidate/${candidateId}/interview/audio/${answerId}?workspace=${workspaceId}`;

/** The view of one person's invitation, read inside the caller's transaction or not. */
export const readCandidateInterview = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<CandidateInterview | null> => {
  const found = await findCandidateInvitation(db, workspaceId, projectId, candidateId);
  if (!found) return null;
  const { mailboxId } = found.invitation;
  const [answers, decisions, workspace, box] = await Promise.all([
    listAnswers(db, workspaceId, found.invitation.id),
    found.evaluation ? listDecisions(db, workspaceId, found.evaluation.id) : Promise.resolve([]),
    findWorkspace(db, workspaceId),
    mailboxId ? findMailbox(db, workspaceId, mailboxId) : Promise.resolve(undefined),
  ]);
  return candidateInterviewView({
    invitation: found.invitation,
    sentFrom: box?.email ?? null,
    evaluation: found.evaluation,
    answers,
    decisions,
    audioUrl: (answerId) => interviewAudioUrl(workspaceId, projectId, candidateId, answerId),
    now: new Date(),
    retentionDays: workspace?.interviewRetentionDays ?? DEFAULT_INTERVIEW_RETENTION_DAYS,
  });
};

/**
 * The Interview tab of a candidate in a charlie project the caller may see (a ria project, or one
 * they may not see: 404). null when the person was never invited to this project's interview.
 */
export const getCandidateInterview = async (
  db: Executor,
  tenant: TenantContext,
  projectId: string,
  candidateId: string,
): Promise<CandidateInterview | null> => {
  await loadInterviewProject(db, tenant, projectId);
  return readCandidateInterview(db, tenant.workspaceId, projectId, candidateId);
};
