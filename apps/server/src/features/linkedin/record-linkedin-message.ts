import { normalizeLinkedinUrl } from '@hirelane/domain/candidates/identity';
import type { Executor } from '../../db/client';
import { stopCandidateEverywhere } from '../outreach/enrollment-progress-store';
import {
  conversationEnrollment,
  findCandidateByLinkedinKey,
  insertLinkedinMessage,
  runningProjectsOf,
} from './linkedin-action-store';
import { markEngaging } from '../pipeline/campaign-pipeline-store';
import { findMemberAccount } from './linkedin-connection-store';
import { NO_ACCOUNT_MESSAGE } from './report-linkedin-health';
import { HttpError } from '../../http/http-error';

/**
 * A message a person sent the member on LinkedIn, as the extension read it. A person of the
 * workspace (matched by the normalised profile URL, decision 006) has replied: the message joins
 * their inbox thread (trigger, decision 041) and every sequence of theirs stops on every channel,
 * the same rule as an e-mail reply. It belongs to the sequence whose LinkedIn steps this account
 * performed for the person, so it joins that project's thread with the steps' messages. Someone
 * who is not a candidate is left alone. Reported twice, the same message changes nothing.
 */
export const recordLinkedinMessage = async (
  tx: Executor,
  member: { workspaceId: string; userId: string },
  message: { profileUrl: string; text: string; sentAt: Date },
): Promise<{ matched: boolean; stopped_enrollments: number }> => {
  const account = await findMemberAccount(tx, member);
  if (!account) throw new HttpError(422, NO_ACCOUNT_MESSAGE);
  const key = normalizeLinkedinUrl(message.profileUrl);
  if (!key) return { matched: false, stopped_enrollments: 0 };
  const person = await findCandidateByLinkedinKey(tx, member.workspaceId, key);
  if (!person) return { matched: false, stopped_enrollments: 0 };
  const inserted = await insertLinkedinMessage(tx, {
    workspaceId: member.workspaceId,
    candidateId: person.id,
    enrollmentId: await conversationEnrollment(tx, member.workspaceId, person.id, account.id),
    accountId: account.id,
    direction: 'inbound',
    textBody: message.text,
    at: message.sentAt,
  });
  if (!inserted) return { matched: true, stopped_enrollments: 0 };
  const projects = await runningProjectsOf(tx, member.workspaceId, person.id);
  const stopped = await stopCandidateEverywhere(tx, member.workspaceId, person.id, 'replied');
  // As for an e-mail reply: the person is engaging in the pipeline of those campaigns.
  for (const projectId of projects)
    await markEngaging(tx, member.workspaceId, projectId, person.id);
  return { matched: true, stopped_enrollments: stopped };
};
