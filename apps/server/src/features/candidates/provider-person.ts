import type { CandidateInput } from '@hirelane/domain/candidates/candidate.schema';
import type {
  EducationEntry,
  ExperienceEntry,
} from '@hirelane/domain/candidates/parsed-resume.schema';
import type {
  ProviderExperience,
  ProviderProfile,
} from '../../integrations/people-data/people-data-provider';

/** "2019-03-15" or "2019-03" → "2019-03"; "2019" → "2019-01"; anything else → null. */
export const monthOf = (value: string | null): string | null => {
  const parts = value?.match(/^(\d{4})(?:-(0[1-9]|1[0-2]))?/);
  if (!parts) return null;
  return `${parts[1]}-${parts[2] ?? '01'}`;
};

const newestFirst = (a: ProviderExperience, b: ProviderExperience) =>
  Number(b.isCurrent) - Number(a.isCurrent) ||
  (monthOf(b.startDate) ?? '').localeCompare(monthOf(a.startDate) ?? '');

/**
 * A provider profile as the workspace's person: what an importer would send (decision 006 then
 * merges it). The provider gives no e-mail or phone in a search (revealing them is a paid action).
 */
export const candidateInputOfProviderProfile = (profile: ProviderProfile): CandidateInput => ({
  first_name: profile.firstName ?? '',
  last_name: profile.lastName ?? '',
  full_name: profile.fullName || null,
  email: null,
  linkedin_url: profile.linkedinUrl,
  current_company: profile.company,
  designation: profile.title,
  current_city: profile.city,
  country: profile.country,
  normalized_title: null,
  phone_numbers: [],
  skills: profile.skills,
  summary: null,
  experience: [...profile.experience].sort(newestFirst).map((job): ExperienceEntry => ({
    title: job.title ?? '',
    company: job.company ?? '',
    location: null,
    start_date: monthOf(job.startDate),
    end_date: job.isCurrent ? null : monthOf(job.endDate),
    is_current: job.isCurrent,
    description: '',
  })),
  education: profile.education.map((school): EducationEntry => ({
    school: school.school ?? '',
    degree: school.degrees[0] ?? null,
    field_of_study: null,
    start_date: monthOf(school.startDate),
    end_date: monthOf(school.endDate),
  })),
});
