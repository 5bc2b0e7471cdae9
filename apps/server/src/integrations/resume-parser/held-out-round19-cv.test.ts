import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bulletLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { takeLocation } from './entry-parts';
import { extractExperience } from './extract-experience';
import { extractPdfLines } from './extract-pdf-lines';
import { isColumnHeaderRow, isProse } from './line-shapes';
import { openPdf } from './open-pdf';
import { findDateRange } from './parse-resume-date';
import { joinWrappedDateEnds } from './wrapped-date-end';

/** Round 19 of decision 017: what the moderncv, Indian and British resumes missed at first sight. */
const jobsOf = (lines: Parameters<typeof extractExperience>[0]) =>
  extractExperience(lines).map((entry) => [entry.title, entry.company]);

describe('an Indian IT resume', () => {
  it('reads a month joined to its year by a hyphen ("Jun-2019 – Till Date")', () => {
    expect(findDateRange('Jun-2019 – Till Date')).toMatchObject({
      start: '2019-06',
      isCurrent: true,
      index: 0,
      length: 'Jun-2019 – Till Date'.length,
    });
    expect(findDateRange('Jan-2023 – Apr-2024')).toMatchObject({
      start: '2023-01',
      end: '2024-04',
    });
  });

  it('drops the "Organization | Designation | Duration" header row of a work history table', () => {
    expect(isColumnHeaderRow(makeLine('Organization\tDesignation\tDuration'))).toBe(true);
    expect(
      jobsOf(
        [
          makeLine('Organization\tDesignation\tDuration', { bold: true }),
          makeLine('Duff Beverages, Melbourne, Australia\tQA Lead\tJan-2023 – Apr-2024'),
          makeLine('Pied Piper, Seattle, WA\tQA Engineer\tAug-2018 – Nov-2020'),
        ].filter((line) => !isColumnHeaderRow(line)),
      ),
    ).toEqual([
      ['QA Lead', 'Duff Beverages'],
      ['QA Engineer', 'Pied Piper'],
    ]);
  });

  it('reads a work history written as a list of sentences, one job to an item', () => {
    const entries = extractExperience([
      bulletLine(
        'Currently working as Analytics Lead at Oceanic Airlines, Amsterdam, Netherlands from August 2022 to till date.',
      ),
      bulletLine(
        'Worked as a Senior Data Analyst at Prestige Worldwide, Berlin, Germany from July 2018 to July 2022.',
      ),
    ]);
    expect(
      entries.map((entry) => [entry.title, entry.company, entry.start_date, entry.is_current]),
    ).toEqual([
      ['Analytics Lead', 'Oceanic Airlines', '2022-08', true],
      ['Senior Data Analyst', 'Prestige Worldwide', '2018-07', false],
    ]);
  });

  it('keeps the bullets of an entry with dates as its description', () => {
    const entries = extractExperience([
      makeLine('Analyst, Initech\tJan 2019 – Present'),
      bulletLine('Ran the 2019 – 2020 migration.'),
    ]);
    expect(entries.map((entry) => [entry.title, entry.company])).toEqual([['Analyst', 'Initech']]);
  });
});

describe('a LaTeX moderncv resume', () => {
  it('takes the place off a heading that closes with a period, but not "Inc."', () => {
    expect(takeLocation('Engineer, Acme, Berlin, Germany.')).toEqual({
      rest: 'Engineer, Acme',
      location: 'Berlin, Germany',
    });
    expect(takeLocation('Acme, Inc.').rest).toBe('Acme, Inc.');
  });

  it('does not take "Title, Company, City." for a sentence', () => {
    expect(isProse(makeLine('Design Lead, Soylent Labs, Seattle, WA.'))).toBe(false);
    expect(isProse(makeLine('Opened the office and hired the first team.'))).toBe(true);
  });

  it('reads "Title, Company, City." under dates alone, under a larger sub-heading', () => {
    expect(
      jobsOf([
        makeLine('Vocational', { fontSize: 14, bold: true }),
        makeLine('2022–present'),
        makeLine('Senior Software Engineer, Zorg Industries, Amsterdam, Netherlands.'),
        makeLine('Mentored three new engineers through their first year.'),
        makeLine('2019–2021'),
        makeLine('Software Engineer, Oscorp, Berlin, Germany.'),
        makeLine('Shipped the checkout rewrite that serves 2 million orders a month.'),
      ]),
    ).toEqual([
      ['Senior Software Engineer', 'Zorg Industries'],
      ['Software Engineer', 'Oscorp'],
    ]);
  });

  it('keeps a larger job title over its company', () => {
    expect(
      jobsOf([
        makeLine('QA Lead', { fontSize: 12 }),
        makeLine('Aperture Science', { bold: true }),
        makeLine('06/2023 - Present\tAustin, TX', { fontSize: 8 }),
      ]),
    ).toEqual([['QA Lead', 'Aperture Science']]);
  });

  it('does not take a description line after "Title, Company, City." for the company', () => {
    expect(
      jobsOf([
        makeLine('2023–present\tDesign Lead, Soylent Labs, Seattle, WA.'),
        makeLine('Redesigned onboarding, raising activation from 31% to 44%. Ran twenty user'),
        makeLine('interviews per quarter.'),
      ]),
    ).toEqual([['Design Lead', 'Soylent Labs']]);
  });

  it('puts back the year of a range that wrapped in its narrow column', () => {
    const lines = joinWrappedDateEnds([
      makeLine('Sep 2021 – Aug\tDevOps Engineer, Cyberdyne Systems, Melbourne, Australia.'),
      makeLine('2023\tWrote the on-call runbooks.'),
    ]);
    expect(lines.map((line) => line.segments)).toEqual([
      ['Sep 2021 – Aug 2023', 'DevOps Engineer, Cyberdyne Systems, Melbourne, Australia.'],
      ['Wrote the on-call runbooks.'],
    ]);
    expect(extractExperience(lines)[0]).toMatchObject({
      title: 'DevOps Engineer',
      company: 'Cyberdyne Systems',
      start_date: '2021-09',
      end_date: '2023-08',
    });
  });

  it('cuts a PDF line where the text column starts after a narrow column of dates', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    const rows: [string, string][] = [
      ['2022–present', 'Senior Software Engineer, Zorg Industries, Amsterdam.'],
      ['', 'Mentored three new engineers through their first year.'],
      ['2019–2021', 'Software Engineer, Oscorp, Berlin.'],
      ['', 'Shipped the checkout rewrite.'],
      ['2015–2019', 'Software Developer, Initech, Austin.'],
      ['', 'Wrote the tests.'],
    ];
    rows.forEach(([dates, text], index) => {
      const y = 780 - index * 14;
      // The dates right-aligned 8 pt short of the text column (0.8 of the font size).
      if (dates)
        page.drawText(dates, { x: 140 - font.widthOfTextAtSize(dates, 10), y, size: 10, font });
      page.drawText(text, { x: 148, y, size: 10, font });
    });
    const opened = await openPdf(await doc.save());
    if (!opened.ok) throw new Error(opened.reason);
    try {
      const lines = await extractPdfLines(opened.pdf);
      expect(lines.map((line) => line.segments)).toEqual([
        ['2022–present', 'Senior Software Engineer, Zorg Industries, Amsterdam.'],
        ['Mentored three new engineers through their first year.'],
        ['2019–2021', 'Software Engineer, Oscorp, Berlin.'],
        ['Shipped the checkout rewrite.'],
        ['2015–2019', 'Software Developer, Initech, Austin.'],
        ['Wrote the tests.'],
      ]);
    } finally {
      await opened.pdf.destroy();
    }
  });
});
