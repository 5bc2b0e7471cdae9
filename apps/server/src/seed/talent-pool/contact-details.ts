import type { Country } from './places';
import { between, pick, type Random } from './random';

const EMAIL_SHARE = 0.78;
const PHONE_SHARE = 0.52;
const LINKEDIN_SHARE = 0.71;

/** Every shape contains the whole family name, so the e-mail can be traced back to the person. */
const emailLocalPart = (random: Random, first: string, last: string): string => {
  switch (between(random, 0, 5)) {
    case 0:
      return `${first}.${last}`;
    case 1:
      return `${first}${last}`;
    case 2:
      return `${first.charAt(0)}${last}`;
    case 3:
      return `${first}_${last}`;
    case 4:
      return `${last}.${first}`;
    default:
      return `${first}.${last}${between(random, 1, 99)}`;
  }
};

/** Fills each `#` with a digit; the first one is never 0 so numbers look dialable. */
const fillPhone = (random: Random, format: string): string => {
  let first = true;
  return format.replace(/#/g, () => {
    const digit = first ? between(random, 1, 9) : between(random, 0, 9);
    first = false;
    return String(digit);
  });
};

export type ContactDetails = {
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
};

/**
 * `asciiFirst` / `asciiLast` are the names without accents, lower case, letters and digits only.
 * `tag` (letters and digits, unique per profile of a seed) ends the e-mail's local part after a
 * dot: names repeat in a large pool, and a shared e-mail would make two people one (decision 006).
 */
export const generateContactDetails = (
  random: Random,
  asciiFirst: string,
  asciiLast: string,
  country: Country,
  tag: string,
): ContactDetails => {
  const email =
    random() < EMAIL_SHARE
      ? `${emailLocalPart(random, asciiFirst, asciiLast)}.${tag}@${pick(random, country.emailDomains)}`
      : null;
  const phone = random() < PHONE_SHARE ? fillPhone(random, country.phone) : null;
  const linkedinUrl =
    random() < LINKEDIN_SHARE
      ? `https://www.linkedin.com/in/${asciiFirst}-${asciiLast}-${Math.floor(random() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`
      : null;
  return { email, phone, linkedinUrl };
};
