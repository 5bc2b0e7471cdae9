import type { SectionKind } from './section-kind';

/**
 * Section names of the French CV, as normalised by `section-kind` (lower case, apostrophes,
 * hyphens and "&" as spaces, accents kept): "Expériences professionnelles", "Centres d'intérêt".
 * Plurals are listed where CVs write them, since French plurals do not all end in one "s".
 */
export const FRENCH_SECTION_NAMES: Partial<Record<SectionKind, string[]>> = {
  summary: ['profil', 'profil professionnel', 'à propos', 'à propos de moi', 'objectif'],
  experience: [
    'expérience',
    'expériences',
    'expérience professionnelle',
    'expériences professionnelles',
    'parcours professionnel',
    'parcours',
    'emplois',
    'historique professionnel',
    'stages',
  ],
  education: [
    'formation',
    'formations',
    'formation initiale',
    'formation académique',
    'diplômes',
    'diplômes et formations',
    'études',
    'cursus',
    'parcours académique',
  ],
  skills: [
    'compétences',
    'compétences techniques',
    'compétences professionnelles',
    'compétences clés',
    'savoir faire',
    'informatique',
    'outils',
    'outils et technologies',
    'connaissances techniques',
    'connaissances informatiques',
  ],
  certifications: ['formation continue', 'certifications', 'certificats'],
  languages: ['langues', 'langues étrangères', 'compétences linguistiques'],
  awards: ['distinctions', 'prix et distinctions'],
  interests: [
    'centres d intérêt',
    'centre d intérêt',
    'centres d intérêts',
    'loisirs',
    'intérêts',
    'passions',
    'activités extra professionnelles',
  ],
  volunteer: ['bénévolat', 'engagement associatif', 'vie associative'],
  publications: ['publications'],
  projects: ['projets', 'projets personnels'],
  references: ['références'],
  contact: ['coordonnées', 'informations personnelles', 'état civil', 'me contacter'],
};
