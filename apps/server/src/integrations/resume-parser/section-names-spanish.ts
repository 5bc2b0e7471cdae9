import type { SectionKind } from './section-kind';

/**
 * Section names of the Spanish CV ("currículum vítae"), as normalised by `section-kind` (lower
 * case, accents kept): "Experiencia laboral", "Formación académica", "Conocimientos informáticos".
 */
export const SPANISH_SECTION_NAMES: Partial<Record<SectionKind, string[]>> = {
  summary: [
    'perfil',
    'perfil profesional',
    'sobre mí',
    'acerca de mí',
    'resumen',
    'resumen profesional',
    'extracto',
    'objetivo',
    'objetivo profesional',
  ],
  experience: [
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'trayectoria profesional',
    'trayectoria laboral',
    'historial laboral',
    'historial profesional',
  ],
  education: [
    'formación',
    'formación académica',
    'educación',
    'estudios',
    'estudios realizados',
    'titulación',
  ],
  skills: [
    'habilidades',
    'habilidades técnicas',
    'aptitudes',
    'competencias',
    'competencias técnicas',
    'conocimientos',
    'conocimientos técnicos',
    'conocimientos informáticos',
    'informática',
    'herramientas',
  ],
  certifications: ['formación complementaria', 'cursos', 'certificaciones', 'certificados'],
  languages: ['idiomas', 'lenguas'],
  awards: ['premios', 'logros', 'reconocimientos'],
  interests: ['intereses', 'aficiones', 'pasatiempos'],
  volunteer: ['voluntariado'],
  publications: ['publicaciones'],
  projects: ['proyectos'],
  references: ['referencias'],
  contact: ['contacto', 'datos personales', 'datos de contacto', 'información personal'],
};
