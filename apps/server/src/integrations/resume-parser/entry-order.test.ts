import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { extractExperience } from './extract-experience';

const jobsOf = (lines: Parameters<typeof extractExperience>[0]) =>
  extractExperience(lines).map((entry) => [entry.title, entry.company]);

/**
 * Every corpus layout of decision 017 gave office job titles ("Data Analyst"), which the title
 * words know; a heading whose words could not tell title from company was read title first, so a
 * company-first layout lost both for a job such as "Starbucks | Barista".
 */
describe('entry headings whose words do not tell title from company', () => {
  it('are read in the order the other headings of the work history use', () => {
    expect(
      jobsOf([
        boldLine('Lumen Coffee | Floor Lead\tMar 2021 – Present'),
        bulletLine('Opened the second shop.'),
        boldLine('Greggs | Crew Member\tJan 2019 – Feb 2021'),
        bulletLine('Served 300 customers a day.'),
        boldLine('Tesco | Cashier\t2017 – 2018'),
        bulletLine('Ran the tills.'),
      ]),
    ).toEqual([
      ['Floor Lead', 'Lumen Coffee'],
      ['Crew Member', 'Greggs'],
      ['Cashier', 'Tesco'],
    ]);
  });

  it('keep the title first when the other headings put it first, or when none tells', () => {
    expect(
      jobsOf([
        boldLine('Crew Member | Greggs\tJan 2019 – Feb 2021'),
        boldLine('Cashier | Tesco\t2017 – 2018'),
      ]),
    ).toEqual([
      ['Crew Member', 'Greggs'],
      ['Cashier', 'Tesco'],
    ]);
    expect(jobsOf([boldLine('Crew Member | Greggs\tJan 2019 – Feb 2021')])).toEqual([
      ['Crew Member', 'Greggs'],
    ]);
  });
});

describe('job titles outside the office', () => {
  it.each([
    ['Dishoom\tChef de Partie', 'Chef de Partie', 'Dishoom'],
    ['Balfour Beatty — Electrician', 'Electrician', 'Balfour Beatty'],
    ['Starbucks, London · Barista', 'Barista', 'Starbucks'],
    ['Flight Attendant, Aer Lingus', 'Flight Attendant', 'Aer Lingus'],
  ])('reads %s', (heading, title, company) => {
    expect(jobsOf([makeLine(heading, { bold: true }), makeLine('2019 – 2021')])).toEqual([
      [title, company],
    ]);
  });
});
