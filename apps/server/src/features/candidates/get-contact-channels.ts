import type { ContactChannelsResponse } from '@hirelane/domain/outreach/contact-channels.schema';
import {
  CONTACT_CHANNELS,
  contactStatusByChannel,
} from '@hirelane/domain/outreach/contact-rulebook';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { readContactFacts } from './read-contact-facts';
import { loadCandidateAccess } from './candidate-access';
/** The candidate page's "may we reach them" panel: the contact rulebook's answer per channel. */
export const getContactChannels = async (
  db: Executor,
  tenant: TenantContext,
  candidateId: string,
  projectId: string | undefined,
  now: Date = new Date(),
): Promise<ContactChannelsResponse['data']> => {
  const { candidate } = await loadCandidateAccess(db, tenant, candidateId, projectId);
  const facts = await readContactFacts(db, tenant.workspaceId, candidate);
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
    time_zone: facts.timeZone,
    phone_e164: facts.phoneE164,
  };
};
