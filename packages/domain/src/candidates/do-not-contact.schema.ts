import { z } from 'zod';
import { envelope } from '../http/envelope';

/** The longest reason kept for marking a person do-not-contact. */
export const DO_NOT_CONTACT_REASON_MAX = 500;

/**
 * A person nobody may contact, on any channel: since when, why, and who marked them (null for
 * an unsubscribe link or a teammate since removed).
 */
export const doNotContactSchema = z.object({
  at: z.string(),
  reason: z.string().nullable(),
  by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type DoNotContact = z.infer<typeof doNotContactSchema>;

/** PUT /api/candidate/{candidateID}/do-not-contact: mark (with a reason) or lift. */
export const setDoNotContactRequest = z.discriminatedUnion('do_not_contact', [
  z.object({
    do_not_contact: z.literal(true),
    reason: z
      .string()
      .trim()
      .min(1, 'Say why this person must not be contacted.')
      .max(DO_NOT_CONTACT_REASON_MAX, `At most ${DO_NOT_CONTACT_REASON_MAX} characters.`),
  }),
  z.object({ do_not_contact: z.literal(false) }),
]);
export type SetDoNotContactRequest = z.infer<typeof setDoNotContactRequest>;

export const setDoNotContactResponse = envelope(
  z.object({
    do_not_contact: doNotContactSchema.nullable(),
    /** Sequences the marking stopped (0 when lifting). */
    stopped_sequences: z.number().int(),
  }),
);

export const DO_NOT_CONTACT_MARKED_MESSAGE =
  'Marked do-not-contact: no campaign will contact this person on any channel.';
export const DO_NOT_CONTACT_LIFTED_MESSAGE =
  'Do-not-contact lifted: campaigns may contact this person again.';
/** Collaborators see the person but may not change whether they may be contacted. */
export const DO_NOT_CONTACT_DENIED_MESSAGE =
  'Only project owners and editors can change whether this person may be contacted.';
