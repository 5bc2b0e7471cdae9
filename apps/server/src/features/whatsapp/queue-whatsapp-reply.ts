import { WHATSAPP_MESSAGE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import { mayContact } from '@hirelane/domain/outreach/contact-rulebook';
import type { AppContext } from '../../app-context';
import { unprocessable } from '../../http/http-error';
import { readContactFactsByIds } from '../candidates/read-contact-facts';
import { findWhatsappReplyTarget, insertWhatsappReply } from './whatsapp-reply-store';

export const NO_WHATSAPP_MESSAGE =
  'This conversation has no WhatsApp message from the person to answer yet.';
export const WHATSAPP_REPLY_ACCOUNT_GONE =
  'Not sent: the WhatsApp account this person wrote to is no longer connected.';
export const WHATSAPP_REPLY_ACCOUNT_FAILED =
  'Not sent: the WhatsApp account this person wrote to has FAILED; connect it again on Connect WhatsApp.';
export const WHATSAPP_AS_WRITTEN =
  'WhatsApp replies are sent as written: replace the variables with the words to send.';

/**
 * An answer from the inbox on WhatsApp (decision 048): through the account the person wrote to
 * (their phone's gateway session or the business number), under the contact rulebook as a
 * conversation (a reply does not forbid it; the 24-hour window binds the business account). It
 * is queued for the WhatsApp sender, which sends it within seconds and exactly once.
 */
export const queueWhatsappReply = async (
  app: AppContext,
  workspaceId: string,
  threadId: string,
  text: string,
  now = new Date(),
): Promise<void> => {
  const target = await findWhatsappReplyTarget(app.db, workspaceId, threadId);
  if (!target) throw unprocessable(NO_WHATSAPP_MESSAGE);
  if (/\{\{[^}]*\}\}/.test(text)) throw unprocessable(WHATSAPP_AS_WRITTEN);
  if (text.length > WHATSAPP_MESSAGE_MAX)
    throw unprocessable(`A WhatsApp message has at most ${WHATSAPP_MESSAGE_MAX} characters.`);
  const business = target.business_account_id !== null;
  const status = business ? target.business_status : target.account_status;
  if (status === null || (!business && !app.config.waha))
    throw unprocessable(WHATSAPP_REPLY_ACCOUNT_GONE);
  if (status !== 'WORKING') throw unprocessable(WHATSAPP_REPLY_ACCOUNT_FAILED);

  const facts = (
    await readContactFactsByIds(app.db, [{ workspaceId, candidateId: target.candidate_id }])
  ).get(target.candidate_id);
  if (!facts) throw unprocessable(NO_WHATSAPP_MESSAGE);
  const decision = mayContact(facts, {
    channel: 'whatsapp',
    now,
    purpose: 'conversation',
    whatsappKind: 'free_text',
    whatsappAccount: business ? 'business' : 'gateway',
  });
  if (!decision.allowed) throw unprocessable(`Not sent: ${decision.message}`);
  const to = target.from_phone ?? facts.phoneE164;
  if (!to) throw unprocessable('Not sent: no WhatsApp number for this person.');
  await insertWhatsappReply(
    app.db,
    {
      workspaceId,
      candidateId: target.candidate_id,
      accountId: business ? null : target.account_id,
      businessAccountId: business ? target.business_account_id : null,
      toPhone: to,
      body: text,
    },
    now,
  );
};
