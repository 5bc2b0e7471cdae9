import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A person written into the CSV and resume fixtures. */
export type FixturePerson = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  title: string;
  company: string;
  skills: string[];
};

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

const quote = (cell: string, delimiter: string): string =>
  /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;

/** A CSV file from rows of cells: quoted where needed, CRLF line ends. */
export const buildCsv = (
  name: string,
  rows: readonly (readonly string[])[],
  delimiter = ',',
): UploadFile => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(
    `${rows.map((row) => row.map((cell) => quote(cell, delimiter)).join(delimiter)).join('\r\n')}\r\n`,
    'utf8',
  ),
});

/** Resume sections as text lines: the order recruiters' resumes usually follow. */
const resumeSections = (person: FixturePerson) => ({
  header: [
    `${person.firstName} ${person.lastName}`,
    `${person.email} | ${person.phone} | ${person.city}`,
  ],
  sections: [
    {
      title: 'EXPERIENCE',
      lines: [
        `${person.title} at ${person.company}`,
        'Jan 2020 - Present',
        'Led the team and shipped the product.',
      ],
    },
    {
      title: 'EDUCATION',
      lines: ['University of Cambridge', 'BSc Mathematics, 2014 - 2017'],
    },
    { title: 'SKILLS', lines: [person.skills.join(', ')] },
  ],
});

/** A one-page text PDF resume, written with pdf-lib. */
export const buildResumePdf = async (name: string, person: FixturePerson): Promise<UploadFile> => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { header, sections } = resumeSections(person);
  let y = 790;
  const line = (text: string, size: number, font = regular) => {
    page.drawText(text, { x: 50, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 8;
  };
  line(header[0] ?? '', 22, bold);
  line(header[1] ?? '', 11);
  for (const section of sections) {
    y -= 10;
    line(section.title, 13, bold);
    for (const text of section.lines) line(text, 11);
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
};

/** A DOCX resume, written with the docx package. */
export const buildResumeDocx = async (name: string, person: FixturePerson): Promise<UploadFile> => {
  const { header, sections } = resumeSections(person);
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: header[0] ?? '', bold: true })],
          }),
          new Paragraph({ children: [new TextRun(header[1] ?? '')] }),
          ...sections.flatMap((section) => [
            new Paragraph({
              heading: HeadingLevel.HEADING_1,
              children: [new TextRun({ text: section.title, bold: true })],
            }),
            ...section.lines.map((text) => new Paragraph({ children: [new TextRun(text)] })),
          ]),
        ],
      },
    ],
  });
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await Packer.toBuffer(document),
  };
};

/** A tiny real PNG image under a .pdf name: the server must refuse it by its content. */
export const buildPngNamedPdf = (name: string): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
});
