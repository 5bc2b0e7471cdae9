import { writeDegree, writeJobDates, writeSchoolDates, type Persona } from './persona';
import { PdfWriter } from './pdf-writer';

export type PdfLayout = 'classic' | 'bold-headings' | 'header-line' | 'compact';
export const PDF_LAYOUTS: readonly PdfLayout[] = [
  'classic',
  'bold-headings',
  'header-line',
  'compact',
];

/** Classic single column: upper-case name and headings, contact line with "|", dates right. */
const classic = async (persona: Persona): Promise<Uint8Array> => {
  const pdf = await PdfWriter.create('helvetica');
  const { regular, bold, italic } = pdf.fonts;
  pdf.line(persona.fullName.toUpperCase(), { font: bold, size: 20 });
  const contact = [persona.locationText, persona.email, persona.phone, persona.linkedin].filter(
    Boolean,
  ) as string[];
  const joined = contact.join(' | ');
  if (pdf.width(joined, regular, 9.5) <= pdf.contentWidth) pdf.line(joined, { size: 9.5 });
  else {
    pdf.line(contact.slice(0, 2).join(' | '), { size: 9.5 });
    pdf.line(contact.slice(2).join(' | '), { size: 9.5 });
  }
  const heading = (text: string) => {
    pdf.space(8);
    pdf.line(text, { font: bold, size: 11.5 });
    pdf.rule();
    pdf.space(2);
  };
  heading('SUMMARY');
  pdf.wrap(persona.summary);
  heading('EXPERIENCE');
  for (const job of persona.jobs) {
    pdf.pair(job.title, writeJobDates(job), bold, regular, 10.5);
    pdf.line(job.location ? `${job.company}, ${job.location}` : job.company, { font: italic });
    for (const bullet of job.bullets) pdf.wrap(bullet, { indent: 8 }, '• ');
    pdf.space(5);
  }
  heading('EDUCATION');
  for (const school of persona.education) {
    pdf.pair(school.school, writeSchoolDates(school), bold, regular, 10.5);
    pdf.line(writeDegree(school));
  }
  heading('SKILLS');
  pdf.wrap(persona.skills.join(', '));
  for (const extra of persona.extras ?? []) {
    heading(extra.heading.toUpperCase());
    for (const line of extra.lines) pdf.line(line);
  }
  return pdf.save();
};

/** Times, mixed-case bold headings in another order (Profile, Skills, Work History, Education). */
const boldHeadings = async (persona: Persona): Promise<Uint8Array> => {
  const pdf = await PdfWriter.create('times');
  const { bold, italic } = pdf.fonts;
  pdf.line(persona.fullName, { font: bold, size: 16 });
  pdf.line(persona.headline, { font: italic, size: 11 });
  for (const line of [persona.email, persona.phone, persona.locationText, persona.linkedin]) {
    if (line) pdf.line(line, { size: 10 });
  }
  const heading = (text: string) => {
    pdf.space(8);
    pdf.line(text, { font: bold, size: 12.5 });
  };
  heading('Profile');
  pdf.wrap(persona.summary, { size: 10.5 });
  heading('Skills');
  for (let at = 0; at < persona.skills.length; at += 4) {
    pdf.line(persona.skills.slice(at, at + 4).join(' • '), { size: 10.5 });
  }
  heading('Work History');
  for (const job of persona.jobs) {
    pdf.line(job.location ? `${job.company} | ${job.location}` : job.company, {
      font: bold,
      size: 10.5,
    });
    pdf.line(`${job.title} | ${writeJobDates(job)}`, { size: 10.5 });
    for (const bullet of job.bullets) pdf.wrap(bullet, { size: 10.5, indent: 6 }, '- ');
    pdf.space(4);
  }
  heading('Education');
  for (const school of persona.education) {
    pdf.line(writeDegree(school, ', '), { font: bold, size: 10.5 });
    pdf.line(`${school.school} | ${writeSchoolDates(school)}`, { size: 10.5 });
  }
  for (const extra of persona.extras ?? []) {
    heading(extra.heading);
    for (const line of extra.lines) pdf.line(line, { size: 10.5 });
  }
  return pdf.save();
};

