import { addsSomething, contactAdditions } from '@hirelane/domain/candidates/contact-reveal';
import {
  CONTACT_REVEAL_DO_NOT_CONTACT,
  CONTACT_REVEAL_NEEDS_IDENTITY,
  CONTACT_REVEAL_NOTHING_MISSING,
  CONTACT_REVEAL_NOT_CONFIGURED,
  type RevealContactResult,
  type RevealOutcome,
} from '@hirelane/domain/candidates/contact-reveal.schema';
import { normalizeEmail } from '@hirelane/domain/candidates/identity';
import type { Database } from '../../db/client';
import { HttpError, notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import {
  PeopleDataError,
  type PeopleDataProvider,
  type PersonQuery,
} from '../../integrations/people-data/people-data-provider';
import { assertAffordable } from '../billing/assert-affordable';
import { spendCreditsWithin } from '../billing/spend-credits';
import { CANDIDATE_NOT_FOUND, loadCandidateAccess } from './candidate-access';
import {
  findHeldEmails,
  lockCandidate,
  recordContactReveal,
  type CandidateRow,
} from './candidate-store';

/** The key of a person's reveal: a double click or a retry never charges twice. */
export const revealKey = (candidateId: string) => `contact_reveal:${candidateId}`;

const queryOf = (row: CandidateRow): PersonQuery | null => {
  const name = row.fullName || `${row.firstName} ${row.lastName}`.trim();
  const query: PersonQuery = {
    profile: row.linkedinUrl ?? undefined,
    email: row.email ?? undefined,
    name: name || undefined,
    company: row.currentCompany ?? undefined,
    location: [row.currentCity, row.country].filter(Boolean).join(', ') || undefined,
  };
  return query.profile || query.email || (query.name && query.company) ? query : null;
};

const result = (
  outcome: RevealOutcome,
  row: CandidateRow,
  extra: Partial<RevealContactResult> = {},
): RevealContactResult => ({
  outcome,
  email: row.email,
  phone_numbers: row.phoneNumbers,
  added: { email: null, phone_numbers: [] },
  credits_charged: 0,
  balance: null,
  revealed_at: row.contactRevealedAt?.toISOString() ?? null,
  ...extra,
});

const providerFailure = (error: PeopleDataError): HttpError =>
  new HttpError(
    error.kind === 'rate_limited' ? 429 : 422,
    `${error.message} No credits were charged.`,
  );

/**
 * Contact reveal, the first paid action (issue 16): the people-data provider looks the person up
 * and, only when it found an e-mail or phone they lack, one transaction charges `contact_reveal`
 * (one key per person) and writes the additions. The balance is checked before the provider is
 * called, as that call costs us money; no match or nothing new charges nothing.
 */
export const revealContact = async (
  db: Database,
  peopleData: PeopleDataProvider | null,
  tenant: TenantContext,
  userId: string,
  candidateId: string,
  projectId?: string,
): Promise<RevealContactResult> => {
  const { workspaceId } = tenant;
  const { candidate } = await loadCandidateAccess(db, tenant, candidateId, projectId);
  if (!peopleData) throw unprocessable(CONTACT_REVEAL_NOT_CONFIGURED);
  if (candidate.doNotContactAt) throw unprocessable(CONTACT_REVEAL_DO_NOT_CONTACT);
  if (candidate.contactRevealedAt) return result('already_revealed', candidate);
  if (candidate.email && candidate.phoneNumbers.length > 0)
    throw unprocessable(CONTACT_REVEAL_NOTHING_MISSING);
  const query = queryOf(candidate);
  if (!query) throw unprocessable(CONTACT_REVEAL_NEEDS_IDENTITY);
  await assertAffordable(db, workspaceId, 'contact_reveal');

  let found;
  try {
    found = await peopleData.enrichPerson(query);
  } catch (error) {
    if (error instanceof PeopleDataError) throw providerFailure(error);
    throw error;
  }
  if (!found) return result('no_match', candidate);
  const emails = found.emails.flatMap((email) => normalizeEmail(email) ?? []);

  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, workspaceId, candidateId);
    if (!row) throw notFound(CANDIDATE_NOT_FOUND);
    if (row.contactRevealedAt) return result('already_revealed', row);
    const held = await findHeldEmails(tx, workspaceId, emails);
    const additions = contactAdditions(
      { email: row.email, phoneNumbers: row.phoneNumbers },
      { emails, phones: found.phones },
      (email) => held.has(email),
    );
    if (!addsSomething(additions)) return result('nothing_new', row);
    const receipt = await spendCreditsWithin(tx, {
      workspaceId,
      action: 'contact_reveal',
      idempotencyKey: revealKey(candidateId),
      objectType: 'candidate',
      objectId: candidateId,
      userId,
    });
    const written = await recordContactReveal(tx, workspaceId, candidateId, {
      ...(additions.email ? { email: additions.email } : {}),
      phoneNumbers: [...row.phoneNumbers, ...additions.phoneNumbers],
      at: new Date(),
    });
    if (!written) throw notFound(CANDIDATE_NOT_FOUND);
    return result('revealed', written, {
      added: { email: additions.email, phone_numbers: additions.phoneNumbers },
      credits_charged: receipt.replayed ? 0 : -receipt.entry.amount,
      balance: receipt.balance,
    });
  });
};
