import type { ExtensionProfile } from '@hirelane/domain/extension/extension-api.schema';
import type { Field, ProfileReading } from './field';

const valueOr = <T>(field: Field<T>, fallback: T): T =>
  field.status === 'read' ? field.value : fallback;

/**
 * What is sent when the user saves: only what was read. A field the page did not let the
 * extension read is sent empty, never guessed. Null when the name could not be read.
 */
export const toExtensionProfile = (reading: ProfileReading): ExtensionProfile | null => {
  if (reading.full_name.status !== 'read') return null;
  return {
    full_name: reading.full_name.value,
    headline: valueOr(reading.headline, null),
    current_title: valueOr(reading.current_title, null),
    current_company: valueOr(reading.current_company, null),
    location: valueOr(reading.location, null),
    linkedin_url: reading.linkedin_url,
    github_url: reading.github_url,
    experience: valueOr(reading.experience, []),
    education: valueOr(reading.education, []),
    skills: valueOr(reading.skills, []),
  };
};
