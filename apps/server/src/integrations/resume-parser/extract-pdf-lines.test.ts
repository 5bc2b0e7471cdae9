import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { expect, it } from 'vitest';
import { extractPdfLines } from './extract-pdf-lines';
import { openPdf } from './open-pdf';
import { MAX_PDF_TEXT_CHARS } from './resume-limits';

it('reads at most MAX_PDF_TEXT_CHARS characters of text from a PDF', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const row = 'x'.repeat(150);
  // 20 pages of 70 rows of two runs of 150 characters: 420,000 characters, over the cap.
  for (let page = 0; page < 20; page += 1) {
    const drawn = doc.addPage([1300, 800]);
    for (let line = 0; line < 70; line += 1) {
      drawn.drawText(row, { x: 10, y: 780 - line * 11, size: 7, font });
      drawn.drawText(row, { x: 650, y: 780 - line * 11, size: 7, font });
    }
  }
  const opened = await openPdf(await doc.save());
  if (!opened.ok) throw new Error(opened.reason);
  try {
    const lines = await extractPdfLines(opened.pdf);
    const chars = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
    expect(chars).toBeLessThanOrEqual(MAX_PDF_TEXT_CHARS);
    expect(chars).toBeGreaterThan(MAX_PDF_TEXT_CHARS - 1_000);
  } finally {
    await opened.pdf.destroy();
  }
}, 60_000);

const linesOfPdf = async (draw: (doc: PDFDocument, font: PDFFont) => void) => {
  const doc = await PDFDocument.create();
  draw(doc, await doc.embedFont(StandardFonts.Helvetica));
  const opened = await openPdf(await doc.save());
  if (!opened.ok) throw new Error(opened.reason);
  try {
    return await extractPdfLines(opened.pdf);
  } finally {
    await opened.pdf.destroy();
  }
};

it('keeps a running header only where it first appears, not again on page 2', async () => {
  const lines = await linesOfPdf((doc, font) => {
    const body = [
      ['Jane Okafor', 'Experience', 'Data Analyst at Initech, 2019.03 – 2021.12'],
      ['Analyst at Globex, 2016.01 – 2019.02', 'Skills', 'SQL, Python'],
    ];
    for (const rows of body) {
      const page = doc.addPage([595, 842]);
      page.drawText('Jane Okafor · jane@example.com · +49 30 4177918', {
        x: 40,
        y: 810,
        size: 8,
        font,
      });
      rows.forEach((text, index) =>
        page.drawText(text, { x: 40, y: 760 - index * 20, size: 10, font }),
      );
    }
  });
  expect(lines.map((line) => line.text)).toEqual([
    'Jane Okafor · jane@example.com · +49 30 4177918',
    'Jane Okafor',
    'Experience',
    'Data Analyst at Initech, 2019.03 – 2021.12',
    'Analyst at Globex, 2016.01 – 2019.02',
    'Skills',
    'SQL, Python',
  ]);
});

it('cuts a line where small text stands beside much larger text (a photo caption by the name)', async () => {
  const lines = await linesOfPdf((doc, font) => {
    const page = doc.addPage([595, 842]);
    page.drawText('PHOTO', { x: 40, y: 760, size: 8, font });
    page.drawText('Jane Okafor', {
      x: 40 + font.widthOfTextAtSize('PHOTO', 8) + 30,
      y: 760,
      size: 22,
      font,
    });
  });
  expect(lines[0]?.segments).toEqual(['PHOTO', 'Jane Okafor']);
});

it('cuts a line at a gap of one and a half font sizes: a label column, chips side by side', async () => {
  const size = 9.5;
  const lines = await linesOfPdf((doc, font) => {
    const page = doc.addPage([595, 842]);
    const row = (y: number, texts: string[], gap: number) => {
      let x = 40;
      for (const text of texts) {
        page.drawText(text, { x, y, size, font });
        x += font.widthOfTextAtSize(text, size) + gap;
      }
    };
    row(760, ['Occupation or position held', 'Analytics Lead'], 1.6 * size);
    row(740, ['Statistics', 'A/B testing'], 1.5 * size);
    row(720, ['Senior', 'Data', 'Analyst'], font.widthOfTextAtSize(' ', size));
  });
  expect(lines.map((line) => line.segments)).toEqual([
    ['Occupation or position held', 'Analytics Lead'],
    ['Statistics', 'A/B testing'],
    ['Senior Data Analyst'],
  ]);
});
