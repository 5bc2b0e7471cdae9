import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import { writeDegree, writeJobDates, writeSchoolDates, type Persona } from './persona';

export type DocxLayout = 'heading-styles' | 'bold-paragraphs';
export const DOCX_LAYOUTS: readonly DocxLayout[] = ['heading-styles', 'bold-paragraphs'];

const text = (value: string, options: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new TextRun({ text: value, ...options });

const paragraph = (...runs: TextRun[]) => new Paragraph({ children: runs });

/** A bold left part and a right-aligned part separated by a tab (the usual Word way). */
const tabbed = (left: string, right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
    children: [text(left, { bold: true }), new TextRun({ children: [new Tab(), right] })],
  });

const bullet = (value: string) => new Paragraph({ bullet: { level: 0 }, children: [text(value)] });

/** Word heading styles (Title, Heading 1), right-aligned dates after a tab, real list items. */
const headingStyles = (persona: Persona): Paragraph[] => [
  new Paragraph({ heading: HeadingLevel.TITLE, children: [text(persona.fullName)] }),
  paragraph(text(persona.headline, { italics: true })),
  paragraph(
    text(
      [persona.email, persona.phone, persona.locationText, persona.linkedin]
        .filter(Boolean)
        .join(' | '),
    ),
  ),
  new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text('Summary')] }),
  paragraph(text(persona.summary)),
  new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text('Professional Experience')] }),
  ...persona.jobs.flatMap((job) => [
    tabbed(job.title, writeJobDates(job)),
    paragraph(
      text(job.location ? `${job.company} — ${job.location}` : job.company, { italics: true }),
    ),
    ...job.bullets.map(bullet),
  ]),
  new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text('Education')] }),
  ...persona.education.flatMap((school) => [
    tabbed(school.school, writeSchoolDates(school)),
    paragraph(text(writeDegree(school))),
  ]),
  new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text('Technical Skills')] }),
  ...persona.skills.map(bullet),
  ...(persona.extras ?? []).flatMap((extra) => [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text(extra.heading)] }),
    ...extra.lines.map((line) => paragraph(text(line))),
  ]),
];

/** Plain paragraphs only: bold upper-case headings, "•" typed as text, contact on its own lines. */
const boldParagraphs = (persona: Persona): Paragraph[] => {
  const heading = (value: string) => paragraph(text(value.toUpperCase(), { bold: true, size: 24 }));
  return [
    paragraph(text(persona.fullName, { bold: true, size: 32 })),
    ...[persona.locationText, persona.email, persona.phone, persona.linkedin]
      .filter((line): line is string => Boolean(line))
      .map((line) => paragraph(text(line))),
    heading('Profile'),
    paragraph(text(persona.summary)),
    heading('Skills'),
    paragraph(text(persona.skills.join(', '))),
    heading('Experience'),
    ...persona.jobs.flatMap((job) => [
      paragraph(text(job.company, { bold: true })),
      paragraph(text([job.title, writeJobDates(job), job.location].filter(Boolean).join(' | '))),
      ...job.bullets.map((line) => paragraph(text(`• ${line}`))),
    ]),
    heading('Education'),
    ...persona.education.flatMap((school) => [
      paragraph(text(school.school, { bold: true })),
      paragraph(text(`${writeDegree(school, ', ')} | ${writeSchoolDates(school)}`)),
    ]),
    ...(persona.extras ?? []).flatMap((extra) => [
      heading(extra.heading),
      ...extra.lines.map((line) => paragraph(text(line))),
    ]),
  ];
};

export const buildDocxResume = async (
  persona: Persona,
  layout: DocxLayout,
): Promise<Uint8Array> => {
  const children = layout === 'heading-styles' ? headingStyles(persona) : boldParagraphs(persona);
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
};
