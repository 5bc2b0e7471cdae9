import { padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 11's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `europass-2020`: the Europass CV of the current online editor (not the classic table of round
 *   5): a band with the name, labelled contact lines ("Email address:", "Phone number:", "Home:"),
 *   "WORK EXPERIENCE" where each job is "01/03/2019 – CURRENT" and "City, Country" over "TITLE" in
 *   capitals and the employer, "DIGITAL SKILLS" as items joined by " | ", "LANGUAGE SKILLS" with
 *   "Mother tongue(s):";
 * - `developer`: a software developer's CV: the name with a GitHub handle, "Tech Stack" as code
 *   tags, each job "Title at Company" over "2019 → present · City" and a "Stack:" line inside the
 *   job, "Open Source" and "Education";
 * - `enhancv`: a two-column builder template: the left column with "Experience" (the title large,
 *   the company in colour, a row of "📅 01/2019 - Present" and "📍 City"), the right column with
 *   "Strengths", "Skills" as underlined tags and "Education".
 */
export const ROUND11_LAYOUTS = ['europass-2020', 'developer', 'enhancv'] as const;
export type Round11Layout = (typeof ROUND11_LAYOUTS)[number];

/** "01/03/2019 – CURRENT": day, month and year, the first of the month. */
const europassDates = (job: CorpusJob) =>
  `01/${padMonth(job.start.month)}/${job.start.year} – ${job.end ? `28/${padMonth(job.end.month)}/${job.end.year}` : 'CURRENT'}`;
/** "2019 → present". */
const arrowDates = (job: CorpusJob) => `${job.start.year} → ${job.end ? job.end.year : 'present'}`;
/** "01/2019 - Present". */
const monthYear = (job: CorpusJob) =>
  `${padMonth(job.start.month)}/${job.start.year} - ${job.end ? `${padMonth(job.end.month)}/${job.end.year}` : 'Present'}`;

const handleOf = (email: string) => (email.split('@')[0] ?? email).replace(/\./g, '-');

