import { describe, expect, it } from 'vitest';
import { parseDateRange } from './date-range';

describe('parseDateRange', () => {
  it('reads month ranges, current positions and year ranges', () => {
    expect(parseDateRange('Mar 2021 - Present · 3 yrs')).toEqual({
      start_date: '2021-03',
      end_date: null,
      is_current: true,
    });
    expect(parseDateRange('Sept 2016 – Feb 2021')).toEqual({
      start_date: '2016-09',
      end_date: '2021-02',
      is_current: false,
    });
    expect(parseDateRange('2012 - 2016')).toEqual({
      start_date: '2012-01',
      end_date: '2016-12',
      is_current: false,
    });
  });

  it('answers null for lines that are not English date ranges', () => {
    expect(parseDateRange('2020年4月 - 現在')).toBeNull();
    expect(parseDateRange('Berlin, Germany')).toBeNull();
    expect(parseDateRange('Foo 2020 - Present')).toBeNull();
  });
});
