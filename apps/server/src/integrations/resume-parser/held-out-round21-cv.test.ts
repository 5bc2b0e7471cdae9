import { describe, expect, it } from 'vitest';
import { boldLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { withoutGluedInitial } from './extract-contact';
import { extractExperience } from './extract-experience';
import { groupSections } from './group-sections';
import { findDateRange } from './parse-resume-date';
import { parseResumeLines } from './parse-resume-lines';
import { stripBullet } from './resume-line';
import { sectionKindOf } from './section-kind';

/** Round 21 of decision 017: what the bilingual, card-grid and plain-text resumes missed. */
const jobsOf = (lines: Parameters<typeof extractExperience>[0]) =>
  extractExperience(lines).map((entry) => [entry.title, entry.company, entry.start_date]);

describe('a plain-text resume', () => {
  it('reads lines of "=" and "-" as underlines, not text', () => {
    const resume = parseResumeLines(
      [
        makeLine('ZARA VOLKOV'),
        makeLine('zara.volkov@gmail.com | +49 30 3100070'),
        makeLine('EXPERIENCE'),
        makeLine('=========='),
        makeLine('DUFF BEVERAGES, Seattle, WA\t09/2021 - now'),
        makeLine('Design Lead'),
        makeLine('-----------'),
        makeLine('  * Started the design system now used in every product surface.'),
        makeLine('SKILLS'),
        makeLine('======'),
        makeLine('Languages: HTML, CSS, Sketch'),
      ],
      1,
    );
    expect(resume.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Design Lead', 'DUFF BEVERAGES'],
    ]);
    expect(resume.skills).toEqual(['HTML', 'CSS', 'Sketch']);
  });
});

describe('a designer resume of cards', () => {
  it('names sections with a number before them', () => {
    expect(sectionKindOf('02 — Experience')).toBe('experience');
    expect(sectionKindOf('1. Skills')).toBe('skills');
    expect(sectionKindOf('IV. EDUCATION')).toBe('education');
    expect(sectionKindOf('3 years')).toBeNull();
  });

  it('reads "at Company" under the title as the company', () => {
    expect(
      jobsOf([
        makeLine('May 2016 — Oct 2020'),
        boldLine('Marketing Coordinator'),
        makeLine('at Gringotts Bank'),
      ]),
    ).toEqual([['Marketing Coordinator', 'Gringotts Bank', '2016-05']]);
  });

  it('reads two entries set side by side one after the other', () => {
    expect(
      jobsOf([
        makeLine('Nov 2022 — Now\tDec 2020 — Sep 2022'),
        boldLine('Head of Marketing\tMarketing Manager'),
        makeLine('at Zorg Industries\tat Hooli'),
        makeLine('Warsaw, Poland\tBerlin, Germany'),
        makeLine('Managed a yearly budget.\tLaunched the partner programme.'),
      ]),
    ).toEqual([
      ['Head of Marketing', 'Zorg Industries', '2022-11'],
      ['Marketing Manager', 'Hooli', '2020-12'],
    ]);
  });

  it('keeps a job title in the heading style under its dates in the work history', () => {
    const grouped = groupSections([
      makeLine('Pedro Costa', { fontSize: 28 }),
      boldLine('Experience'),
      makeLine('Nov 2022 — Now', { fontSize: 7.5 }),
      boldLine('Head of Marketing'),
      makeLine('at Zorg Industries'),
      makeLine('Managed a yearly budget of 1.2 million euros.'),
      makeLine('May 2016 — Oct 2020', { fontSize: 7.5 }),
      boldLine('Marketing Coordinator'),
      makeLine('at Gringotts Bank'),
      boldLine('Tools'),
      makeLine('HubSpot, Copywriting'),
    ]);
    expect(grouped.sections.map((section) => [section.kind, section.lines.length])).toEqual([
      ['experience', 7],
      ['skills', 1],
    ]);
  });

  it('drops a one-letter label glued to the e-mail address when the rest names the person', () => {
    expect(withoutGluedInitial('Epedro.costa@gmail.com', 'Pedro Costa')).toBe(
      'pedro.costa@gmail.com',
    );
    expect(withoutGluedInitial('Pedro.costa@gmail.com', 'Pedro Costa')).toBe(
      'Pedro.costa@gmail.com',
    );
    expect(withoutGluedInitial('Mhello@acme.com', 'Pedro Costa')).toBe('Mhello@acme.com');
  });
});

describe('a Chinese–English resume', () => {
  it('names a section by its English words beside the Chinese ones', () => {
    expect(sectionKindOf('工作经历 Work Experience')).toBe('experience');
    expect(sectionKindOf('技能特长 Skills & Expertise')).toBe('skills');
    expect(sectionKindOf('自我评价 Self-Assessment')).toBeNull();
  });

  it('reads "2019.03 - 至今" and "2019年03月 – 2021年11月"', () => {
    expect(findDateRange('2024.01 - 至今')).toMatchObject({ start: '2024-01', isCurrent: true });
    expect(findDateRange('2021年06月 – 2023年11月')).toMatchObject({
      start: '2021-06',
      end: '2023-11',
      index: 0,
      length: '2021年06月 – 2023年11月'.length,
    });
  });

  it('takes "◆" and other symbols before a space for bullets', () => {
    expect(stripBullet('◆ HubSpot')).toEqual({ text: 'HubSpot', bullet: true });
    expect(stripBullet('➢ Led the team')).toEqual({ text: 'Led the team', bullet: true });
    expect(stripBullet('◆HubSpot')).toEqual({ text: '◆HubSpot', bullet: false });
  });
});
