import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { extractExperience } from './extract-experience';
import { groupSections } from './group-sections';
import { findDateRange } from './parse-resume-date';
import { sectionKindOf } from './section-kind';

/** Round 15 of decision 017: the German "tabellarischer Lebenslauf". */
describe('German section names', () => {
  it.each([
    ['Persönliche Daten', 'contact'],
    ['Berufserfahrung', 'experience'],
    ['Beruflicher Werdegang', 'experience'],
    ['Ausbildung', 'education'],
    ['Aus- und Weiterbildung', 'education'],
    ['Kenntnisse', 'skills'],
    ['EDV-Kenntnisse', 'skills'],
    ['Sprachkenntnisse', 'languages'],
    ['Hobbys', 'interests'],
  ])('"%s" names the %s section', (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind);
  });

  it('reads a compound by its last part', () => {
    expect(sectionKindOf('Praxiserfahrung')).toBe('experience');
    expect(sectionKindOf('Programmierkenntnisse')).toBe('skills');
    expect(sectionKindOf('Fremdsprachenkenntnisse')).toBe('languages');
    expect(sectionKindOf('Berufsausbildung')).toBe('education');
    expect(sectionKindOf('Erfahrungsbericht')).toBeNull();
  });
});

describe('German dates', () => {
  it('reads "seit 03/2019" as a running job and "heute" as its end', () => {
    expect(findDateRange('seit 03/2019')).toMatchObject({
      start: '2019-03',
      end: null,
      isCurrent: true,
    });
    expect(findDateRange('03/2016 – heute')).toMatchObject({ start: '2016-03', isCurrent: true });
    expect(findDateRange('03/2016 bis 02/2019')).toMatchObject({
      start: '2016-03',
      end: '2019-02',
      isCurrent: false,
    });
  });
});

describe('a label inside a section, set in bold at the body size', () => {
  it('does not make every bold job title a heading when the real headings are larger', () => {
    const heading = { bold: true, fontSize: 16 };
    const grouped = groupSections([
      boldLine('Lebenslauf', { fontSize: 20 }),
      boldLine('Berufserfahrung', heading),
      makeLine('seit 02/2024'),
      boldLine('Head of Marketing'),
      makeLine('Tyrell Analytics, Seattle, WA'),
      bulletLine('Grew organic traffic by 180% in eighteen months.'),
      makeLine('04/2020 – 11/2023'),
      boldLine('Marketing Manager'),
      makeLine('Acme Robotics, Berlin, Germany'),
      boldLine('Kenntnisse', heading),
      boldLine('EDV-Kenntnisse'),
      makeLine('Paid social, Salesforce, Google Analytics'),
      boldLine('Sprachkenntnisse'),
      makeLine('German (Muttersprache), Spanish (verhandlungssicher)'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual([
      'experience',
      'skills',
      'skills',
      'languages',
    ]);
    const experience = grouped.sections[0]?.lines ?? [];
    expect(
      extractExperience(experience).map((entry) => [entry.title, entry.company, entry.is_current]),
    ).toEqual([
      ['Head of Marketing', 'Tyrell Analytics', true],
      ['Marketing Manager', 'Acme Robotics', false],
    ]);
  });
});

describe('a label inside a section in an English resume', () => {
  it('keeps bold job titles in the work history when a bold label names a section', () => {
    const heading = { bold: true, fontSize: 14 };
    const grouped = groupSections([
      boldLine('Maya Patel', { fontSize: 22 }),
      boldLine('Experience', heading),
      makeLine('2021 – Present'),
      boldLine('Head of Data'),
      makeLine('Initech, Austin, TX'),
      makeLine('2018 – 2021'),
      boldLine('Data Analyst'),
      makeLine('Globex, Austin, TX'),
      boldLine('Skills', heading),
      boldLine('Technical Skills'),
      makeLine('SQL, Python, Looker'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual([
      'experience',
      'skills',
      'skills',
    ]);
    expect(grouped.sections[0]?.lines.map((line) => line.text)).toContain('Data Analyst');
  });
});