const europass2020 = (person: CorpusPerson) =>
  page(
    `.band { background: #0e47cb; color: #fff; padding: 12pt 14pt; margin-bottom: 8pt; }
     .band h1 { color: #fff; font-size: 20pt; }
     .band p { font-size: 8.5pt; } .band b { font-weight: bold; }
     h2 { color: #0e47cb; border-bottom: 1pt solid #0e47cb; }
     .when { color: #555; font-size: 8.5pt; margin-top: 7pt; }
     .role { text-transform: uppercase; font-weight: bold; } .where { color: #555; }`,
    `<div class="band"><h1>${escape(person.name)}</h1>
<p><b>Email address:</b> ${escape(person.email)} <b>Phone number:</b> ${escape(person.phone)} <b>Home:</b> ${escape(person.city)}</p></div>
<h2>About Me</h2><p>${escape(person.summary)}</p>
<h2>Work Experience</h2>
${person.jobs
  .map(
    (job) => `<p class="when">${escape(europassDates(job))} ${escape(job.city)}</p>
<p class="role">${escape(job.title)}</p>
<p class="where">${escape(job.company)}</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>Education and Training</h2>
<p class="when">${person.school.start} – ${person.school.end}</p>
<p class="role">${escape(person.school.degree)}</p>
<p class="where">${escape(person.school.name)}</p>
<h2>Language Skills</h2>
<p>Mother tongue(s): ${escape(person.languages[0] ?? 'English')}</p>
<p>Other language(s): ${person.languages.slice(1).map(escape).join(', ')}</p>
<h2>Digital Skills</h2>
<p>${person.skills.map(escape).join(' | ')}</p>`,
  );

const developer = (person: CorpusPerson) =>
  page(
    `body { font-size: 9.5pt; } h1 { font-size: 22pt; } .handle { font-family: 'DejaVu Sans Mono', monospace; color: #555; }
     h2 { text-transform: none; letter-spacing: 0; color: #111; font-size: 12.5pt; }
     code { font-family: 'DejaVu Sans Mono', monospace; background: #eee; padding: 0 3pt; border-radius: 2pt; font-size: 8.5pt; }
     .tags code { display: inline-block; margin: 0 3pt 3pt 0; }
     .job { margin-top: 7pt; } .when { color: #666; font-size: 8.5pt; } .stack { font-size: 8.5pt; color: #444; }`,
    `<h1>${escape(person.name)}</h1>
<p class="handle">github.com/${escape(handleOf(person.email))} · ${escape(person.email)} · ${escape(person.phone)} · ${escape(person.city)}</p>
<p>${escape(person.summary)}</p>
<h2>${choose(person, 'skills', ['Tech Stack', 'Technologies'])}</h2>
<ul class="tags" style="list-style: none; padding: 0;">${person.skills.map((skill) => `<li style="display: inline;"><code>${escape(skill)}</code></li>`).join(' ')}</ul>
<h2>${choose(person, 'experience', ['Experience', 'Where I Worked'])}</h2>
${person.jobs
  .map(
    (job) => `<div class="job"><p><b>${escape(job.title)}</b> at <b>${escape(job.company)}</b></p>
<p class="when">${escape(arrowDates(job))} · ${escape(job.city)}</p>${bullets(job)}
<p class="stack">Stack: ${person.skills.slice(0, 3).map(escape).join(', ')}</p></div>`,
  )
  .join('\n')}
<h2>Open Source</h2><p>Maintainer of a small library with a few hundred stars; occasional contributor to the tools above.</p>
<h2>Education</h2>
<p>${escape(person.school.degree)} — ${escape(person.school.name)}, ${person.school.end}</p>`,
  );

const enhancv = (person: CorpusPerson) =>
  page(
    `.head h1 { font-size: 24pt; text-transform: uppercase; } .head .role { color: #008cff; font-size: 12pt; }
     .head .contact { display: flex; gap: 14pt; font-size: 8.5pt; margin: 3pt 0 8pt; }
     .grid { display: grid; grid-template-columns: 1.6fr 1fr; column-gap: 18pt; }
     h2 { color: #222; border-bottom: 2pt solid #222; }
     .title { font-size: 11.5pt; margin-top: 7pt; } .company { color: #008cff; font-weight: bold; }
     .meta { display: flex; gap: 14pt; font-size: 8pt; color: #555; }
     .tags span { display: inline-block; border-bottom: 1pt solid #999; margin: 0 6pt 4pt 0; }`,
    `<div class="head"><h1>${escape(person.name)}</h1><p class="role">${escape(person.headline)}</p>
<div class="contact"><span>☎ ${escape(person.phone)}</span><span>@ ${escape(person.email)}</span><span>📍 ${escape(person.city)}</span></div></div>
<div class="grid"><div>
<h2>Experience</h2>
${person.jobs
  .map(
    (job) => `<p class="title">${escape(job.title)}</p>
<p class="company">${escape(job.company)}</p>
<div class="meta"><span>📅 ${escape(monthYear(job))}</span><span>📍 ${escape(job.city)}</span></div>${bullets(job)}`,
  )
  .join('\n')}
</div><div>
<h2>Strengths</h2>
<p><b>Ownership</b></p><p>I see work through from the first idea to the last support ticket.</p>
<h2>Skills</h2>
<p class="tags">${person.skills.map((skill) => `<span>${escape(skill)}</span>`).join(', ')}</p>
<h2>Education</h2>
<p class="title">${escape(person.school.degree)}</p>
<p class="company">${escape(person.school.name)}</p>
<div class="meta"><span>📅 ${person.school.start} - ${person.school.end}</span></div>
</div></div>`,
  );

export const ROUND11_RENDER: Record<Round11Layout, (person: CorpusPerson) => string> = {
  'europass-2020': europass2020,
  developer,
  enhancv,
};
