import { writeDates, type CorpusJob, type CorpusPerson } from './corpus-people';

/** The page shell and the pieces every corpus layout writes the same way. */
export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const page = (css: string, body: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Resume</title><style>
@page { size: A4; margin: 14mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #222; margin: 0; }
h1 { font-size: 22pt; margin: 0 0 2pt; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.5pt; margin: 12pt 0 4pt; color: #1d4e89; }
ul { margin: 2pt 0 6pt; padding-left: 14pt; }
p { margin: 1pt 0; }
${css}
</style></head><body>${body}</body></html>`;

export const bullets = (job: CorpusJob) =>
  `<ul>${job.bullets.map((line) => `<li>${escape(line)}.</li>`).join('')}</ul>`;
export const dates = (person: CorpusPerson, job: CorpusJob) =>
  escape(writeDates(job, person.style.dates));
export const heading = (text: string) => `<h2>${escape(text)}</h2>`;
export const schoolLine = (person: CorpusPerson) =>
  `<p><b>${escape(person.school.degree)}</b></p><p>${escape(person.school.name)}, ${person.school.start} – ${person.school.end}</p>`;
