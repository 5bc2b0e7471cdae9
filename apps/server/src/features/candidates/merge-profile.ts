import type { CandidateInput } from '@hirelane/domain/candidates/candidate.schema';
import {
  joinFullName,
  normalizeEmail,
  normalizeLinkedinUrl,
  splitFullName,
} from '@hirelane/domain/candidates/identity';
import type {
  EducationEntry,
  ExperienceEntry,
} from '@hirelane/domain/candidates/parsed-resume.schema';

/** A person's stored profile, with the identity keys computed (email lower-cased, LinkedIn key). */
export type PersonFields = {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  linkedinKey: string | null;
  linkedinUrl: string | null;
  currentCompany: string | null;
  designation: string | null;
  phoneNumbers: string[];
  currentCity: string | null;
  country: string | null;
  normalizedTitle: string | null;
  skills: string[];
  summary: string | null;
  experience: ExperienceEntry[];
  education: EducationEntry[];
};

const unionBy = (existing: string[], incoming: string[], key: (value: string) => string) => {
  const seen = new Set(existing.map(key));
  const result = [...existing];
  for (const value of incoming) {
    const k = key(value);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    result.push(value);
  }
  return result;
};

const skillKey = (skill: string) => skill.trim().toLowerCase();
const phoneKey = (phone: string) => phone.replace(/[^\d+]/g, '').replace(/^00/, '+');

/** Turns what a client or an importer sends into stored fields and identity keys. */
export const toPersonFields = (input: CandidateInput): PersonFields => {
  const fromFull = input.first_name ? null : splitFullName(input.full_name ?? '');
  const firstName = input.first_name || fromFull?.first_name || '';
  const lastName = input.first_name
    ? input.last_name
    : input.last_name || fromFull?.last_name || '';
  const linkedinKey = normalizeLinkedinUrl(input.linkedin_url);
  return {
    firstName,
    lastName,
    fullName: joinFullName(firstName, lastName) || (input.full_name ?? ''),
    email: normalizeEmail(input.email),
    linkedinKey,
    linkedinUrl: linkedinKey ? (input.linkedin_url?.trim() ?? null) : null,
    currentCompany: input.current_company ?? null,
    designation: input.designation ?? null,
    phoneNumbers: unionBy([], input.phone_numbers, phoneKey),
    currentCity: input.current_city ?? null,
    country: input.country ?? null,
    normalizedTitle: input.normalized_title ?? null,
    skills: unionBy([], input.skills, skillKey),
    summary: input.summary ?? null,
    experience: input.experience,
    education: input.education,
  };
};

const fill = <T>(existing: T | null, incoming: T | null): T | null =>
  existing === null || existing === '' ? incoming : existing;

/**
 * Decision 006: keep the existing non-empty values, fill the empty ones, union skills and
 * phone numbers. `keepLinkedin` is set when the incoming LinkedIn key belongs to someone else.
 */
export const mergePersonFields = (
  existing: PersonFields,
  incoming: PersonFields,
  options: { keepLinkedin?: boolean } = {},
): { merged: PersonFields; changed: boolean } => {
  const takeName = !existing.firstName && !existing.lastName;
  const firstName = takeName ? incoming.firstName : existing.firstName;
  const lastName = takeName ? incoming.lastName : existing.lastName;
  const takeLinkedin = !existing.linkedinKey && !options.keepLinkedin && !!incoming.linkedinKey;
  const merged: PersonFields = {
    firstName,
    lastName,
    fullName: joinFullName(firstName, lastName) || fill(existing.fullName, incoming.fullName) || '',
    email: fill(existing.email, incoming.email),
    linkedinKey: takeLinkedin ? incoming.linkedinKey : existing.linkedinKey,
    linkedinUrl: takeLinkedin ? incoming.linkedinUrl : existing.linkedinUrl,
    currentCompany: fill(existing.currentCompany, incoming.currentCompany),
    designation: fill(existing.designation, incoming.designation),
    phoneNumbers: unionBy(existing.phoneNumbers, incoming.phoneNumbers, phoneKey),
    currentCity: fill(existing.currentCity, incoming.currentCity),
    country: fill(existing.country, incoming.country),
    normalizedTitle: fill(existing.normalizedTitle, incoming.normalizedTitle),
    skills: unionBy(existing.skills, incoming.skills, skillKey),
    summary: fill(existing.summary, incoming.summary),
    experience: existing.experience.length > 0 ? existing.experience : incoming.experience,
    education: existing.education.length > 0 ? existing.education : incoming.education,
  };
  const changed = (Object.keys(merged) as Array<keyof PersonFields>).some(
    (key) => JSON.stringify(merged[key]) !== JSON.stringify(existing[key]),
  );
  return { merged, changed };
};
