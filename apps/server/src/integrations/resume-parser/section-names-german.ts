import type { SectionKind } from './section-kind';

/**
 * Section names of the German CV ("tabellarischer Lebenslauf"), as normalised by `section-kind`
 * (lower case, hyphens and "&" as spaces): "Persönliche Daten", "Berufserfahrung", "EDV-Kenntnisse".
 */
export const GERMAN_SECTION_NAMES: Partial<Record<SectionKind, string[]>> = {
  summary: ['profil', 'kurzprofil', 'berufliches profil', 'über mich', 'zusammenfassung'],
  experience: [
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'werdegang',
    'berufliche stationen',
    'berufspraxis',
    'praktika',
  ],
  education: [
    'ausbildung',
    'bildungsweg',
    'bildung',
    'schulbildung',
    'schulische ausbildung',
    'studium',
    'hochschulbildung',
    'akademischer werdegang',
    'aus und weiterbildung',
  ],
  skills: [
    'kenntnisse',
    'fähigkeiten',
    'kenntnisse und fähigkeiten',
    'fachkenntnisse',
    'besondere kenntnisse',
    'edv kenntnisse',
    'it kenntnisse',
    'kompetenzen',
    'fachliche kompetenzen',
  ],
  certifications: ['weiterbildung', 'weiterbildungen', 'fortbildungen', 'zertifikate'],
  languages: ['sprachen', 'sprachkenntnisse', 'fremdsprachen'],
  awards: ['auszeichnungen'],
  interests: ['interessen', 'hobbys', 'hobbys und interessen', 'freizeit'],
  references: ['referenzen'],
  volunteer: ['ehrenamt', 'ehrenamtliches engagement'],
  publications: ['publikationen', 'veröffentlichungen'],
  projects: ['projekte'],
  contact: ['persönliche daten', 'persönliche angaben', 'kontakt', 'kontaktdaten'],
};
