import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export type FontSet = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
type TextOptions = {
  font?: PDFFont;
  size?: number;
  align?: 'left' | 'center' | 'right';
  indent?: number;
};

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;

/** A tiny top-to-bottom text layout on pdf-lib: lines, wrapped paragraphs, two-sided lines. */
export class PdfWriter {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;
  readonly contentWidth = PAGE[0] - 2 * MARGIN;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: FontSet,
  ) {
    this.page = doc.addPage(PAGE);
  }

  static async create(family: 'helvetica' | 'times'): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const names =
      family === 'helvetica'
        ? [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique]
        : [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold, StandardFonts.TimesRomanItalic];
    const [regular, bold, italic] = await Promise.all(names.map((name) => doc.embedFont(name)));
    return new PdfWriter(doc, { regular: regular!, bold: bold!, italic: italic! });
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  width(text: string, font = this.fonts.regular, size = 10): number {
    return font.widthOfTextAtSize(text, size);
  }

  line(
    text: string,
    { font = this.fonts.regular, size = 10, align = 'left', indent = 0 }: TextOptions = {},
  ): void {
    this.ensure(size * 1.4);
    this.y -= size * 1.4;
    const width = font.widthOfTextAtSize(text, size);
    const x =
      align === 'center'
        ? MARGIN + (this.contentWidth - width) / 2
        : align === 'right'
          ? MARGIN + this.contentWidth - width
          : MARGIN + indent;
    this.page.drawText(text, { x, y: this.y, size, font });
  }

  /** A left text and a right-aligned text on one baseline ("Engineer ........ 2019 – 2021"). */
  pair(left: string, right: string, leftFont: PDFFont, rightFont: PDFFont, size = 10): void {
    this.ensure(size * 1.4);
    this.y -= size * 1.4;
    this.page.drawText(left, { x: MARGIN, y: this.y, size, font: leftFont });
    const width = rightFont.widthOfTextAtSize(right, size);
    this.page.drawText(right, {
      x: MARGIN + this.contentWidth - width,
      y: this.y,
      size,
      font: rightFont,
    });
  }

  /** Cells on one baseline, each `step` points right of the previous one (a skills grid). */
  columns(
    cells: readonly string[],
    step: number,
    { font = this.fonts.regular, size = 10 }: TextOptions = {},
  ): void {
    this.ensure(size * 1.4);
    this.y -= size * 1.4;
    cells.forEach((cell, index) => {
      this.page.drawText(cell, { x: MARGIN + index * step, y: this.y, size, font });
    });
  }

  /** Word-wrapped text; `prefix` (a bullet) is drawn on the first line, later lines hang. */
  wrap(
    text: string,
    { font = this.fonts.regular, size = 10, indent = 0 }: TextOptions = {},
    prefix = '',
  ): void {
    const prefixWidth = prefix ? font.widthOfTextAtSize(prefix, size) : 0;
    const available = this.contentWidth - indent - prefixWidth;
    let current = '';
    let first = true;
    const emit = () => {
      this.line(first ? prefix + current : current, {
        font,
        size,
        indent: first ? indent : indent + prefixWidth,
      });
      first = false;
    };
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > available) {
        emit();
        current = word;
      } else current = candidate;
    }
    if (current) emit();
  }

  rule(): void {
    this.y -= 3;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.contentWidth, y: this.y },
      thickness: 0.6,
      color: rgb(0.5, 0.5, 0.5),
    });
  }

  space(points: number): void {
    this.y -= points;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
