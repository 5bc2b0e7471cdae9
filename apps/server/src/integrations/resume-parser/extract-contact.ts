import { findDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

/**
 * The top-level domain is lower case, upper case or capitalised: a capital inside it is the
 * next word glued on by the export ("ana@proton.mePhone: …" is "ana@proton.me").
 */
const EMAIL = /[\p{L}0-9._%+'-]+@[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.(?:[A-Z]?[a-z]{2,}|[A-Z]{2,})/u;
const PHONE = /(?:\+\s?|\b00)?(?:\(\s?\d{1,5}\s?\)|\d)[\d\s()./-]{5,}\d/g;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/(?:in|pub)\/([^\s/?#|,•·)]+)/i;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-/]\s*(?:19|20)\d{2}$/;
const PHONE_LABEL = /\b(?:phone|tel|telephone|mobile|mob|cell|call|whatsapp)\b|☎|📞/i;

/** Pieces of a line between separators (|, •, ·, spaced dashes, wide gaps). */
export const lineParts = (line: ResumeLine): string[] =>
  line.segments
    .flatMap((segment) => segment.split(/\s+[|•·●▪◦♦]\s+|\s*\|\s*|\s+[–—-]\s+|\t/))
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A label glued to the address by a converter that dropped the break after it
 * ("E-mailvalentina@…"): "E-mail", "Email", "E-Mail" with its capital, right before a lower-case
 * letter or a digit.
 */
const GLUED_MAIL_LABEL = /(?<![\p{L}\d.])E-?[Mm]ail(?=[\p{Ll}\d])/gu;

export const findEmail = (text: string): string | null => {
  const match = EMAIL.exec(text.replace(/mailto:/gi, '').replace(GLUED_MAIL_LABEL, ' '));
  return match ? match[0].replace(/[.]+$/, '') : null;
};

/**
 * A one-letter label glued to the address ("E" + "pedro.costa@…" read as "Epedro.costa@…" where a
 * designed template sets "E", "M" or "@" before it): the capital is dropped when the rest of the
 * address, in lower case, starts with the person's first or last name.
 */
export const withoutGluedInitial = (email: string | null, name: string | null): string | null => {
  const glued = email ? /^\p{Lu}(\p{Ll}[^@]*@.*)$/u.exec(email) : null;
  if (!email || !glued?.[1] || !name) return email;
  const rest = glued[1];
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);
  const plain = rest.normalize('NFD').replace(/\p{M}/gu, '');
  return words.some((word) => plain.startsWith(word)) ? rest : email;
};

/** A phone number as written, with 7 to 15 digits, that is not a date or a year range. */
const phoneCandidates = (text: string): string[] =>
  [...text.matchAll(PHONE)]
    .map((match) => match[0].trim().replace(/[\s(./-]+$/, ''))
    .filter((candidate) => {
      const digits = candidate.replace(/\D/g, '').length;
      if (digits < 7 || digits > 15 || YEAR_RANGE.test(candidate)) return false;
      if ((candidate.match(/\(/g)?.length ?? 0) !== (candidate.match(/\)/g)?.length ?? 0))
        return false;
      const dates = findDateRange(candidate);
      return !dates || dates.single || dates.length < candidate.length / 2;
    });

/** The best phone number in the lines: international or labelled ones first, then the first. */
export const findPhone = (lines: readonly ResumeLine[]): string | null => {
  let best: { phone: string; score: number } | null = null;
  lines.forEach((line, index) => {
    for (const phone of phoneCandidates(line.text.replace(EMAIL, ' ').replace(LINKEDIN, ' '))) {
      const score =
        (phone.startsWith('+') ? 2 : 0) +
        (PHONE_LABEL.test(line.text) ? 2 : 0) +
        (/[\s().-]/.test(phone) ? 1 : 0) -
        index * 0.01;
      if (!best || score > best.score) best = { phone, score };
    }
  });
  return (best as { phone: string } | null)?.phone ?? null;
};

/** A LinkedIn profile as "https://www.linkedin.com/in/<slug>". */
export const findLinkedin = (text: string): string | null => {
  const match = LINKEDIN.exec(text);
  const slug = match?.[1]?.replace(/[.,;:]+$/, '');
  return slug ? `https://www.linkedin.com/in/${slug}` : null;
};
