import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import { REPLY_EMPTY } from '@hirelane/domain/inbox/inbox.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { sanitizeRichText } from '../campaigns/sanitize-rich-text';
import { htmlToText, linesToHtml } from '../outreach/render-campaign-email';
import { loadThread } from './inbox-access';
import { findLinkedinReplyTarget, insertLinkedinReply } from './linkedin-reply-store';
import { readInboxThread } from './read-inbox-thread';

export const NO_LINKEDIN_MESSAGE =
  'This conversation has no LinkedIn message from the person to answer yet.';
export const LINKEDIN_REPLY_DO_NOT_CONTACT = 'Not sent: this person is marked do-not-contact.';
export const LINKEDIN_ACCOUNT_GONE =
  'Not sent: the LinkedIn account this person wrote to is no longer connected.';
export const LINKEDIN_NO_PROFILE = 'Not sent: this person has no LinkedIn profile URL.';
export const LINKEDIN_AS_WRITTEN =
  'LinkedIn replies are sent as written: replace the variables with the words to send.';
/** LinkedIn refuses longer messages. */
export const LINKEDIN_MESSAGE_MAX = 8000;
export const onlyOwnerReplies = (name: string) =>
  `Not sent: only ${name} can answer on LinkedIn, from their own LinkedIn account.`;
export const AUTOMATION_OFF_REPLY =
  'Not sent: LinkedIn automation is off for your account. Answer in LinkedIn messaging, or switch automation on in Connect LinkedIn.';

/**
 * POST …/reply with channel linkedin: the answer is queued as a LinkedIn message action of the
 * account the person wrote to, for that member's browser extension to send (as it sends message
 * steps: limits, gaps, sent at most once). Only that member may answer with their LinkedIn
 * account. Once sent, the message joins this thread (the linkedin_message trigger).
 */
export const queueLinkedinReply = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  threadId: string,
  body: string,
  now = new Date(),
): Promise<InboxThreadDetail> => {
  const { workspaceId } = tenant;
  await loadThread(db, tenant, userId, threadId);
  const target = await findLinkedinReplyTarget(db, workspaceId, threadId);
  if (!target) throw unprocessable(NO_LINKEDIN_MESSAGE);
  if (target.do_not_contact) throw unprocessable(LINKEDIN_REPLY_DO_NOT_CONTACT);
  if (!target.account_id || !target.account_user_id) throw unprocessable(LINKEDIN_ACCOUNT_GONE);
  if (target.account_user_id !== userId)
    throw unprocessable(onlyOwnerReplies(target.account_name ?? 'its member'));
  if (target.error_message)
    throw unprocessable(`Not sent: your LinkedIn account can't send (${target.error_message}).`);
  if (!target.automation_enabled) throw unprocessable(AUTOMATION_OFF_REPLY);
  if (!target.profile_url) throw unprocessable(LINKEDIN_NO_PROFILE);

  // LinkedIn messages are plain text: the editor's formatting is read as the e-mail's text part.
  const text = htmlToText(linesToHtml(sanitizeRichText(body).trim())).trim();
  if (!text) throw unprocessable(REPLY_EMPTY);
  if (/\{\{[^}]*\}\}/.test(text)) throw unprocessable(LINKEDIN_AS_WRITTEN);
  if (text.length > LINKEDIN_MESSAGE_MAX)
    throw unprocessable(`A LinkedIn message has at most ${LINKEDIN_MESSAGE_MAX} characters.`);

  await insertLinkedinReply(db, {
    workspaceId,
    threadId,
    accountId: target.account_id,
    candidateId: target.candidate_id,
    profileUrl: target.profile_url,
    text,
    now,
  });
  return readInboxThread(db, tenant, userId, threadId);
};
