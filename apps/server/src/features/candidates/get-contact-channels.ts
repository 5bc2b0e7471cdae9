import { suppressionKeys } from '@hirelane/domain/candidates/suppression';
import type { ContactChannelsResponse } from '@hirelane/domain/outreach/contact-channels.schema';
import {
  CONTACT_CHANNELS,
  contactStatusByChannel,
  type ContactFacts,
} from '@hirelane/domain/outreach/contact-rulebook';
import { countryOfText, personTimeZone } from '@hirelane/domain/phone/person-time-zone';
import { toE164 } from '@hirelane/domain/phone/to-e164';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from './candidate-access';
import type { CandidateRow } from './candidate-store';
import { findContactHistory } from './contact-facts-store';
import { findSuppressionOf } from './suppression-store';

const dialable = (candidate: CandidateRow): { e164: string | null; problem: string | null } => {
  const [phone] = candidate.phoneNumbers;
  if (!phone) return { e164: null, problem: null };
  const result = toE164(countryOfText(candidate.country)?.short_name ?? null, phone);
  return result.valid
    ? { e164: result.e164, problem: null }
    : { e164: null, problem: result.message };
};

/** The candidate page's "may we reach them" panel: the contact rulebook's answer per channel. */
export const getContactChannels = async (
  db: Executor,
  tenant: TenantContext,
  candidateId: string,
  projectId: string | undefined,
  now: Date = new Date(),
): Promise<ContactChannelsResponse['data']> => {
  const { candidate } = await loadCandidateAccess(db, tenant, candidateId, projectId);
  const { workspaceId } = tenant;
  const [history, suppression] = await Promise.all([
    findContactHistory(db, workspaceId, candidate.id),
    findSuppressionOf(db, workspaceId, suppressionKeys(candidate)),
  ]);
  const phone = dialable(candidate);
  const timeZone = personTimeZone(candidate.currentCity, candidate.country);
  const facts: ContactFacts = {
    suppressed: suppression !== null,
    doNotContact: candidate.doNotContactAt !== null,
    unsubscribed: history.unsubscribed,
    replied: history.replied,
    email: candidate.email,
    emailBounced: history.bounced,
    linkedinUrl: candidate.linkedinUrl,
    phoneE164: phone.e164,
    phoneProblem: phone.problem,
    timeZone,
    // No WhatsApp messages exist before the WhatsApp channel lands.
    lastWhatsappInboundAt: null,
  };
  const decisions = contactStatusByChannel(facts, now);
  return {
    channels: CONTACT_CHANNELS.map((channel) => {
      const decision = decisions[channel];
      return decision.allowed
        ? { channel, allowed: true, reason: null, message: null, retry_at: null }
        : {
            channel,
            allowed: false,
            reason: decision.reason,
            message: decision.message,
            retry_at: decision.retryAt?.toISOString() ?? null,
          };
    }),
    time_zone: timeZone,
    phone_e164: phone.e164,
  };
};
