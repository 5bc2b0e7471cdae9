import { LONG_MONTHS, SHORT_MONTHS, padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 10's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `resume-builder`: an online resume builder's one-column template: "Profile", "Employment
 *   History" with each job "**Title, Company, City**" over "January 2019 — Present" (an em dash),
 *   "Skills" as a two-column grid of the skill and its level ("Python" · "Expert"), "Languages";
 * - `word-table`: a Word template laid out in a two-cell table: the left cell holding the name,
 *   the contact details, "Key Skills" and "Languages", the right cell "Objective", "Experience"
 *   ("Company — City" in bold over "Title" over "Jan 2019 – Present") and "Education";
 * - `federal`: the US federal resume (USAJOBS builder): every job a block of labelled lines
 *   ("Employer:", "Job Title:", "Dates of Employment:", "Hours per week:", "Duties and
 *   Accomplishments:"), under "Work Experience"; "Education", "Additional Information",
 *   "Technical Skills".
 */
export const ROUND10_LAYOUTS = ['resume-builder', 'word-table', 'federal'] as const;
export type Round10Layout = (typeof ROUND10_LAYOUTS)[number];

/** "January 2019 — Present": full months, an em dash. */
const emDashDates = (job: CorpusJob) =>
  `${LONG_MONTHS[job.start.month - 1]} ${job.start.year} — ${job.end ? `${LONG_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;
/** "Jan 2019 – Present". */
const shortDates = (job: CorpusJob) =>
  `${SHORT_MONTHS[job.start.month - 1]} ${job.start.year} – ${job.end ? `${SHORT_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;
/** "03/2019 - Present" as the federal builder writes it. */
const federalDates = (job: CorpusJob) =>
  `${padMonth(job.start.month)}/${job.start.year} - ${job.end ? `${padMonth(job.end.month)}/${job.end.year}` : 'Present'}`;

const LEVELS = ['Expert', 'Experienced', 'Skillful', 'Intermediate'];

const resumeBuilder = (person: CorpusPerson) =>
  page(
    `h1 { font-size: 24pt; } .role { font-size: 11pt; color: #555; }
     .contact { display: flex; gap: 14pt; font-size: 8.5pt; margin: 4pt 0 6pt; }
     h2 { text-transform: none; letter-spacing: 0; font-size: 13pt; color: #111; }
     .job { margin-top: 7pt; } .when { color: #777; font-size: 8.5pt; text-transform: uppercase; }
     .skills { display: grid; grid-template-columns: 1fr 1fr; column-gap: 24pt; row-gap: 2pt; }
     .skill { display: flex; justify-content: space-between; border-bottom: 0.5pt solid #ddd; }
     .level { color: #1a91f0; font-size: 8.5pt; }`,
    `<h1>${escape(person.name)}</h1><p class="role">${escape(person.headline)}</p>
<div class="contact"><span>${escape(person.city)}</span><span>${escape(person.phone)}</span><span>${escape(person.email)}</span></div>
<h2>Profile</h2><p>${escape(person.summary)}</p>
<h2>Employment History</h2>
${person.jobs
  .map(
    (
      job,
    ) => `<div class="job"><p><b>${escape(job.title)}, ${escape(job.company)}, ${escape(job.city)}</b></p>
<p class="when">${escape(emDashDates(job))}</p>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Education</h2>
<p><b>${escape(person.school.degree)}, ${escape(person.school.name)}</b></p>
<p class="when">${person.school.start} — ${person.school.end}</p>
<h2>Skills</h2>
<div class="skills">${person.skills
      .map(
        (skill, index) =>
          `<div class="skill"><span>${escape(skill)}</span><span class="level">${choose(person, `level${index}`, LEVELS)}</span></div>`,
      )
      .join('')}</div>
<h2>Languages</h2>
<p>${person.languages.map(escape).join(', ')}</p>`,
  );

const wordTable = (person: CorpusPerson) =>
  page(
    `table.layout { width: 100%; border-collapse: collapse; }
     td.left { width: 32%; background: #e9eef3; padding: 12pt 10pt; vertical-align: top; }
     td.right { padding: 12pt 0 12pt 16pt; vertical-align: top; }
     td.left h1 { font-size: 20pt; } h2 { color: #35586c; }
     .job { margin-top: 7pt; } .when { color: #666; font-size: 8.5pt; }`,
    `<table class="layout"><tr><td class="left">
<h1>${escape(person.name)}</h1>
<p>${escape(person.headline)}</p>
<h2>Contact</h2>
<p>${escape(person.phone)}</p>
<p>${escape(person.email)}</p>
<p>${escape(person.city)}</p>
<h2>${choose(person, 'skills', ['Key Skills', 'Skills'])}</h2>
${person.skills.map((skill) => `<p>${escape(skill)}</p>`).join('\n')}
<h2>Languages</h2>
${person.languages.map((language) => `<p>${escape(language)}</p>`).join('\n')}
</td><td class="right">
<h2>Objective</h2><p>${escape(person.summary)}</p>
<h2>Experience</h2>
${person.jobs
  .map(
    (job) => `<div class="job"><p><b>${escape(job.company)} — ${escape(job.city)}</b></p>
<p>${escape(job.title)}</p>
<p class="when">${escape(shortDates(job))}</p>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Education</h2>
<p><b>${escape(person.school.name)}</b></p>
<p>${escape(person.school.degree)}</p>
<p class="when">${person.school.start} – ${person.school.end}</p>
</td></tr></table>`,
  );

const federal = (person: CorpusPerson) =>
  page(
    `body { font-family: 'DejaVu Serif', serif; font-size: 10pt; }
     h1 { font-size: 16pt; } h2 { color: #000; font-size: 11pt; border-bottom: 1pt solid #000; }
     .job { margin-top: 8pt; } .field b { font-weight: bold; }`,
    `<h1>${escape(person.name)}</h1>
<p>${escape(person.city)}</p>
<p>Mobile: ${escape(person.phone)}</p>
<p>Email: ${escape(person.email)}</p>
<p>Citizenship: Yes · Veterans' Preference: No</p>
<h2>Work Experience</h2>
${person.jobs
  .map(
    (job) => `<div class="job">
<p class="field"><b>Employer:</b> ${escape(job.company)}, ${escape(job.city)}</p>
<p class="field"><b>Job Title:</b> ${escape(job.title)}</p>
<p class="field"><b>Dates of Employment:</b> ${escape(federalDates(job))}</p>
<p class="field"><b>Hours per week:</b> 40</p>
<p class="field"><b>Duties and Accomplishments:</b></p>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Education</h2>
<p>${escape(person.school.name)}</p>
<p>${escape(person.school.degree)} · ${person.school.end}</p>
<h2>Technical Skills</h2>
<p>${person.skills.map(escape).join('; ')}</p>
<h2>Additional Information</h2>
<p>Languages: ${person.languages.map(escape).join(', ')}</p>`,
  );

export const ROUND10_RENDER: Record<Round10Layout, (person: CorpusPerson) => string> = {
  'resume-builder': resumeBuilder,
  'word-table': wordTable,
  federal,
};
