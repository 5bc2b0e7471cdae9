import { describe, expect, it } from 'vitest';
import { splitGluedDates } from './glued-dates';

describe('splitGluedDates', () => {
  it.each([
    ['Toronto, Canada2023 – Present', ['Toronto, Canada', '2023 – Present']],
    ['Blue Sun Retail | Chicago, IL2021 – 2022', ['Blue Sun Retail | Chicago, IL', '2021 – 2022']],
    ['Stockholm, SwedenMay 2019 – Present', ['Stockholm, Sweden', 'May 2019 – Present']],
    [
      'Berlin, GermanySeptember 2016 - November 2019',
      ['Berlin, Germany', 'September 2016 - November 2019'],
    ],
  ])('splits a place glued to the dates after it: %s', (text, parts) => {
    expect(splitGluedDates(text)).toEqual(parts);
  });

  it.each([
    'Toronto, Canada 2023 – Present',
    'Built the Web3 wallet',
    'COVID2020 – a response team of 12 people',
    '2019 – 2021',
    'Acme Labs',
  ])('leaves text alone that is not a place glued to a whole date range: %s', (text) => {
    expect(splitGluedDates(text)).toEqual([text]);
  });
});
