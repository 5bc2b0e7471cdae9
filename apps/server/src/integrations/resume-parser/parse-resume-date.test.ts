import { describe, expect, it } from 'vitest';
import { findDateRange, parseResumeDate } from './parse-resume-date';

describe('parseResumeDate', () => {
  it.each([
    ['Jan 2020', '2020-01'],
    ['January 2020', '2020-01'],
    ['Sept. 2015', '2015-09'],
    ['Sep 2015', '2015-09'],
    ['june 2019', '2019-06'],
    ['Dec, 2018', '2018-12'],
    ["Mar '21", '2021-03'],
    ['03/2018', '2018-03'],
    ['3/2018', '2018-03'],
    ['11.2017', '2017-11'],
    ['2019-04', '2019-04'],
    ['2019', '2019-01'],
  ])('reads %s as %s', (text, month) => {
    expect(parseResumeDate(text)).toBe(month);
  });

  it.each(['Present', 'Marketing', '13/2018', '1899', 'next year', 'Jan'])('refuses %s', (text) => {
    expect(parseResumeDate(text)).toBeNull();
  });
});

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', '2020-01', null, true],
    ['2019 - 2021', '2019-01', '2021-01', false],
    ['03/2018 – 06/2020', '2018-03', '2020-06', false],
    ['March 2017 to Current', '2017-03', null, true],
    ['Sept. 2015 — Feb. 2017', '2015-09', '2017-02', false],
    ['Oct 2021 - Now', '2021-10', null, true],
    ['2012–2015', '2012-01', '2015-01', false],
    ['May 2019 until today', '2019-05', null, true],
    ['2020-02 – 2022-11', '2020-02', '2022-11', false],
    ['Jun 2018 - to date', '2018-06', null, true],
  ])('reads %s', (text, start, end, isCurrent) => {
    expect(findDateRange(text)).toMatchObject({ start, end, isCurrent, single: false });
  });

  it('finds the range inside a line and reports where it is', () => {
    const line = 'Senior Engineer | Jan 2020 – Present | Berlin';
    const range = findDateRange(line);
    expect(range).toMatchObject({ start: '2020-01', end: null, isCurrent: true });
    expect(line.slice(range!.index, range!.index + range!.length)).toBe('Jan 2020 – Present');
  });

  it.each([
    ['Apr 2021 – Present · 4 yrs 3 mos', 'Apr 2021 – Present · 4 yrs 3 mos'],
    [
      'Engineer, Jan 2019 - Mar 2021 (2 years 3 months), Berlin',
      'Jan 2019 - Mar 2021 (2 years 3 months)',
    ],
    ['2018 – 2019 · 11 mos | Acme', '2018 – 2019 · 11 mos'],
    ['2018 – 2019 · 1 yr', '2018 – 2019 · 1 yr'],
  ])('takes the duration after a range as part of the dates: %s', (line, dates) => {
    const range = findDateRange(line);
    expect(line.slice(range!.index, range!.index + range!.length)).toBe(dates);
  });

  it('does not take a number after a range that is no duration', () => {
    const line = '2018 – 2019 · 12 engineers';
    const range = findDateRange(line);
    expect(line.slice(range!.index, range!.index + range!.length)).toBe('2018 – 2019');
  });

  it('reads "Since 2020" as an open range and a lone year as a single date', () => {
    expect(findDateRange('Since 2020')).toMatchObject({
      start: '2020-01',
      isCurrent: true,
      single: false,
    });
    expect(findDateRange('Graduated 2018')).toMatchObject({
      start: '2018-01',
      end: null,
      single: true,
    });
  });

  it('ignores lines without dates and numbers that are not years', () => {
    expect(findDateRange('Led a team of 12 engineers')).toBeNull();
    expect(findDateRange('Call +1 415 555 0100')).toBeNull();
    expect(findDateRange('Currently learning Rust')).toBeNull();
  });

  it('reads whole dates, day first as in Europe or month first when the day cannot be a month', () => {
    expect(findDateRange('01/07/2022 – CURRENT Berlin, Germany')).toMatchObject({
      start: '2022-07',
      end: null,
      isCurrent: true,
      index: 0,
      length: 20,
    });
    expect(findDateRange('01/03/2018 – 28/05/2022')).toMatchObject({
      start: '2018-03',
      end: '2022-05',
    });
    expect(findDateRange('03/21/2019 - 06/30/2020')).toMatchObject({
      start: '2019-03',
      end: '2020-06',
    });
    expect(findDateRange('1.3.2019 – 31.12.2021')).toMatchObject({
      start: '2019-03',
      end: '2021-12',
    });
  });

  it('reads an arrow between two dates as a range', () => {
    expect(findDateRange('2021 → 2024 · Melbourne, Australia')).toMatchObject({
      start: '2021-01',
      end: '2024-01',
      single: false,
    });
    expect(findDateRange('Mar 2019 -> present')).toMatchObject({
      start: '2019-03',
      isCurrent: true,
    });
  });

  it('reads a range of months within one year, the year written once ("May – Aug 2019")', () => {
    expect(findDateRange('Intern, Acme · May – Aug 2019')).toMatchObject({
      start: '2019-05',
      end: '2019-08',
      isCurrent: false,
      single: false,
      index: 15,
      length: 14,
    });
    expect(findDateRange('Jan to Mar 2021')).toMatchObject({ start: '2021-01', end: '2021-03' });
    // A month after the year is no range of one year.
    expect(findDateRange('May – 2019')).toMatchObject({ single: true, start: '2019-01' });
  });

  it('reads a slash between two dates as a range', () => {
    expect(findDateRange('2022 / Present')).toMatchObject({ start: '2022-01', isCurrent: true });
    expect(findDateRange('2019 / 2020')).toMatchObject({ start: '2019-01', end: '2020-01' });
    // A month and year written with a slash stay one date.
    expect(findDateRange('03/2019 – 06/2020')).toMatchObject({ start: '2019-03', end: '2020-06' });
  });
});
