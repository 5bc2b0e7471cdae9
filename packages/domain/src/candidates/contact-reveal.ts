/** The digits of a phone number, to tell the same number written two ways apart from a new one. */
const digits = (phone: string): string => phone.replace(/\D/g, '');

/** The most numbers a person keeps (the candidate input's limit). */
export const MAX_PHONE_NUMBERS = 10;

export type ContactAdditions = { email: string | null; phoneNumbers: string[] };

/**
 * What a reveal adds to a person: the first found e-mail when they have none (one e-mail per
 * person; `emailTaken` says whether another person of the workspace already holds an address),
 * and the found numbers they do not have yet. Existing values are never replaced.
 */
export const contactAdditions = (
  current: { email: string | null; phoneNumbers: readonly string[] },
  found: { emails: readonly string[]; phones: readonly string[] },
  emailTaken: (email: string) => boolean = () => false,
): ContactAdditions => {
  const email = current.email
    ? null
    : (found.emails.find((candidate) => candidate.includes('@') && !emailTaken(candidate)) ?? null);
  const known = new Set(current.phoneNumbers.map(digits));
  const room = Math.max(0, MAX_PHONE_NUMBERS - current.phoneNumbers.length);
  const phoneNumbers: string[] = [];
  for (const phone of found.phones) {
    const key = digits(phone);
    if (key.length < 5 || known.has(key)) continue;
    known.add(key);
    phoneNumbers.push(phone.trim());
  }
  return { email, phoneNumbers: phoneNumbers.slice(0, room) };
};

export const addsSomething = (additions: ContactAdditions): boolean =>
  additions.email !== null || additions.phoneNumbers.length > 0;
