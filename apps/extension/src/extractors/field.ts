import type {
  EducationEntry,
  ExperienceEntry,
} from '@hirelane/domain/candidates/parsed-resume.schema';

/** One field of a profile page: the value read, or a plain "could not read" (never a guess). */
export type Field<T> = { status: 'read'; value: T } | { status: 'unreadable' };

export const read = <T>(value: T): Field<T> => ({ status: 'read', value });
export const UNREADABLE = { status: 'unreadable' } as const;

/** What the extension reads from one profile page; the panel shows each field or "Could not read". */
export type ProfileReading = {
  site: 'linkedin' | 'github';
  profile_url: string;
  full_name: Field<string>;
  headline: Field<string>;
  current_title: Field<string>;
  current_company: Field<string>;
  location: Field<string>;
  /** The person's profile links, in one form each (null when the page has none). */
  linkedin_url: string | null;
  github_url: string | null;
  experience: Field<ExperienceEntry[]>;
  education: Field<EducationEntry[]>;
  skills: Field<string[]>;
};

/** A line of text as a person reads it: whitespace collapsed, null when empty. */
export const cleanText = (value: string | null | undefined): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

/**
 * A short text field: refused (null) when empty, too long, or looking like markup or code, which
 * is what a selector returns when the page changed shape under it.
 */
export const plausibleText = (value: string | null | undefined, max = 200): string | null => {
  const text = cleanText(value);
  if (!text || text.length > max) return null;
  if (/[<>{}]/.test(text)) return null;
  return text;
};

/** `read` when the text is plausible, else unreadable. */
export const textField = (value: string | null | undefined, max = 200): Field<string> => {
  const text = plausibleText(value, max);
  return text === null ? UNREADABLE : read(text);
};

export const textOf = (root: ParentNode, selector: string): string | null =>
  cleanText(root.querySelector(selector)?.textContent);
