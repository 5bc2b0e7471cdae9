import {
  candidateInputSchema,
  type CandidateInput,
} from '@hirelane/domain/candidates/candidate.schema';
import type { z } from 'zod';
import type { extensionProfileSchema } from '@hirelane/domain/extension/extension-api.schema';

type Profile = z.output<typeof extensionProfileSchema>;

/** "Berlin, Berlin, Germany" → city Berlin, country Germany; one part → the city only. */
const splitLocation = (location: string | null) => {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    current_city: parts[0] ?? null,
    country: parts.length > 1 ? (parts[parts.length - 1] ?? null) : null,
  };
};

/** The person read by the extension as the candidate fields every import path writes. */
export const toCandidateInput = (profile: Profile): CandidateInput =>
  candidateInputSchema.parse({
    full_name: profile.full_name,
    linkedin_url: profile.linkedin_url,
    current_company: profile.current_company,
    designation: profile.current_title,
    ...splitLocation(profile.location),
    summary: profile.headline,
    skills: profile.skills,
    experience: profile.experience,
    education: profile.education,
  });
