import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { findEmail } from './extract-contact';
import { extractExperience } from './extract-experience';
import { joinSpacedLetters } from './letter-spacing';
import { findDateRange } from './parse-resume-date';
import { groupSectionsByShape } from './shape-sections';

/** Round 18 of decision 017: what the Italian, Polish and Swedish CVs missed at first sight. */
describe('dates the fallback missed at first sight', () => {
  it('reads a running word followed by another part of the line ("nu · Toronto")', () => {
    expect(findDateRange('april 2024 – nu · Toronto, Canada')).toMatchObject({
      start: '2024-04',
      isCurrent: true,
      index: 0,
      length: 'april 2024 – nu'.length,
    });
  });

  it('keeps a lower-case month word before the bare year that opens a known range', () => {
    expect(findDateRange('augusti 2020 – mars 2024')).toMatchObject({
      start: '2020-01',
      end: '2024-03',
      index: 0,
      length: 'augusti 2020 – mars 2024'.length,
    });
    expect(findDateRange('Berlin 2019 – 2021')).toMatchObject({ index: 'Berlin '.length });
  });

  it('keeps a short word opening a range joined by a word ("od 01.2018 do 11.2021")', () => {
    expect(findDateRange('od 01.2018 do 11.2021')).toMatchObject({
      start: '2018-01',
      end: '2021-11',
      index: 0,
      length: 'od 01.2018 do 11.2021'.length,
    });
  });
});

describe('a work history written as a form with unknown labels', () => {
  it('reads "Tidsperiod", "Arbetsgivare" and "Roll" rows by their values', () => {
    const entries = extractExperience([
      makeLine('Tidsperiod: 2021-07 – nu'),
      makeLine('Arbetsgivare: Aperture Science'),
      makeLine('Roll: QA Lead'),
      bulletLine('Automated 1,400 regression tests.'),
      makeLine('Tidsperiod: 2019-11 – 2021-05'),
      makeLine('Arbetsgivare: Wonka Foods'),
      makeLine('Roll: Test Automation Engineer'),
      bulletLine('Cut escaped defects by 60% in one year.'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.is_current])).toEqual([
      ['QA Lead', 'Aperture Science', true],
      ['Test Automation Engineer', 'Wonka Foods', false],
    ]);
  });

  it('keeps a labelled line of a work history whose dates carry no label', () => {
    const entries = extractExperience([
      boldLine('Backend Engineer\t2019 – 2023'),
      makeLine('Initech'),
      makeLine('Stack: React, Go'),
    ]);
    expect(entries[0]?.description).toBe('Stack: React, Go');
  });
});

describe('contact and headings', () => {
  it('cuts a capitalised "E-mail" label glued to the address', () => {
    expect(findEmail('E-mailvalentina.becker@gmail.com')).toBe('valentina.becker@gmail.com');
    expect(findEmail('Emailjan@example.pl')).toBe('jan@example.pl');
    expect(findEmail('E-mail: jan@example.pl')).toBe('jan@example.pl');
  });

  it('joins letter-spaced capitals with a hyphen ("I T- K U N S K A P E R")', () => {
    expect(joinSpacedLetters('I T- K U N S K A P E R')).toBe('IT-KUNSKAPER');
  });

  it('takes the bold headings over skills in capitals ("CSS", "HTML") in a list', () => {
    const grouped = groupSectionsByShape([
      boldLine('Elena Schneider', { fontSize: 20 }),
      boldLine('Esperienza lavorativa', { fontSize: 11 }),
      makeLine('05/2022 – in corso\tDesign Lead'),
      makeLine('Duff Beverages'),
      boldLine('Competenze tecniche', { fontSize: 11 }),
      makeLine('Sketch'),
      makeLine('CSS'),
      makeLine('Figma'),
      makeLine('HTML'),
      makeLine('Prototyping'),
      boldLine('Lingue', { fontSize: 11 }),
      makeLine('Spagnolo: ottimo'),
    ]);
    expect(grouped.sections.map((section) => [section.heading, section.kind])).toEqual([
      ['Esperienza lavorativa', 'experience'],
      ['Competenze tecniche', 'skills'],
      ['Lingue', 'other'],
    ]);
  });

  it('takes headings in capitals over bold job titles, which make one kind of section', () => {
    const grouped = groupSectionsByShape([
      boldLine('Valentina Becker', { fontSize: 21 }),
      boldLine('PRZEBIEG KARIERY', { fontSize: 10.5 }),
      boldLine('Design Lead'),
      makeLine('Acme Robotics'),
      makeLine('od 02.2022 do teraz'),
      boldLine('Product Designer'),
      makeLine('Umbrella Health'),
      makeLine('od 08.2014 do 10.2017'),
      boldLine('WYKSZTAŁCENIE', { fontSize: 10.5 }),
      boldLine('BSc Computer Science'),
      makeLine('University of Toronto'),
      makeLine('2007 – 2010'),
      boldLine('KOMPETENCJE', { fontSize: 10.5 }),
      makeLine('Figma, Sketch, HTML, CSS'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual([
      'experience',
      'education',
      'skills',
    ]);
  });
});
