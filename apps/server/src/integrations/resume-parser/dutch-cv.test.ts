import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { findDateRange } from './parse-resume-date';
import { parseResumeLines } from './parse-resume-lines';
import { sectionKindOf } from './section-kind';

/** Round 17 of decision 017: the Dutch CV. */
describe('Dutch section names', () => {
  it.each([
    ['Personalia', 'contact'],
    ['Profiel', 'summary'],
    ['Profielschets', 'summary'],
    ['Over mij', 'summary'],
    ['Werkervaring', 'experience'],
    ['WERKERVARING', 'experience'],
    ['Loopbaan', 'experience'],
    ['Relevante werkervaring', 'experience'],
    ['Beroepservaring', 'experience'],
    ['Opleiding', 'education'],
    ['Opleidingen', 'education'],
    ['Opleiding en cursussen', 'education'],
    ['Vaardigheden', 'skills'],
    ['Kennis en vaardigheden', 'skills'],
    ['Computervaardigheden', 'skills'],
    ['Taalvaardigheden', 'languages'],
    ['Talen', 'languages'],
    ["Hobby's", 'interests'],
    ['Referenties', 'references'],
  ])('"%s" names the %s section', (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind);
  });
});

describe('Dutch dates', () => {
  it('reads shortened and written-out Dutch months and "heden" for a running job', () => {
    expect(findDateRange('mrt. 2019 – heden')).toMatchObject({
      start: '2019-03',
      end: null,
      isCurrent: true,
    });
    expect(findDateRange('maart 2016 – oktober 2018')).toMatchObject({
      start: '2016-03',
      end: '2018-10',
    });
    expect(findDateRange('okt. 2014 – mei 2016')).toMatchObject({
      start: '2014-10',
      end: '2016-05',
    });
    expect(findDateRange('juni 2012 – juli 2014')).toMatchObject({
      start: '2012-06',
      end: '2014-07',
    });
    expect(findDateRange('03-2019 – heden')).toMatchObject({ start: '2019-03', isCurrent: true });
  });

  it('reads "tot" between two dates and "sinds" before a running one', () => {
    expect(findDateRange('jan. 2016 tot dec. 2018')).toMatchObject({
      start: '2016-01',
      end: '2018-12',
    });
    expect(findDateRange('sinds augustus 2020')).toMatchObject({
      start: '2020-08',
      isCurrent: true,
      index: 0,
    });
  });
});

describe('a Dutch CV', () => {
  it('reads "Werkervaring" rows with the period beside "Title" over "Company, City"', () => {
    const heading = { bold: true, fontSize: 12 };
    const resume = parseResumeLines(
      [
        boldLine('Dmitri Mensah', { fontSize: 20 }),
        boldLine('Personalia', heading),
        makeLine('Naam\tDmitri Mensah'),
        makeLine('Woonplaats\tLisbon, Portugal'),
        makeLine('Telefoon\t+351 925 093 567'),
        makeLine('E-mail\tdmitri.mensah@outlook.com'),
        boldLine('Werkervaring', heading),
        makeLine('feb. 2023 – heden\tHead of Marketing', {
          segments: ['feb. 2023 – heden', 'Head of Marketing'],
        }),
        makeLine('Hooli, Seattle, WA', { x: 200 }),
        bulletLine('Grew organic traffic by 180% in eighteen months.', { x: 210 }),
        makeLine('jul. 2021 – dec. 2022\tMarketing Manager'),
        makeLine('Umbrella Health, Melbourne, Australia', { x: 200 }),
        bulletLine('Managed a yearly budget of 1.2 million euros.', { x: 210 }),
        boldLine('Opleidingen', heading),
        makeLine('2010 – 2013\tBA Economics'),
        makeLine('Trinity College Dublin', { x: 200 }),
        boldLine('Vaardigheden', heading),
        makeLine('Copywriting, SEO, HubSpot, Salesforce'),
        boldLine('Talen', heading),
        makeLine('Engels – vloeiend, Duits – goed'),
      ],
      1,
    );
    expect(resume.designation).toBe('Head of Marketing');
    expect(resume.current_company).toBe('Hooli');
    expect(resume.skills).toEqual(['Copywriting', 'SEO', 'HubSpot', 'Salesforce']);
    expect(
      resume.experience.map(({ title, company, start_date, is_current }) => [
        title,
        company,
        start_date,
        is_current,
      ]),
    ).toEqual([
      ['Head of Marketing', 'Hooli', '2023-02', true],
      ['Marketing Manager', 'Umbrella Health', '2021-07', false],
    ]);
  });
});
