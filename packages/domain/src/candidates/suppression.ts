import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { normalizeEmail, normalizeLinkedinUrl } from './identity';

dayjs.extend(utc);

/** What an erased person's suppression row keeps a hash of (never the value itself). */
export const SUPPRESSION_KINDS = ['email', 'phone', 'linkedin'] as const;
export type SuppressionKind = (typeof SUPPRESSION_KINDS)[number];

export type SuppressionKey = { kind: SuppressionKind; value: string };

/** Fewer digits than this is not a phone number anyone could be found by. */
const MIN_PHONE_DIGITS = 7;

/**
 * A phone number as its E.164 digits: '+1 (555) 010-0100' → '15550100100'. The server's SQL
 * twin strips the same characters (suppression-store.ts), so a CSV row and a form agree.
 */
export const phoneDigits = (value: string | null | undefined): string | null => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
};

/**
 * The normalised identifiers of a person that a suppression is checked against: the e-mail
 * (lower case), every phone's digits and the LinkedIn profile's key. Duplicates removed.
 */
export const suppressionKeys = (person: {
  email?: string | null;
  phoneNumbers?: readonly string[];
  linkedinUrl?: string | null;
  linkedinKey?: string | null;
}): SuppressionKey[] => {
  const keys = new Map<string, SuppressionKey>();
  const add = (kind: SuppressionKind, value: string | null) => {
    if (value) keys.set(`${kind}:${value}`, { kind, value });
  };
  add('email', normalizeEmail(person.email));
  for (const phone of person.phoneNumbers ?? []) add('phone', phoneDigits(phone));
  add('linkedin', person.linkedinKey ?? normalizeLinkedinUrl(person.linkedinUrl));
  return [...keys.values()];
};

/** 'Nov 24, 2026' (UTC): the day of an erasure in refusals and the settings list. */
export const formatErasureDate = (date: string | Date): string =>
  dayjs.utc(date).format('MMM D, YYYY');

/** Why a suppressed person is not added again (manual add, imports, extension, search saves). */
export const suppressedPersonMessage = (erasedAt: string | Date): string =>
  `This person was erased on ${formatErasureDate(erasedAt)} at their request; an admin can lift the suppression in Settings`;
