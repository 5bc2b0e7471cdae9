import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { extractExperience } from './extract-experience';
import { findDateRange, parseResumeDate } from './parse-resume-date';

/**
 * Date styles no round of decision 017 used but real resumes do: whole dates with a day, words
 * that end a running job without a dash, two-digit years and quarters. A job whose dates are not
 * read runs into the one before it, which costs the work history and the company.
 */
describe('whole dates with a day', () => {
  it.each([
    ['2019-03-01 – 2021-06-30', '2019-03', '2021-06'],
    ['1 March 2019 – 30 June 2021', '2019-03', '2021-06'],
    ['01 Mar. 2019 - 15 Jan. 2022', '2019-03', '2022-01'],
    ['March 1, 2019 – June 30, 2021', '2019-03', '2021-06'],
    ['Mar 1st, 2019 to Jun 30th, 2021', '2019-03', '2021-06'],
  ])('reads %s as a range by its months', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end, single: false, index: 0 });
    expect(findDateRange(text)?.length).toBe(text.length);
  });

  it('reads one whole date as its month', () => {
    expect(parseResumeDate('2019-03-01')).toBe('2019-03');
    expect(parseResumeDate('15 September 2020')).toBe('2020-09');
    expect(parseResumeDate('September 15, 2020')).toBe('2020-09');
  });
});

describe('a running job ended by words without a dash', () => {
  it.each([
    ['Mar 2019 to date', '2019-03'],
    ['2019 to date', '2019-01'],
    ['Oct 2018 - Till Now', '2018-10'],
    ['March 2019 onwards', '2019-03'],
    ['2019 – Onwards', '2019-01'],
  ])('reads %s as running since %s', (text, start) => {
    expect(findDateRange(text)).toMatchObject({ start, end: null, isCurrent: true, single: false });
    expect(findDateRange(text)?.length).toBe(text.length);
  });

  it('keeps a title that names "to" beside its dates', () => {
    expect(findDateRange('Mar 2019 to Jun 2021')).toMatchObject({
      start: '2019-03',
      end: '2021-06',
    });
  });
});

describe('two-digit years and quarters', () => {
  it.each([
    ['Mar 19 – Dec 21', '2019-03', '2021-12', false],
    ['03/19 - 06/21', '2019-03', '2021-06', false],
    ['Jun 20 – Present', '2020-06', null, true],
    ['Q1 2019 – Q3 2021', '2019-01', '2021-07', false],
  ])('reads %s as a range', (text, start, end, isCurrent) => {
    expect(findDateRange(text)).toMatchObject({ start, end, isCurrent, single: false });
  });

  it('does not read a day or a score with two digits alone as a date', () => {
    expect(findDateRange('Speaker, Berlin, May 19')).toBeNull();
    expect(findDateRange('Rated 10/10 by users')).toBeNull();
    expect(parseResumeDate('Mar 19')).toBeNull();
  });
});

describe('a work history dated in these styles', () => {
  it('keeps each job apart with its company', () => {
    const entries = extractExperience([
      boldLine('Senior Analyst\t1 March 2021 – to date'),
      makeLine('Initech, Leeds, UK'),
      bulletLine('Built the monthly reporting pack.'),
      boldLine('Analyst\tMar 18 – Feb 21'),
      makeLine('Hooli, London, UK'),
      bulletLine('Cleaned the sales data.'),
      boldLine('Junior Analyst\t2016-09-01 – 2018-02-28'),
      makeLine('Acme, Bristol, UK'),
    ]);
    expect(
      entries.map((entry) => [entry.title, entry.company, entry.start_date, entry.is_current]),
    ).toEqual([
      ['Senior Analyst', 'Initech', '2021-03', true],
      ['Analyst', 'Hooli', '2018-03', false],
      ['Junior Analyst', 'Acme', '2016-09', false],
    ]);
  });
});
