import { classifyReply } from '@hirelane/domain/inbox/classify-reply';
import type { Executor } from '../../db/client';
import { stopCandidateEverywhere } from '../outreach/enrollment-progress-store';
import { markEngaging } from '../pipeline/campaign-pipeline-store';
import { findInboundPerson, markStopRequested } from './inbound-person-store';
import { insertInboundWhatsapp } from './whatsapp-message-store';

/** The account a message reached: the gateway's or the Cloud API's, and its own number. */
export type WhatsappReceiver = {
  workspaceId: string;
  accountId: string | null;
  businessAccountId: string | null;
  /** E.164, when known. */
  phone: string | null;
};

export type InboundWhatsapp = {
  providerMessageId: string;
  /** The sender's number, E.164. */
  from: string;
  body: string;
  at: Date;
};

/**
 * A person's WhatsApp message (decision 048): recorded once by its provider id (a replayed
 * webhook changes nothing), joined to their thread by the trigger, and classified by the inbox
 * rules: out of office changes nothing; a stop request makes them do-not-contact; any other
 * answer is a reply that stops their sequences on every channel and marks them engaging.
 */
export const recordInboundWhatsapp = async (
  tx: Executor,
  receiver: WhatsappReceiver,
  message: InboundWhatsapp,
): Promise<'unmatched' | 'duplicate' | 'out_of_office' | 'stop_request' | 'reply'> => {
  const workspaceId = receiver.workspaceId;
  const person = await findInboundPerson(tx, workspaceId, message.from);
  if (!person) return 'unmatched';
  const inserted = await insertInboundWhatsapp(tx, {
    workspaceId,
    candidateId: person.candidateId,
    enrollmentId: person.enrollmentId,
    accountId: receiver.accountId,
    businessAccountId: receiver.businessAccountId,
    direction: 'inbound',
    status: 'received',
    fromPhone: message.from,
    toPhone: receiver.phone,
    body: message.body,
    providerMessageId: message.providerMessageId,
    at: message.at,
  });
  if (!inserted) return 'duplicate';
  const label = classifyReply({ kind: 'reply', subject: '', text: message.body });
  if (label === 'out_of_office') return 'out_of_office';
  if (label === 'unsubscribe_request') {
    await markStopRequested(tx, workspaceId, person.candidateId);
    await stopCandidateEverywhere(tx, workspaceId, person.candidateId, 'do_not_contact');
    return 'stop_request';
  }
  await stopCandidateEverywhere(tx, workspaceId, person.candidateId, 'replied');
  if (person.projectId) await markEngaging(tx, workspaceId, person.projectId, person.candidateId);
  return 'reply';
};
