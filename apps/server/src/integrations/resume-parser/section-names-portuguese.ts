import type { SectionKind } from './section-kind';

/**
 * Section names of the Portuguese CV (the Brazilian currículo and the European Portuguese one), as
 * normalised by `section-kind` (lower case, accents kept; also found without them):
 * "Experiência profissional", "Formação acadêmica", "Conhecimentos", "Cursos complementares".
 */
export const PORTUGUESE_SECTION_NAMES: Partial<Record<SectionKind, string[]>> = {
  summary: [
    'resumo',
    'resumo profissional',
    'resumo de qualificações',
    'perfil profissional',
    'objetivo',
    'objetivo profissional',
    'objectivo',
    'sobre mim',
    'apresentação',
  ],
  experience: [
    'experiência',
    'experiência profissional',
    'experiências profissionais',
    'experiência de trabalho',
    'histórico profissional',
    'trajetória profissional',
    'percurso profissional',
  ],
  education: [
    'formação',
    'formação acadêmica',
    'formação académica',
    'escolaridade',
    'habilitações académicas',
    'habilitações literárias',
  ],
  skills: [
    'habilidades',
    'competências',
    'competências técnicas',
    'conhecimentos',
    'conhecimentos técnicos',
    'conhecimentos em informática',
    'informática',
    'ferramentas',
  ],
  certifications: [
    'cursos',
    'cursos complementares',
    'cursos extracurriculares',
    'formação complementar',
    'certificações',
  ],
  languages: ['idiomas', 'línguas'],
  awards: ['prêmios', 'prémios', 'conquistas'],
  interests: ['interesses', 'hobbies'],
  volunteer: ['voluntariado', 'trabalho voluntário'],
  publications: ['publicações'],
  projects: ['projetos', 'projectos'],
  references: ['referências'],
  contact: [
    'dados pessoais',
    'contato',
    'contacto',
    'informações de contato',
    'informações pessoais',
  ],
};
