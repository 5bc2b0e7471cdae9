import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { extractExperience } from './extract-experience';
import { groupSections } from './group-sections';
import { findDateRange } from './parse-resume-date';
import { sectionKindOf } from './section-kind';

/** Round 16 of decision 017: the French CV. */
describe('French section names', () => {
  it.each([
    ['Profil', 'summary'],
    ['À propos', 'summary'],
    ['Expériences professionnelles', 'experience'],
    ['EXPÉRIENCE PROFESSIONNELLE', 'experience'],
    ['Parcours professionnel', 'experience'],
    ['Formation', 'education'],
    ['Compétences', 'skills'],
    ['Compétences techniques', 'skills'],
    ['Informatique', 'skills'],
    ['Langues', 'languages'],
    ["Centres d'intérêt", 'interests'],
    ['Centres d’intérêt', 'interests'],
    ['Formation continue', 'certifications'],
    // Capitals often drop the accents.
    ['A PROPOS', 'summary'],
    ['EXPERIENCES PROFESSIONNELLES', 'experience'],
    ['COMPETENCES', 'skills'],
  ])('"%s" names the %s section', (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind);
  });

  it('reads a heading by its French head word', () => {
    expect(sectionKindOf('Expériences en conseil')).toBe('experience');
    expect(sectionKindOf('Compétences numériques')).toBe('skills');
  });
});

describe('French dates', () => {
  it('reads "Depuis mars 2019" as a running job', () => {
    expect(findDateRange('Depuis mars 2019')).toMatchObject({
      start: '2019-03',
      end: null,
      isCurrent: true,
      index: 0,
      length: 'Depuis mars 2019'.length,
    });
  });

  it('reads shortened French months, "aujourd\'hui" and "à ce jour"', () => {
    expect(findDateRange('Janv. 2016 – févr. 2019')).toMatchObject({
      start: '2016-01',
      end: '2019-02',
    });
    expect(findDateRange('juil. 2020 – déc. 2021')).toMatchObject({
      start: '2020-07',
      end: '2021-12',
    });
    expect(findDateRange('Août 2018 – sept. 2019')).toMatchObject({
      start: '2018-08',
      end: '2019-09',
    });
    expect(findDateRange("03/2019 – aujourd'hui")).toMatchObject({
      start: '2019-03',
      isCurrent: true,
    });
    expect(findDateRange('2019 à ce jour')).toMatchObject({ start: '2019-01', isCurrent: true });
  });

  it('takes "De … à …" as one range, the opening word included', () => {
    const text = 'De janvier 2016 à février 2019';
    expect(findDateRange(text)).toMatchObject({
      start: '2016-01',
      end: '2019-02',
      isCurrent: false,
      index: 0,
      length: text.length,
    });
    expect(findDateRange("De juillet 2023 à aujourd'hui")).toMatchObject({
      start: '2023-07',
      isCurrent: true,
      index: 0,
    });
  });

  it('does not take a country code before a range for an opening word', () => {
    expect(findDateRange('Berlin, DE 2019 – 2021')).toMatchObject({ index: 11 });
  });
});

describe('a French CV', () => {
  it('reads the work history under "Expériences professionnelles" with French dates set right', () => {
    const heading = { bold: true, fontSize: 12 };
    const grouped = groupSections([
      boldLine('Samir KOWALSKI', { fontSize: 22 }),
      makeLine('QA Lead'),
      makeLine('E-mail : samir.kowalski@gmail.com'),
      boldLine('Expériences professionnelles', heading),
      boldLine('QA Lead\tDepuis mars 2024', { segments: ['QA Lead', 'Depuis mars 2024'] }),
      makeLine('Oscorp, Berlin, Germany'),
      bulletLine('Automated 1,400 regression tests.'),
      makeLine('Test Automation Engineer\tJanv. 2020 – févr. 2024'),
      makeLine('Wonka Foods, Madrid, Spain'),
      bulletLine('Cut escaped defects by 60% in one year.'),
      boldLine('Compétences', heading),
      makeLine('Outils et technologies : Selenium, Cypress, Postman'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual(['experience', 'skills']);
    expect(
      extractExperience(grouped.sections[0]?.lines ?? []).map((entry) => [
        entry.title,
        entry.company,
        entry.start_date,
        entry.is_current,
      ]),
    ).toEqual([
      ['QA Lead', 'Oscorp', '2024-03', true],
      ['Test Automation Engineer', 'Wonka Foods', '2020-01', false],
    ]);
  });
});
