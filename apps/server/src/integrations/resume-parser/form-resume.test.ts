import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { careerEvents } from './career-events';
import { extractExperience } from './extract-experience';
import { findName } from './extract-name';
import { groupSections } from './group-sections';

/** Round 14 of decision 017: a filled-in form (rirekisho) and a builder's wrapped job headings. */
describe('careerEvents (a history of dated joining and leaving rows, oldest first)', () => {
  const rows = [
    makeLine('2013\t12\tJoined Nakatomi Trading (Product Designer)'),
    makeLine('2017\t06\tLeft Nakatomi Trading for personal reasons'),
    makeLine('2017\t09\tJoined Vandelay Industries as a Designer'),
    makeLine('2019\t04\tPromoted to Senior Designer'),
    makeLine('2020\t02\tLeft Vandelay Industries'),
    makeLine('2020\t05\tJoined Gringotts Bank, Berlin, Germany (Design Lead)'),
    makeLine('To the present'),
    makeLine('End'),
  ];

  it('pairs each joining with its leaving, newest first, a promotion renaming the title', () => {
    expect(
      extractExperience(rows).map((entry) => [
        entry.title,
        entry.company,
        entry.start_date,
        entry.end_date,
        entry.is_current,
      ]),
    ).toEqual([
      ['Design Lead', 'Gringotts Bank', '2020-05', null, true],
      ['Senior Designer', 'Vandelay Industries', '2017-09', '2020-02', false],
      ['Product Designer', 'Nakatomi Trading', '2013-12', '2017-06', false],
    ]);
  });

  it('reads a month written before the year and leaves ordinary entries to the other reader', () => {
    expect(
      careerEvents([makeLine('Apr 2019 Joined Initech (Engineer)'), makeLine('Present')]),
    ).toMatchObject([{ title: 'Engineer', company: 'Initech', start_date: '2019-04' }]);
    expect(
      careerEvents([
        boldLine('Joined Initech as Engineer'),
        makeLine('2019 – 2021'),
        bulletLine('Joined the platform team and led the migration'),
      ]),
    ).toBeNull();
    expect(careerEvents([makeLine('Joined the platform team in 2019')])).toBeNull();
  });
});

describe('groupSections in a form whose headings are set like its body', () => {
  const form = [
    makeLine('Name\tDario Levi'),
    makeLine('Year\tMonth\tEducation and Work History', { fontSize: 9 }),
    makeLine('Education'),
    makeLine('2009\t09\tEntered Trinity College Dublin'),
    makeLine('Work History'),
    makeLine('2013\t12\tJoined Nakatomi Trading (Product Designer)'),
    makeLine('Special Skills'),
    makeLine('Accessibility, CSS, Prototyping'),
    makeLine('Personal Requests'),
    makeLine('Desired position: Design Lead. I will follow your regulations for salary and hours.'),
  ];

  it('takes a known section name alone on its line as a heading when no heading stands out', () => {
    const grouped = groupSections(form);
    expect(grouped.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['education', 'Education'],
      ['experience', 'Work History'],
      ['skills', 'Special Skills'],
      ['other', 'Personal Requests'],
    ]);
    expect(grouped.sections[2]?.lines.map((line) => line.text)).toEqual([
      'Accessibility, CSS, Prototyping',
    ]);
  });

  it('keeps a plain line naming a section as text when the resume has headings that stand out', () => {
    const grouped = groupSections([
      boldLine('EXPERIENCE'),
      makeLine('Teacher, Springfield School\t2015 – 2019'),
      makeLine('Education'),
      boldLine('SKILLS'),
      makeLine('Python'),
    ]);
    expect(grouped.sections.map((section) => section.kind)).toEqual(['experience', 'skills']);
  });
});

describe('findName in a form', () => {
  it('takes the value beside a "Name" label over a larger title', () => {
    const lines = [
      boldLine('Resume', { fontSize: 20 }),
      makeLine('As of May 1, 2025'),
      makeLine('Furigana'),
      makeLine('Photo'),
      makeLine('30 × 40 mm'),
      makeLine('Name\tDario Levi'),
      makeLine('Date of birth\tOctober 9, 1992'),
    ];
    expect(findName(lines)?.full).toBe('Dario Levi');
  });
});

describe('a job heading wrapped in a narrow column', () => {
  it('joins a line that stops short with the line under it in the same style', () => {
    const placed = { x: 40, width: 300, fontSize: 10.5 };
    const [entry] = extractExperience([
      boldLine('DevOps Engineer at Cyberdyne Systems, Amsterdam,', { ...placed, y: 262 }),
      boldLine('Netherlands', { ...placed, width: 60, y: 274 }),
      makeLine('FEBRUARY 2019 — APRIL 2023', { ...placed, fontSize: 7.5, y: 283 }),
      bulletLine('Migrated the deploy pipeline to GitHub Actions.', { y: 296 }),
    ]);
    expect(entry).toMatchObject({
      title: 'DevOps Engineer',
      company: 'Cyberdyne Systems',
      location: 'Amsterdam, Netherlands',
      start_date: '2019-02',
    });
  });
});
