import { describe, expect, it } from 'vitest';
import { splitGluedPlace } from './glued-place';

describe('splitGluedPlace', () => {
  it.each([
    ['Vandelay IndustriesMadrid, Spain', ['Vandelay Industries', 'Madrid, Spain']],
    ['Nakatomi TradingDublin, Ireland', ['Nakatomi Trading', 'Dublin, Ireland']],
    ['Acme LabsSan Francisco, CA', ['Acme Labs', 'San Francisco, CA']],
  ])('splits a company glued to the place after it: %s', (text, parts) => {
    expect(splitGluedPlace(text)).toEqual(parts);
  });

  it.each([
    'GitHub',
    'McDonald Consulting',
    'JavaScript, TypeScript',
    'Vandelay Industries',
    'LinkedIn Berlin',
  ])('leaves text alone that is not a name glued to a place: %s', (text) => {
    expect(splitGluedPlace(text)).toEqual([text]);
  });
});
