import { LONG_MONTHS } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 12's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `latex-classic`: the LaTeX resume template engineers share on Overleaf: the name centred in
 *   small capitals, the contact line joined by "|", small-capital section names over a rule, each
 *   job "**Title**" with "June 2020 – Present" set right, then "_Company_" with "City" set right,
 *   "Technical Skills" as "**Languages**: …" / "**Tools**: …" lines;
 * - `hybrid`: a hybrid resume: "Summary of Qualifications" as bullets, "Core Competencies" in a
 *   three-column table without bullets, each job "COMPANY, City" in bold capitals over "Title
 *   (2019 – Present)", older roles on one line each under "Earlier Career";
 * - `nordic`: a Scandinavian CV with the photo right of the name, "Personal Profile", "Key
 *   Qualifications", the dates in a left column as "2019–" for a running job and "2015–2019",
 *   each entry "Title, Company" in bold over the place.
 */
export const ROUND12_LAYOUTS = ['latex-classic', 'hybrid', 'nordic'] as const;
export type Round12Layout = (typeof ROUND12_LAYOUTS)[number];

/** "June 2020 – Present". */
const latexDates = (job: CorpusJob) =>
  `${LONG_MONTHS[job.start.month - 1]} ${job.start.year} – ${job.end ? `${LONG_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;
/** "2019 – Present", "2015 – 2019". */
const yearRange = (job: CorpusJob) => `${job.start.year} – ${job.end ? job.end.year : 'Present'}`;
/** "2019–" while it runs, "2015–2019". */
const nordicDates = (job: CorpusJob) => `${job.start.year}–${job.end ? job.end.year : ''}`;

const latexClassic = (person: CorpusPerson) => {
  const half = Math.ceil(person.skills.length / 2);
  return page(
    `body { font-family: 'DejaVu Serif', serif; font-size: 10pt; }
     h1 { text-align: center; font-variant: small-caps; font-weight: bold; font-size: 24pt; }
     .contact { text-align: center; margin-bottom: 6pt; }
     h2 { font-variant: small-caps; text-transform: none; letter-spacing: 0; color: #000; font-size: 13pt;
          border-bottom: 0.6pt solid #000; margin-top: 10pt; }
     .row { display: flex; justify-content: space-between; } .entry { margin-top: 5pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.phone)} | ${escape(person.email)} | ${escape(person.city)}</p>
<h2>Education</h2>
<div class="entry"><div class="row"><b>${escape(person.school.name)}</b><span>${person.school.start} – ${person.school.end}</span></div>
<div class="row"><i>${escape(person.school.degree)}</i></div></div>
<h2>Experience</h2>
${person.jobs
  .map(
    (
      job,
    ) => `<div class="entry"><div class="row"><b>${escape(job.title)}</b><span>${escape(latexDates(job))}</span></div>
<div class="row"><i>${escape(job.company)}</i><i>${escape(job.city)}</i></div>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Technical Skills</h2>
<p><b>Languages</b>: ${person.skills.slice(0, half).map(escape).join(', ')}</p>
<p><b>Tools</b>: ${person.skills.slice(half).map(escape).join(', ')}</p>`,
  );
};

const hybrid = (person: CorpusPerson) => {
  const rows = [0, 3, 6].map((start) => person.skills.slice(start, start + 3));
  return page(
    `h1 { font-size: 20pt; } .contact { font-size: 9pt; margin-bottom: 6pt; }
     h2 { color: #222; border-bottom: 1pt solid #999; }
     table { width: 100%; border-collapse: collapse; } td { width: 33%; padding: 1pt 4pt 1pt 0; }
     .org { font-weight: bold; text-transform: uppercase; margin-top: 7pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.city)} • ${escape(person.phone)} • ${escape(person.email)}</p>
<h2>Summary of Qualifications</h2>
<ul><li>${escape(person.summary)}</li><li>Known for calm delivery under pressure and clear writing.</li></ul>
<h2>Core Competencies</h2>
<table>${rows
      .filter((row) => row.length > 0)
      .map((row) => `<tr>${row.map((skill) => `<td>${escape(skill)}</td>`).join('')}</tr>`)
      .join('')}</table>
<h2>${choose(person, 'experience', ['Professional Experience', 'Experience'])}</h2>
${person.jobs
  .slice(0, 2)
  .map(
    (job) => `<p class="org">${escape(job.company)}, ${escape(job.city)}</p>
<p>${escape(job.title)} (${escape(yearRange(job))})</p>${bullets(job)}`,
  )
  .join('\n')}
${
  person.jobs.length > 2
    ? `<h2>Earlier Career</h2>
${person.jobs
  .slice(2)
  .map(
    (job) =>
      `<p>${escape(job.title)}, ${escape(job.company)}, ${job.start.year}–${job.end?.year ?? ''}</p>`,
  )
  .join('\n')}`
    : ''
}
<h2>Education</h2>
<p>${escape(person.school.degree)}, ${escape(person.school.name)}, ${person.school.end}</p>`,
  );
};

const nordic = (person: CorpusPerson) =>
  page(
    `.top { display: flex; justify-content: space-between; align-items: flex-start; }
     .photo { width: 70pt; height: 85pt; background: #cfd8dc; }
     h1 { font-size: 22pt; font-weight: 300; } .contact p { font-size: 9pt; }
     h2 { text-transform: none; letter-spacing: 0; color: #37474f; font-size: 12.5pt; }
     table { width: 100%; border-collapse: collapse; } td { vertical-align: top; padding: 3pt 0; }
     td.when { width: 22%; color: #555; }`,
    `<div class="top"><div><h1>${escape(person.name)}</h1>
<div class="contact"><p>${escape(person.email)}</p><p>${escape(person.phone)}</p><p>${escape(person.city)}</p></div></div>
<div class="photo"></div></div>
<h2>Personal Profile</h2><p>${escape(person.summary)}</p>
<h2>Work Experience</h2>
<table>${person.jobs
      .map(
        (job) =>
          `<tr><td class="when">${escape(nordicDates(job))}</td><td><b>${escape(job.title)}, ${escape(job.company)}</b><br>${escape(job.city)}${bullets(job)}</td></tr>`,
      )
      .join('')}</table>
<h2>Education</h2>
<table><tr><td class="when">${person.school.start}–${person.school.end}</td><td><b>${escape(person.school.degree)}</b><br>${escape(person.school.name)}</td></tr></table>
<h2>Key Qualifications</h2>
<p>${person.skills.map(escape).join(', ')}</p>
<h2>Languages</h2>
<p>${person.languages.map(escape).join(', ')}</p>`,
  );

export const ROUND12_RENDER: Record<Round12Layout, (person: CorpusPerson) => string> = {
  'latex-classic': latexClassic,
  hybrid,
  nordic,
};
