import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { findDateRange } from './parse-resume-date';
import { parseResumeLines } from './parse-resume-lines';
import { sectionKindOf } from './section-kind';

/** Round 17 of decision 017: the Brazilian currículo. */
describe('Portuguese section names', () => {
  it.each([
    ['Objetivo', 'summary'],
    ['Resumo profissional', 'summary'],
    ['Perfil profissional', 'summary'],
    ['EXPERIÊNCIA PROFISSIONAL', 'experience'],
    ['Histórico profissional', 'experience'],
    ['FORMAÇÃO ACADÊMICA', 'education'],
    ['FORMACAO ACADEMICA', 'education'],
    ['Conhecimentos', 'skills'],
    ['Competências técnicas', 'skills'],
    ['Idiomas', 'languages'],
    ['Cursos complementares', 'certifications'],
    ['Dados pessoais', 'contact'],
  ])('"%s" names the %s section', (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind);
  });
});

describe('Portuguese dates', () => {
  it('reads "jan/2019", "março de 2019" and the words for a running job', () => {
    expect(findDateRange('jan/2019 – atual')).toMatchObject({
      start: '2019-01',
      end: null,
      isCurrent: true,
    });
    expect(findDateRange('ago/2016 – set/2020')).toMatchObject({
      start: '2016-08',
      end: '2020-09',
    });
    expect(findDateRange('out/2014 – dez/2016')).toMatchObject({
      start: '2014-10',
      end: '2016-12',
    });
    expect(findDateRange('Março de 2019 a Fevereiro de 2021')).toMatchObject({
      start: '2019-03',
      end: '2021-02',
    });
    const running = 'Janeiro de 2022 até o momento';
    expect(findDateRange(running)).toMatchObject({
      start: '2022-01',
      isCurrent: true,
      index: 0,
      length: running.length,
    });
  });

  it('leaves the English words "set" and "out" before a year alone', () => {
    expect(findDateRange('Rolled out 2019 pricing to every market')).toMatchObject({
      start: '2019-01',
      single: true,
    });
    expect(findDateRange('Set 2020 targets')).toMatchObject({ start: '2020-01', single: true });
  });
});

describe('a Brazilian currículo', () => {
  it('reads "Cargo:" as the title and "Período:" as the dates of each job', () => {
    const heading = { bold: true, fontSize: 11 };
    const resume = parseResumeLines(
      [
        boldLine('GRETA DE VRIES', { fontSize: 18 }),
        makeLine('Telefone: +49 30 1234567 | E-mail: greta.devries@gmail.com'),
        boldLine('OBJETIVO', heading),
        makeLine('Atuar como QA Lead.'),
        boldLine('EXPERIÊNCIA PROFISSIONAL', heading),
        makeLine('Globex – Berlin, Germany', { segments: ['Globex', ' – Berlin, Germany'] }),
        makeLine('Cargo: QA Lead'),
        makeLine('Período: nov/2022 – atual'),
        makeLine('Principais atividades:'),
        bulletLine('Cut the regression cycle from three days to four hours.'),
        makeLine('Stark Logistics – Lisbon, Portugal', {
          segments: ['Stark Logistics', ' – Lisbon, Portugal'],
        }),
        makeLine('Cargo: Test Automation Engineer'),
        makeLine('Período: dez/2020 – ago/2022'),
        makeLine('Principais atividades:'),
        bulletLine('Automated 600 end-to-end tests.'),
        boldLine('FORMAÇÃO ACADÊMICA', heading),
        makeLine('BSc Computer Science – Universidade de São Paulo'),
        boldLine('CONHECIMENTOS', heading),
        bulletLine('Cypress'),
        bulletLine('Selenium'),
        bulletLine('Jira'),
      ],
      1,
    );
    expect(resume.designation).toBe('QA Lead');
    expect(resume.current_company).toBe('Globex');
    expect(resume.skills).toEqual(['Cypress', 'Selenium', 'Jira']);
    expect(
      resume.experience.map(({ title, company, start_date, end_date, is_current }) => [
        title,
        company,
        start_date,
        end_date,
        is_current,
      ]),
    ).toEqual([
      ['QA Lead', 'Globex', '2022-11', null, true],
      ['Test Automation Engineer', 'Stark Logistics', '2020-12', '2022-08', false],
    ]);
  });
});
