import { suppressionKeys } from '@hirelane/domain/candidates/suppression';
import type { ContactFacts } from '@hirelane/domain/outreach/contact-rulebook';
import { countryOfText, personTimeZone } from '@hirelane/domain/phone/person-time-zone';
import { toE164 } from '@hirelane/domain/phone/to-e164';
import type { Executor } from '../../db/client';
import type { CandidateRow } from './candidate-store';
import { findContactHistory } from './contact-facts-store';
import { findSuppressionOf } from './suppression-store';

/** The person's first phone number as E.164, or why it cannot be dialled (SPEC 5). */
export const dialableNumber = (
  candidate: Pick<CandidateRow, 'phoneNumbers' | 'country'>,
): { e164: string | null; problem: string | null } => {
  const [phone] = candidate.phoneNumbers;
  if (!phone) return { e164: null, problem: null };
  const result = toE164(countryOfText(candidate.country)?.short_name ?? null, phone);
  return result.valid
    ? { e164: result.e164, problem: null }
    : { e164: null, problem: result.message };
};

/**
 * Everything the contact rulebook needs to know of one person, read the same way for the
 * candidate page and for every channel's sender, so the two never disagree.
 */
export const readContactFacts = async (
  db: Executor,
  workspaceId: string,
  candidate: CandidateRow,
): Promise<ContactFacts> => {
  const [history, suppression] = await Promise.all([
    findContactHistory(db, workspaceId, candidate.id),
    findSuppressionOf(db, workspaceId, suppressionKeys(candidate)),
  ]);
  const phone = dialableNumber(candidate);
  return {
    suppressed: suppression !== null,
    doNotContact: candidate.doNotContactAt !== null,
    unsubscribed: history.unsubscribed,
    replied: history.replied,
    email: candidate.email,
    emailBounced: history.bounced,
    linkedinUrl: candidate.linkedinUrl,
    phoneE164: phone.e164,
    phoneProblem: phone.problem,
    timeZone: personTimeZone(candidate.currentCity, candidate.country),
    lastWhatsappInboundAt: history.lastWhatsappInboundAt,
  };
};