/** Centered two-line header joined with "•", "Title at Company" entries, inline "Skills:". */
const headerLine = async (persona: Persona): Promise<Uint8Array> => {
  const pdf = await PdfWriter.create('helvetica');
  const { bold } = pdf.fonts;
  pdf.line(persona.fullName, { font: bold, size: 22, align: 'center' });
  pdf.line(`${persona.headline} • ${persona.locationText}`, { size: 11, align: 'center' });
  const contact = [persona.email, persona.phone, persona.linkedin].filter(Boolean) as string[];
  pdf.line(contact.join(' • '), { size: 9.5, align: 'center' });
  const heading = (text: string) => {
    pdf.space(10);
    pdf.line(text, { font: bold, size: 13 });
    pdf.space(2);
  };
  heading('About Me');
  pdf.wrap(persona.summary);
  heading('Employment History');
  for (const job of persona.jobs) {
    pdf.line(`${job.title} at ${job.company}`, { font: bold, size: 11 });
    pdf.line(job.location ? `${writeJobDates(job)} · ${job.location}` : writeJobDates(job), {
      size: 9.5,
    });
    for (const bullet of job.bullets) pdf.wrap(bullet, { indent: 10 }, '• ');
    pdf.space(6);
  }
  heading('Education');
  for (const school of persona.education) {
    pdf.wrap(`${writeDegree(school)}, ${school.school} (${writeSchoolDates(school)})`);
  }
  for (const extra of persona.extras ?? []) {
    heading(extra.heading);
    for (const line of extra.lines) pdf.line(line);
  }
  pdf.space(10);
  pdf.wrap(`Skills: ${persona.skills.join(', ')}`);
  return pdf.save();
};

/**
 * Times, phone right of the name, plain (not bold) upper-case headings, company and title lines
 * each with a right-aligned part, skills in two columns.
 */
const compact = async (persona: Persona): Promise<Uint8Array> => {
  const pdf = await PdfWriter.create('times');
  const { regular, bold, italic } = pdf.fonts;
  pdf.pair(persona.fullName, persona.phone, bold, regular, 15);
  const contact = [persona.email, persona.linkedin, `Location: ${persona.locationText}`].filter(
    Boolean,
  );
  pdf.line(contact.join(' · '), { size: 9.5 });
  const heading = (text: string) => {
    pdf.space(7);
    pdf.line(text, { size: 11 });
    pdf.rule();
  };
  heading('PROFESSIONAL SUMMARY');
  pdf.wrap(persona.summary, { size: 10 });
  heading('CORE COMPETENCIES');
  for (let at = 0; at < persona.skills.length; at += 2) {
    pdf.columns(persona.skills.slice(at, at + 2), 250, { size: 10 });
  }
  heading('WORK EXPERIENCE');
  for (const job of persona.jobs) {
    pdf.pair(job.company, job.location ?? '', bold, regular, 10.5);
    pdf.pair(job.title, writeJobDates(job), italic, italic, 10);
    for (const bullet of job.bullets) pdf.wrap(bullet, { indent: 12 }, '– ');
    pdf.space(4);
  }
  heading('EDUCATION');
  for (const school of persona.education) {
    pdf.pair(
      `${school.school}, ${writeDegree(school)}`,
      writeSchoolDates(school),
      regular,
      regular,
      10,
    );
  }
  for (const extra of persona.extras ?? []) {
    heading(extra.heading.toUpperCase());
    pdf.line(extra.lines.join('; '));
  }
  return pdf.save();
};

const BUILDERS: Record<PdfLayout, (persona: Persona) => Promise<Uint8Array>> = {
  classic,
  'bold-headings': boldHeadings,
  'header-line': headerLine,
  compact,
};

export const buildPdfResume = (persona: Persona, layout: PdfLayout): Promise<Uint8Array> =>
  BUILDERS[layout](persona);
