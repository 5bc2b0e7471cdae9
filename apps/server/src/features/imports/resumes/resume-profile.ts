import { candidateInputFields } from '@hirelane/domain/candidates/candidate.schema';
import { normalizeEmail, normalizeLinkedinUrl } from '@hirelane/domain/candidates/identity';
import type { ParsedResume } from '@hirelane/domain/candidates/parsed-resume.schema';
import type { UpsertProfile } from '../../candidates/upsert-candidate';

export const RESUME_NO_IDENTITY = 'No name or e-mail address was found in the resume.';

const text = (value: string | null, max: number): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

const entryText = (value: string, max: number) => value.trim().slice(0, max);

/**
 * The candidate fields of a parsed resume, cut to the limits of a candidate input (a parser can
 * read a 300-character "name" from a bad layout; that is no reason to refuse the file). An
 * e-mail or LinkedIn URL that is not one is dropped. Refused when there is neither a name nor an
 * e-mail address: nothing would identify the person.
 */
export const resumeToProfile = (
  resume: ParsedResume,
  resumeFileId: string,
): { ok: true; profile: UpsertProfile } | { ok: false; reason: string } => {
  const email = normalizeEmail(resume.email) ? text(resume.email, 320) : null;
  const firstName = text(resume.first_name, 100) ?? '';
  const fullName = text(resume.full_name, 200);
  if (!email && !firstName && !fullName) return { ok: false, reason: RESUME_NO_IDENTITY };
  const linkedin = text(resume.linkedin_url, 500);
  const phone = text(resume.phone, 40);
  const profile = candidateInputFields.parse({
    first_name: firstName,
    last_name: text(resume.last_name, 100) ?? '',
    full_name: fullName,
    email,
    linkedin_url: normalizeLinkedinUrl(linkedin) ? linkedin : null,
    phone_numbers: phone ? [phone] : [],
    current_company: text(resume.current_company, 200),
    designation: text(resume.designation, 200),
    current_city: text(resume.current_city, 200),
    country: text(resume.country, 100),
    skills: resume.skills
      .map((skill) => entryText(skill, 80))
      .filter(Boolean)
      .slice(0, 100),
    summary: text(resume.summary, 5000),
    experience: resume.experience.slice(0, 50),
    education: resume.education.slice(0, 20),
  });
  return { ok: true, profile: { ...profile, resume_file_id: resumeFileId } };
};
