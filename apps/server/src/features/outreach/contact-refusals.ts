import type { StopReason } from '@hirelane/domain/outreach/candidate-messages.schema';
import {
  mayContact,
  type ContactBlockReason,
  type ContactDecision,
  type ContactQuestion,
  type ContactRefusal,
} from '@hirelane/domain/outreach/contact-rulebook';
import type { Executor } from '../../db/client';
import type { PersonRef } from '../candidates/contact-facts-store';
import { readContactFactsByIds } from '../candidates/read-contact-facts';
import { holdEnrollment, stopEnrollments, updateEnrollment } from './enrollment-progress-store';

/*
 * What the senders do with a refusal of the contact rulebook (decision 046): the person's own
 * wishes end the sequence, a missing or bounced address holds it with the reason, a night waits.
 */

export const NO_EMAIL_REASON = 'Not sent: this candidate has no e-mail address.';
export const NO_PROFILE_REASON = 'Not sent: this candidate has no LinkedIn profile URL.';

/** An erased person is stopped as do-not-contact: that is what the erasure asked for. */
const STOPPING: Partial<Record<ContactBlockReason, StopReason>> = {
  suppressed: 'do_not_contact',
  do_not_contact: 'do_not_contact',
  unsubscribed: 'unsubscribed',
  replied: 'replied',
};

/** The stop reason of a refusal that ends the sequence, or null when the sequence only waits. */
export const stopReasonOf = (refusal: ContactRefusal): StopReason | null =>
  STOPPING[refusal.reason] ?? null;

/** The engine's texts from before the rulebook stay; the rest is the candidate page's message. */
const HELD_TEXTS: Partial<Record<ContactBlockReason, string>> = {
  no_email: NO_EMAIL_REASON,
  no_linkedin: NO_PROFILE_REASON,
};

/** Why the enrolment is held, as the recruiter reads it on the candidate page. */
export const heldReasonOf = (refusal: ContactRefusal): string =>
  HELD_TEXTS[refusal.reason] ?? refusal.message;

/**
 * An enrolment about to plan a step the rulebook refuses: stopped with the matching reason,
 * waiting until the moment it allows (quiet hours), or held with the reason and looked at again.
 */
export const refuseEnrollment = async (
  tx: Executor,
  workspaceId: string,
  enrollmentId: string,
  refusal: ContactRefusal,
  now: Date,
): Promise<void> => {
  const stop = stopReasonOf(refusal);
  if (stop) return stopEnrollments(tx, workspaceId, [enrollmentId], stop);
  if (refusal.retryAt)
    return updateEnrollment(tx, workspaceId, enrollmentId, {
      nextRunAt: refusal.retryAt,
      heldReason: refusal.message,
    });
  return holdEnrollment(tx, workspaceId, enrollmentId, heldReasonOf(refusal), now);
};

/**
 * The rulebook's answer for each person of a claim (e-mails to send, LinkedIn actions to hand
 * out), by candidate id, in a constant number of queries however many they are.
 */
export const contactDecisionsOf = async (
  db: Executor,
  people: PersonRef[],
  question: ContactQuestion,
): Promise<Map<string, ContactDecision>> => {
  const facts = await readContactFactsByIds(db, people);
  return new Map([...facts].map(([candidateId, one]) => [candidateId, mayContact(one, question)]));
};
