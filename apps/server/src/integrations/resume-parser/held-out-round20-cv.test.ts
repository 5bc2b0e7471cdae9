import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeLine } from '../../../test/resume-fixtures/make-line';
import { entryParts } from './entry-parts';
import { extractPdfLines } from './extract-pdf-lines';
import { openPdf } from './open-pdf';
import { splitAtGap } from './pdf-reading-order';
import { sectionKindFromContent } from './section-content-kind';
import { sectionKindOf } from './section-kind';

/** Round 20 of decision 017: what the Awesome-CV, Australian and Google Docs Serif resumes missed. */
const segmentsOf = async (
  draw: (page: ReturnType<PDFDocument['addPage']>, doc: PDFDocument) => Promise<void>,
) => {
  const doc = await PDFDocument.create();
  await draw(doc.addPage([595, 842]), doc);
  const opened = await openPdf(await doc.save());
  if (!opened.ok) throw new Error(opened.reason);
  try {
    return (await extractPdfLines(opened.pdf)).map((line) => line.segments);
  } finally {
    await opened.pdf.destroy();
  }
};

describe('an Awesome-CV resume printed to PDF', () => {
  it('reads a position in small capitals as one phrase beside its dates', async () => {
    const segments = await segmentsOf(async (page, doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      let x = 40;
      // Chromium's small capitals: each word's capital at 9 pt, the other letters at 6 pt.
      for (const word of ['SENIOR', 'SOFTWARE', 'ENGINEER']) {
        page.drawText(word.slice(0, 1), { x, y: 700, size: 9, font });
        x += font.widthOfTextAtSize(word.slice(0, 1), 9);
        page.drawText(word.slice(1), { x, y: 700, size: 6, font });
        x += font.widthOfTextAtSize(word.slice(1), 6) + font.widthOfTextAtSize(' ', 6);
      }
      page.drawText('February 2022 - Present', { x: 460, y: 700, size: 8.5, font });
    });
    expect(segments).toEqual([['SENIOR SOFTWARE ENGINEER', 'February 2022 - Present']]);
  });

  it('cuts a bold category from its plain items set two word spaces apart', async () => {
    const segments = await segmentsOf(async (page, doc) => {
      const bold = await doc.embedFont(StandardFonts.HelveticaBold);
      const font = await doc.embedFont(StandardFonts.Helvetica);
      page.drawText('Core', { x: 60, y: 700, size: 9.5, font: bold });
      page.drawText('GraphQL, Go, REST APIs', {
        x: 60 + bold.widthOfTextAtSize('Core', 9.5) + 6,
        y: 700,
        size: 9.5,
        font,
      });
      // A bold word and a plain one a word space apart stay one phrase.
      page.drawText('Finalist', { x: 60, y: 680, size: 9.5, font: bold });
      page.drawText('Global Hackathon', {
        x: 60 + bold.widthOfTextAtSize('Finalist ', 9.5),
        y: 680,
        size: 9.5,
        font,
      });
    });
    expect(segments).toEqual([['Core', 'GraphQL, Go, REST APIs'], ['Finalist Global Hackathon']]);
  });

  it('takes the icon off a place set apart as a cell of its own', () => {
    expect(entryParts(makeLine('Monarch Media\t⌂ Amsterdam, Netherlands')).parts).toEqual([
      'Monarch Media',
      'Amsterdam, Netherlands',
    ]);
    expect(entryParts(makeLine('📅 08/2022 - Present📍 Austin, TX')).parts).toEqual(['Austin, TX']);
  });
});

describe('a Google Docs Serif resume printed to PDF', () => {
  it('keeps a left column line that reaches into the gutter in the left column', () => {
    const { left, right, crossing } = splitAtGap(
      [
        { x: 40, width: 330, text: 'Grew organic traffic by 180% in eighteen months. Managed' },
        { x: 380, width: 120, text: 'Brand strategy, Email' },
        { x: 40, width: 540, text: 'A full-width line across both columns' },
      ],
      { start: 362, end: 380 },
    );
    expect(left.map((item) => item.x)).toEqual([40]);
    expect(right.map((item) => item.x)).toEqual([380]);
    expect(crossing.map((item) => item.text)).toEqual(['A full-width line across both columns']);
  });
});

describe('an Australian resume', () => {
  it('knows "Referees" and "Licences & Certifications"', () => {
    expect(sectionKindOf('Referees')).toBe('references');
    expect(sectionKindOf('Licences & Certifications')).toBe('certifications');
  });

  it('does not read referees under an unknown heading as skills', () => {
    const referees = [
      'Michael Brown\tPriya Singh',
      'Engineering Manager, Globex\tHead of Operations, Aperture Science',
      'Mobile: 0412 345 678\tMobile: 0422 346 677',
      'Email: michael.brown@globex.com.au\tEmail: priya.singh@aperturescience.com.au',
      'Jane Mitchell',
      'Director, Initech',
      'Mobile: 0432 347 676',
    ].map((text) => makeLine(text));
    expect(sectionKindFromContent(referees)).not.toBe('skills');
    expect(sectionKindFromContent(['Python', 'SQL', 'Docker'].map((text) => makeLine(text)))).toBe(
      'skills',
    );
  });
});
