import type {
  ProviderEducation,
  ProviderExperience,
  ProviderProfile,
} from './people-data-provider';

/** The fields of a PDL person record the search reads; any of them may be missing or null. */
export type PdlProfile = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const texts = (value: unknown): string[] =>
  list(value).flatMap((item) => {
    const found = text(item);
    return found ? [found] : [];
  });

// Without the contact add-on PDL answers `true` where it holds a value: that still says "has one".
const holds = (value: unknown): boolean => {
  if (value === true) return true;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(holds);
  if (value && typeof value === 'object') return holds((value as { address?: unknown }).address);
  return false;
};

/** "2019-03-15", "2019-03" or "2019" → months since year 0; null when unreadable. */
export const monthOf = (value: string | null, end: boolean): number | null => {
  const parts = value?.match(/^(\d{4})(?:-(\d{2}))?/);
  if (!parts) return null;
  const year = Number(parts[1]);
  // A year without a month spans the whole year: January when it starts, December when it ends.
  const month = parts[2] ? Number(parts[2]) : end ? 12 : 1;
  if (month < 1 || month > 12) return null;
  return year * 12 + (month - 1);
};

/** Whole years covered by the dated jobs, overlaps counted once; null without any dated job. */
export const yearsFromExperience = (
  experience: ProviderExperience[],
  today: Date,
): number | null => {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const spans = experience
    .flatMap((job) => {
      const start = monthOf(job.startDate, false);
      if (start === null) return [];
      const end = job.endDate ? monthOf(job.endDate, true) : job.isCurrent ? now : null;
      return end === null || end < start ? [] : [[start, Math.min(end, now)] as const];
    })
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return null;
  let months = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredUntil + 1);
    if (end >= from) months += end - from + 1;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return Math.floor(months / 12);
};

const experienceOf = (entry: unknown): ProviderExperience => {
  const job = object(entry);
  const startDate = text(job.start_date);
  const endDate = text(job.end_date);
  return {
    company: text(object(job.company).name),
    title: text(object(job.title).name),
    startDate,
    endDate,
    isCurrent: job.is_primary === true || (endDate === null && startDate !== null),
  };
};

const educationOf = (entry: unknown): ProviderEducation => {
  const school = object(entry);
  return {
    school: text(object(school.school).name),
    degrees: texts(school.degrees),
    startDate: text(school.start_date),
    endDate: text(school.end_date),
  };
};

const linkedinOf = (value: unknown): string | null => {
  const url = text(value);
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
};

/** A PDL person record as our ProviderProfile; `today` dates the current jobs. */
export const providerProfileOf = (person: PdlProfile, today: Date): ProviderProfile => {
  const firstName = text(person.first_name);
  const lastName = text(person.last_name);
  const experience = list(person.experience).map(experienceOf);
  const inferred = person.inferred_years_experience;
  return {
    providerId: text(person.id) ?? '',
    fullName:
      text(person.full_name) ?? [firstName, lastName].filter((part) => part !== null).join(' '),
    firstName,
    lastName,
    title: text(person.job_title),
    company: text(person.job_company_name),
    city: text(person.location_locality),
    country: text(person.location_country),
    yearsOfExperience:
      typeof inferred === 'number' && Number.isFinite(inferred) && inferred >= 0
        ? Math.floor(inferred)
        : yearsFromExperience(experience, today),
    skills: [...new Set(texts(person.skills))],
    experience,
    education: list(person.education).map(educationOf),
    linkedinUrl: linkedinOf(person.linkedin_url),
    hasEmail: [
      person.work_email,
      person.personal_emails,
      person.emails,
      person.recommended_personal_email,
    ].some(holds),
    hasPhone: [person.mobile_phone, person.phone_numbers].some(holds),
  };
};
