import { z } from 'zod';
import { envelope } from '../http/envelope';

/**
 * Contact reveal, the first paid action (issue 16): a people-data provider looks the person up
 * and the e-mail or phone it finds is written into the candidate, for `contact_reveal` credits.
 */
export const CONTACT_REVEAL_NOT_CONFIGURED =
  'Contact reveal is not configured: set PEOPLE_DATA_API_URL and PEOPLE_DATA_API_KEY (see README).';
/** Revealing is not contacting, but nobody may reach them anyway: we do not buy their details. */
export const CONTACT_REVEAL_DO_NOT_CONTACT =
  'This person is marked do-not-contact, so their contact details are not looked up.';
export const CONTACT_REVEAL_NOTHING_MISSING =
  'This person already has an e-mail and a phone number.';
export const CONTACT_REVEAL_NEEDS_IDENTITY =
  'Add a LinkedIn URL, an e-mail, or a current company to this person first: the lookup needs one of them.';

/** What the candidate page needs to offer the reveal. */
export const contactRevealStateSchema = z.object({
  /** Whether a people-data provider is configured on the server. */
  configured: z.boolean(),
  /** When a reveal wrote a found e-mail or phone into this person (then it is not offered again). */
  revealed_at: z.string().nullable(),
});
export type ContactRevealState = z.infer<typeof contactRevealStateSchema>;

/** POST /api/candidate/{candidateID}/reveal-contact; the project the page shows the person in. */
export const revealContactRequest = z.object({ project_id: z.uuid().optional() });

/**
 * revealed: something new was written and charged; already_revealed: an earlier reveal did
 * (nothing charged now); nothing_new: the provider knew only what we have; no_match: it knew
 * nobody fitting. Only `revealed` costs credits.
 */
export const REVEAL_OUTCOMES = ['revealed', 'already_revealed', 'nothing_new', 'no_match'] as const;
export type RevealOutcome = (typeof REVEAL_OUTCOMES)[number];

export const revealContactResultSchema = z.object({
  outcome: z.enum(REVEAL_OUTCOMES),
  /** The person's contact details after the reveal. */
  email: z.string().nullable(),
  phone_numbers: z.array(z.string()),
  /** What this reveal added. */
  added: z.object({ email: z.string().nullable(), phone_numbers: z.array(z.string()) }),
  credits_charged: z.number().int(),
  /** The balance after the charge; null when nothing was charged. */
  balance: z.number().int().nullable(),
  revealed_at: z.string().nullable(),
});
export type RevealContactResult = z.infer<typeof revealContactResultSchema>;
export const revealContactResponse = envelope(revealContactResultSchema);

export const REVEAL_MESSAGES: Record<RevealOutcome, string> = {
  revealed: 'Contact revealed.',
  already_revealed: 'This contact was already revealed. No credits were charged.',
  nothing_new:
    'The lookup found no e-mail or phone this person does not already have. No credits were charged.',
  no_match: 'No e-mail or phone was found for this person. No credits were charged.',
};
