import { suppressionKeys } from '@hirelane/domain/candidates/suppression';
import type { ContactFacts } from '@hirelane/domain/outreach/contact-rulebook';
import { countryOfText, personTimeZone } from '@hirelane/domain/phone/person-time-zone';
import { toE164 } from '@hirelane/domain/phone/to-e164';
import type { Executor } from '../../db/client';
import type { CandidateRow } from './candidate-store';
import {
  findContactHistories,
  findPeople,
  type ContactHistory,
  type PersonRef,
} from './contact-facts-store';
import { findSuppressedPeople } from './suppression-store';

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

const factsOf = (
  candidate: CandidateRow,
  history: ContactHistory,
  suppressed: boolean,
): ContactFacts => {
  const phone = dialableNumber(candidate);
  return {
    suppressed,
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

/**
 * Everything the contact rulebook needs to know of many people (an engine batch, whatever their
 * workspaces), by candidate id, in two queries however many they are. The candidate page and
 * every channel's sender read the facts here, so they never disagree.
 */
export const readContactFactsOfMany = async (
  db: Executor,
  people: { workspaceId: string; candidate: CandidateRow }[],
): Promise<Map<string, ContactFacts>> => {
  // One after the other: inside a transaction both share its one connection.
  const histories = await findContactHistories(
    db,
    people.map(({ workspaceId, candidate }) => ({ workspaceId, candidateId: candidate.id })),
  );
  const suppressed = await findSuppressedPeople(
    db,
    people.map(({ workspaceId, candidate }) => ({
      workspaceId,
      candidateId: candidate.id,
      keys: suppressionKeys(candidate),
    })),
  );
  return new Map(
    people.map(({ candidate }) => [
      candidate.id,
      factsOf(
        candidate,
        histories.get(candidate.id) ?? {
          replied: false,
          unsubscribed: false,
          bounced: false,
          lastWhatsappInboundAt: null,
        },
        suppressed.has(candidate.id),
      ),
    ]),
  );
};

/** The facts of people known by id (a claim of deliveries or actions): one query more. */
export const readContactFactsByIds = async (
  db: Executor,
  people: PersonRef[],
): Promise<Map<string, ContactFacts>> => {
  const rows = await findPeople(db, people);
  return readContactFactsOfMany(
    db,
    rows.map((candidate) => ({ workspaceId: candidate.workspaceId, candidate })),
  );
};

/** The facts of one person (the candidate page's panel). */
export const readContactFacts = async (
  db: Executor,
  workspaceId: string,
  candidate: CandidateRow,
): Promise<ContactFacts> => {
  const facts = await readContactFactsOfMany(db, [{ workspaceId, candidate }]);
  const found = facts.get(candidate.id);
  if (!found) throw new Error('the contact facts of the candidate were not read');
  return found;
};
