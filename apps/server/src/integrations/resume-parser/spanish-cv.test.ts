import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { extractExperience } from './extract-experience';
import { groupSections } from './group-sections';
import { findDateRange } from './parse-resume-date';
import { sectionKindOf } from './section-kind';

/** Round 16 of decision 017: the Spanish CV. */
describe('Spanish section names', () => {
  it.each([
    ['Perfil profesional', 'summary'],
    ['Sobre mí', 'summary'],
    ['Experiencia laboral', 'experience'],
    ['EXPERIENCIA PROFESIONAL', 'experience'],
    ['Trayectoria profesional', 'experience'],
    ['Formación académica', 'education'],
    ['Educación', 'education'],
    ['Habilidades', 'skills'],
    ['Conocimientos informáticos', 'skills'],
    ['Aptitudes', 'skills'],
    ['Idiomas', 'languages'],
    ['Datos personales', 'contact'],
    ['Contacto', 'contact'],
    ['Referencias', 'references'],
    ['Formación complementaria', 'certifications'],
    ['FORMACION ACADEMICA', 'education'],
    ['Experiencia en consultoría', 'experience'],
  ])('"%s" names the %s section', (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind);
  });
});

describe('Spanish dates', () => {
  it('reads shortened and written-out Spanish months and the words for a running job', () => {
    expect(findDateRange('mar. 2019 – actualidad')).toMatchObject({
      start: '2019-03',
      isCurrent: true,
    });
    expect(findDateRange('ene. 2016 – dic. 2018')).toMatchObject({
      start: '2016-01',
      end: '2018-12',
    });
    expect(findDateRange('Agosto 2017 - Presente')).toMatchObject({
      start: '2017-08',
      isCurrent: true,
    });
    expect(findDateRange('03/2019 – Actualidad')).toMatchObject({ isCurrent: true });
  });

  it('reads "marzo de 2019" and "desde … hasta …"', () => {
    const text = 'desde marzo de 2019 hasta abril de 2021';
    expect(findDateRange(text)).toMatchObject({
      start: '2019-03',
      end: '2021-04',
      index: 0,
      length: text.length,
    });
    expect(findDateRange('Desde septiembre de 2022')).toMatchObject({
      start: '2022-09',
      isCurrent: true,
      index: 0,
    });
  });
});

describe('a Spanish CV', () => {
  it('reads the work history under "Experiencia laboral", the company over the title over the dates', () => {
    const heading = { bold: true, fontSize: 12 };
    const grouped = groupSections([
      boldLine('Jonas Herrera', { fontSize: 24 }),
      makeLine('Head of Marketing'),
      boldLine('Experiencia laboral', heading),
      makeLine('MASSIVE DYNAMIC, AMSTERDAM, NETHERLANDS', {
        segments: ['MASSIVE DYNAMIC', ', AMSTERDAM, NETHERLANDS'],
      }),
      makeLine('Head of Marketing'),
      makeLine('05/2023 – Actualidad'),
      bulletLine('Grew organic traffic by 180% in eighteen months.'),
      makeLine('HOOLI, STOCKHOLM, SWEDEN', { segments: ['HOOLI', ', STOCKHOLM, SWEDEN'] }),
      makeLine('Marketing Manager'),
      makeLine('11/2021 – 02/2023'),
      bulletLine('Managed a yearly budget of 1.2 million euros.'),
      boldLine('Formación académica', heading),
      makeLine('UNIVERSITY OF TORONTO'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
    expect(
      extractExperience(grouped.sections[0]?.lines ?? []).map((entry) => [
        entry.title,
        entry.company?.toLowerCase(),
        entry.is_current,
      ]),
    ).toEqual([
      ['Head of Marketing', 'massive dynamic', true],
      ['Marketing Manager', 'hooli', false],
    ]);
  });
});
