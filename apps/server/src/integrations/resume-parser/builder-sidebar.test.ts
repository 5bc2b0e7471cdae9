import { describe, expect, it } from 'vitest';
import { bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { extractExperience } from './extract-experience';
import { extractSkills } from './extract-skills';

/** Round 15 of decision 017: a builder template's rated skills and its column of dates. */
describe('skills rated with symbols', () => {
  const placed = { x: 52, width: 122, fontSize: 9 };

  it('drops a spaced or glued rating and keeps a skill wrapped short of it whole', () => {
    const lines = [
      makeLine('User research\t● ● ● ● ●', { ...placed, y: 277 }),
      makeLine('Interaction\t● ● ● ● ○', { ...placed, y: 289 }),
      makeLine('design', { ...placed, width: 30, y: 300 }),
      makeLine('Design systems ● ● ● ● ○', { ...placed, y: 313 }),
      makeLine('Prototyping\t● ● ● ○ ○', { ...placed, y: 325 }),
    ];
    expect(extractSkills(lines, 174)).toEqual([
      'User research',
      'Interaction design',
      'Design systems',
      'Prototyping',
    ]);
    expect(
      extractSkills(
        [makeLine('JMeter●●●●●'), makeLine('Selenium●●●●○'), makeLine('Cypress●●●○○')],
        0,
      ),
    ).toEqual(['JMeter', 'Selenium', 'Cypress']);
  });

  it('still splits a list separated by single symbols', () => {
    expect(extractSkills([makeLine('Python ● Go ● Rust')], 0)).toEqual(['Python', 'Go', 'Rust']);
  });
});

describe('an entry led by its dates and its place', () => {
  it('reads the title and company under the place line', () => {
    const entries = extractExperience([
      makeLine('03/2021 – 11/2024'),
      makeLine('Seattle, WA'),
      makeLine('QA Lead', { bold: true }),
      makeLine('Pied Piper'),
      bulletLine('Introduced load testing before every major release.'),
      makeLine('04/2018 – 01/2021'),
      makeLine('Toronto, Canada'),
      makeLine('Test Automation Engineer', { bold: true }),
      makeLine('Cyberdyne Systems'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['QA Lead', 'Pied Piper', 'Seattle, WA'],
      ['Test Automation Engineer', 'Cyberdyne Systems', 'Toronto, Canada'],
    ]);
  });
});
