import { describe, expect, it } from 'vitest';
import { boldLine, bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { takeLocation } from './entry-parts';
import { extractExperience } from './extract-experience';

/**
 * Resumes often name the place of a job by its city alone ("Initech, Leeds"); every corpus layout
 * of decision 017 wrote a city with its country or state, so the city stayed in the company.
 */
describe('a job place named by a large city alone', () => {
  it('is taken off the company', () => {
    expect(takeLocation('Initech, Leeds')).toEqual({ rest: 'Initech', location: 'Leeds' });
    expect(takeLocation('Hooli Labs, Bengaluru')).toEqual({
      rest: 'Hooli Labs',
      location: 'Bengaluru',
    });
    expect(takeLocation('São Paulo')).toEqual({ rest: '', location: 'São Paulo' });
  });

  it('leaves a company whose last part is no known city, or a word that names a city too', () => {
    expect(takeLocation('Acme, Inc.')).toEqual({ rest: 'Acme, Inc.', location: null });
    expect(takeLocation('Smith, Jones')).toEqual({ rest: 'Smith, Jones', location: null });
    expect(takeLocation('Phoenix')).toEqual({ rest: 'Phoenix', location: null });
  });

  it('reads the company of jobs set "Company, City" and "Company | City"', () => {
    const entries = extractExperience([
      boldLine('Senior Analyst\tMar 2021 – Present'),
      makeLine('Initech, Leeds'),
      bulletLine('Built the monthly reporting pack.'),
      boldLine('Analyst\tJan 2018 – Feb 2021'),
      makeLine('Hooli | Dublin'),
      bulletLine('Cleaned the sales data.'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company, entry.location])).toEqual([
      ['Senior Analyst', 'Initech', 'Leeds'],
      ['Analyst', 'Hooli', 'Dublin'],
    ]);
  });
});
