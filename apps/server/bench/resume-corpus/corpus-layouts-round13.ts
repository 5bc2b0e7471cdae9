import { SHORT_MONTHS } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 13's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `academic`: an academic-style CV of someone in industry: education first, "Professional
 *   Appointments" with "Title, Company, City" and "2019–present" set right, "Selected
 *   Publications", "Skills" as labelled lines ("Programming: …", "Tools: …");
 * - `infographic`: a designed template with a timeline: each job's years as "2019 / Present" in a
 *   coloured box beside "Title" and "Company · City", the skills as bars with a percentage
 *   ("Python 90%"), "About Me", "Contact";
 * - `cover-letter`: one PDF holding a cover letter on page 1 (the sender's block, the date, the
 *   addressee, "Dear Hiring Manager", a letter that names the role applied for and the person's
 *   current employer, the signature) and the resume on page 2 ("Experience", "Skills",
 *   "Education").
 */
export const ROUND13_LAYOUTS = ['academic', 'infographic', 'cover-letter'] as const;
export type Round13Layout = (typeof ROUND13_LAYOUTS)[number];

/** "2019–present". */
const lowerPresent = (job: CorpusJob) => `${job.start.year}–${job.end ? job.end.year : 'present'}`;
/** "2019 / Present". */
const slashYears = (job: CorpusJob) => `${job.start.year} / ${job.end ? job.end.year : 'Present'}`;
/** "Mar 2019 – Present". */
const shortDates = (job: CorpusJob) =>
  `${SHORT_MONTHS[job.start.month - 1]} ${job.start.year} – ${job.end ? `${SHORT_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;

const academic = (person: CorpusPerson) => {
  const half = Math.ceil(person.skills.length / 2);
  return page(
    `body { font-family: 'DejaVu Serif', serif; font-size: 10pt; }
     h1 { font-size: 18pt; font-weight: normal; } .contact { font-size: 9pt; color: #444; }
     h2 { text-transform: none; letter-spacing: 0; color: #000; font-size: 11.5pt; font-style: italic; }
     .row { display: flex; justify-content: space-between; margin-top: 4pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.email)} · ${escape(person.phone)} · ${escape(person.city)}</p>
<h2>Education</h2>
<div class="row"><span>${escape(person.school.degree)}, ${escape(person.school.name)}</span><span>${person.school.start}–${person.school.end}</span></div>
<h2>${choose(person, 'experience', ['Professional Appointments', 'Appointments'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="row"><span>${escape(job.title)}, ${escape(job.company)}, ${escape(job.city)}</span><span>${escape(lowerPresent(job))}</span></div>${bullets(job)}`,
  )
  .join('\n')}
<h2>Selected Publications</h2>
<p>“Measuring what matters in small teams”, Proceedings of a practitioners’ workshop, 2021.</p>
<h2>Skills</h2>
<p>Programming: ${person.skills.slice(0, half).map(escape).join(', ')}</p>
<p>Tools: ${person.skills.slice(half).map(escape).join(', ')}</p>`,
  );
};

const PERCENTS = [95, 90, 85, 80, 75, 70, 65];

const infographic = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2fr; column-gap: 18pt; }
     h1 { font-size: 26pt; color: #e65100; } .role { font-size: 12pt; letter-spacing: 1pt; }
     h2 { color: #e65100; }
     .job { display: grid; grid-template-columns: 64pt 1fr; column-gap: 8pt; margin-top: 8pt; }
     .year { background: #e65100; color: #fff; font-size: 8.5pt; text-align: center; padding: 2pt; height: 12pt; }
     .skill { display: flex; justify-content: space-between; font-size: 9pt; }
     .bar { height: 4pt; background: #ffe0b2; margin-bottom: 4pt; } .bar div { height: 4pt; background: #e65100; }`,
    `<h1>${escape(person.name)}</h1><p class="role">${escape(person.headline)}</p>
<div class="grid"><div>
<h2>Contact</h2>
<p>${escape(person.phone)}</p><p>${escape(person.email)}</p><p>${escape(person.city)}</p>
<h2>Skills</h2>
${person.skills
  .map((skill, index) => {
    const percent = PERCENTS[index % PERCENTS.length] ?? 70;
    return `<div class="skill"><span>${escape(skill)}</span><span>${percent}%</span></div><div class="bar"><div style="width: ${percent}%"></div></div>`;
  })
  .join('\n')}
</div><div>
<h2>About Me</h2><p>${escape(person.summary)}</p>
<h2>Experience</h2>
${person.jobs
  .map(
    (
      job,
    ) => `<div class="job"><div class="year">${escape(slashYears(job))}</div><div><p><b>${escape(job.title)}</b></p>
<p>${escape(job.company)} · ${escape(job.city)}</p>${bullets(job)}</div></div>`,
  )
  .join('\n')}
<h2>Education</h2>
<p><b>${escape(person.school.degree)}</b></p><p>${escape(person.school.name)} · ${person.school.end}</p>
</div></div>`,
  );

const coverLetter = (person: CorpusPerson) => {
  const current = person.jobs[0];
  return page(
    `.letter { page-break-after: always; font-size: 10.5pt; line-height: 1.45; }
     .letter p { margin: 0 0 8pt; } .sender p { margin: 0; }
     h1 { font-size: 20pt; } h2 { color: #333; }
     .row { display: flex; justify-content: space-between; margin-top: 6pt; }`,
    `<div class="letter">
<div class="sender"><p><b>${escape(person.name)}</b></p><p>${escape(person.city)}</p><p>${escape(person.email)}</p><p>${escape(person.phone)}</p></div>
<p style="margin-top: 14pt">14 May 2025</p>
<p>Hiring Team<br>Northwind Recruiting Partners</p>
<p>Dear Hiring Manager,</p>
<p>I am writing to apply for the ${escape(current?.title ?? 'open')} role you advertised. For the last years I have worked as ${escape(current?.title ?? 'a specialist')} at ${escape(current?.company ?? 'my company')}, where ${escape((current?.bullets[0] ?? 'I led several projects').replace(/^./, (letter) => letter.toLowerCase()))}.</p>
<p>I would welcome the chance to talk about how I could help your team. My resume follows on the next page.</p>
<p>Kind regards,</p>
<p>${escape(person.name)}</p>
</div>
<h1>${escape(person.name)}</h1>
<p>${escape(person.headline)} · ${escape(person.email)} · ${escape(person.phone)}</p>
<h2>Experience</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="row"><b>${escape(job.title)} — ${escape(job.company)}</b><span>${escape(shortDates(job))}</span></div>${bullets(job)}`,
  )
  .join('\n')}
<h2>Skills</h2>
<p>${person.skills.map(escape).join(' · ')}</p>
<h2>Education</h2>
<p>${escape(person.school.degree)}, ${escape(person.school.name)}, ${person.school.end}</p>`,
  );
};

export const ROUND13_RENDER: Record<Round13Layout, (person: CorpusPerson) => string> = {
  academic,
  infographic,
  'cover-letter': coverLetter,
};
