import type { SectionKind } from './section-kind';

/**
 * Section names of the Dutch CV, as normalised by `section-kind` (lower case, apostrophes and
 * hyphens as spaces, so "Hobby's" reads "hobby s"): "Personalia", "Werkervaring", "Opleiding",
 * "Kennis en vaardigheden", "Talen". Compounds ending in "ervaring", "vaardigheden" or "opleiding"
 * are read by their last part in `section-kind`.
 */
export const DUTCH_SECTION_NAMES: Partial<Record<SectionKind, string[]>> = {
  summary: [
    'profiel',
    'profielschets',
    'persoonlijk profiel',
    'over mij',
    'samenvatting',
    'doelstelling',
  ],
  experience: [
    'werkervaring',
    'relevante werkervaring',
    'loopbaan',
    'ervaring',
    'arbeidsverleden',
    'werkgeschiedenis',
    'beroepservaring',
    'stages',
  ],
  education: ['opleiding', 'opleidingen', 'opleiding en cursussen', 'onderwijs', 'studie'],
  skills: [
    'vaardigheden',
    'kennis en vaardigheden',
    'computervaardigheden',
    'ict vaardigheden',
    'technische vaardigheden',
    'competenties',
    'kennis',
    'vakkennis',
  ],
  certifications: ['cursussen', 'certificaten', 'trainingen', 'cursussen en trainingen'],
  languages: ['talen', 'talenkennis', 'taalvaardigheid'],
  awards: ['prijzen', 'onderscheidingen'],
  interests: ['hobby s', 'hobbies', 'hobby', 'interesses', 'hobby s en interesses'],
  volunteer: ['vrijwilligerswerk', 'nevenactiviteiten'],
  publications: ['publicaties'],
  projects: ['projecten'],
  references: ['referenties'],
  contact: ['personalia', 'persoonlijke gegevens', 'contactgegevens', 'contact'],
};
