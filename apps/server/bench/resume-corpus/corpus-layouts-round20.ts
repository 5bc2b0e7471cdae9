import { LONG_MONTHS, padMonth, SHORT_MONTHS } from './corpus-months';
import { escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 20's layouts (decision 017): three more English-language resumes common in real hiring
 * that no earlier layout is modelled on, written from memory of the templates:
 * - `awesome-cv`: the LaTeX Awesome-CV template: the first name light and the surname bold, large
 *   and centred, the position in small capitals in the accent colour, one contact row of icons
 *   joined by " | "; section names with their first three letters in the accent colour and a rule
 *   after them; each job "**Company**" with the place right in italics over the position in small
 *   capitals with the dates right ("Jun. 2018 - Present", "2018 - Present", "June 2018 - Present");
 *   "Skills" as rows of a bold right-aligned category and its items, "Honors & Awards" as dated
 *   rows, and a footer "Month Year · Name · Résumé · 1" on each page;
 * - `australian`: the Australian resume (as Seek and careers guides describe it): the name, the
 *   suburb with its state and postcode, "Mobile:" / "Email:", "Career Objective", "Key Skills",
 *   "Employment History" with each job "**Title**" and its dates right ("March 2019 – Current",
 *   "03/2019 – Present", "Mar 2019 – Current") over "Company, City", "Key Responsibilities:" and
 *   "Key Achievements:", "Education & Training", "Licences & Certifications", and "Referees" with
 *   two referees' names, titles, companies, mobile numbers and e-mail addresses;
 * - `google-docs-serif`: the Google Docs "Serif" template: a borderless two-column table, the name
 *   large in the left cell and the address, phone and e-mail in the right one; under them the left
 *   column with "EXPERIENCE" (each job "**Company**, City — _Title_" over "MARCH 2019 - PRESENT"),
 *   "EDUCATION" and "PROJECTS", the right one with "SKILLS", "AWARDS" and "LANGUAGES".
 */
export const ROUND20_LAYOUTS = ['awesome-cv', 'australian', 'google-docs-serif'] as const;
export type Round20Layout = (typeof ROUND20_LAYOUTS)[number];

type Month = { year: number; month: number };
const short = (value: Month) => `${SHORT_MONTHS[value.month - 1] ?? ''} ${value.year}`;
const long = (value: Month) => `${LONG_MONTHS[value.month - 1] ?? ''} ${value.year}`;

/** Awesome-CV's sample writes every short month with a period, even "May.". */
const awesomeDates = (job: CorpusJob, style: number) => {
  const write = (value: Month) =>
    style === 0
      ? `${SHORT_MONTHS[value.month - 1] ?? ''}. ${value.year}`
      : style === 1
        ? `${value.year}`
        : long(value);
  return `${write(job.start)} - ${job.end ? write(job.end) : 'Present'}`;
};

const awesomeCv = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  const [first = '', ...rest] = person.name.split(' ');
  const labels = choose(person, 'labels', [
    ['Core', 'Tools'],
    ['Main', 'Other'],
  ] as const);
  const half = Math.ceil(person.skills.length / 2);
  const section = (name: string) =>
    `<h2><span class="accent">${escape(name.slice(0, 3))}</span>${escape(name.slice(3))}</h2>`;
  const entry = (left: string, right: string, under: string, when: string) =>
    `<div class="row first"><b>${left}</b><i class="accent small">${right}</i></div><div class="row"><span class="caps">${under}</span><i class="grey small">${when}</i></div>`;
  const startYear = person.jobs[0]?.start.year ?? 2020;
  return page(
    `body { font-family: 'Roboto', 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #333; padding-bottom: 24pt; }
     .name { text-align: center; font-size: 30pt; margin: 0; } .name .light { font-weight: 300; color: #555; }
     .position { text-align: center; font-variant: small-caps; color: #dc3522; font-size: 10pt; margin: 4pt 0; }
     .contact { text-align: center; font-size: 8.5pt; color: #555; }
     h2 { font-size: 15pt; color: #333; text-transform: none; letter-spacing: 0; margin: 14pt 0 4pt; display: flex; gap: 0; align-items: center; }
     h2::after { content: ''; flex: 1; border-top: 0.8pt solid #999; margin-left: 6pt; }
     .accent { color: #dc3522; } .grey { color: #666; } .small { font-size: 8.5pt; }
     .row { display: flex; justify-content: space-between; } .row.first { margin-top: 6pt; font-size: 10.5pt; }
     .caps { font-variant: small-caps; color: #666; font-size: 9pt; }
     ul { font-size: 8.5pt; color: #555; }
     table { border-collapse: collapse; } td { padding: 1.5pt 6pt 1.5pt 0; vertical-align: top; }
     td.cat { text-align: right; font-weight: bold; width: 70pt; }
     .foot { position: fixed; bottom: 0; left: 0; right: 0; display: flex; justify-content: space-between; font-size: 8pt; color: #999; }`,
    `<p class="name"><span class="light">${escape(first)}</span> <b>${escape(rest.join(' '))}</b></p>
<p class="position">${escape(person.headline)}</p>
<p class="contact">⌂ ${escape(person.city)} | ☎ ${escape(person.phone)} | ✉ ${escape(person.email)}</p>
${section('Summary')}<p>${escape(person.summary)}</p>
${section(choose(person, 'experience', ['Experience', 'Work Experience', 'Experience']))}
${person.jobs
  .map(
    (job) =>
      `${entry(escape(job.company), escape(job.city), escape(job.title), escape(awesomeDates(job, style)))}<ul>${job.bullets.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
${section('Education')}
${entry(escape(person.school.name), '', escape(person.school.degree), `${person.school.start} - ${person.school.end}`)}
${section('Skills')}
<table><tr><td class="cat">${labels[0]}</td><td>${person.skills.slice(0, half).map(escape).join(', ')}</td></tr>
<tr><td class="cat">${labels[1]}</td><td>${person.skills.slice(half).map(escape).join(', ')}</td></tr></table>
${section('Honors & Awards')}
<table><tr><td class="cat">${startYear + 1}</td><td><b>Finalist</b>, ${choose(person, 'award', ['Global Hackathon', 'Design Awards', 'Analytics Cup'])}</td><td class="grey">${escape(person.city)}</td></tr></table>
<div class="foot"><span>${LONG_MONTHS[5]} 2025</span><span>${escape(person.name)} · Résumé</span><span>1</span></div>`,
  );
};

/** "March 2019 – Current", "03/2019 – Present", "Mar 2019 – Current". */
const australianDates = (job: CorpusJob, style: number) => {
  if (style === 0) return `${long(job.start)} – ${job.end ? long(job.end) : 'Current'}`;
  if (style === 1) {
    const numeric = (value: Month) => `${padMonth(value.month)}/${value.year}`;
    return `${numeric(job.start)} – ${job.end ? numeric(job.end) : 'Present'}`;
  }
  return `${short(job.start)} – ${job.end ? short(job.end) : 'Current'}`;
};

const REFEREES = [
  'Jane Mitchell',
  'David Nguyen',
  'Sarah Thompson',
  'Michael Brown',
  'Priya Singh',
];
const REFEREE_TITLES = ['Engineering Manager', 'Head of Operations', 'Director', 'Team Leader'];
const SUBURBS = ['Parramatta NSW 2150', 'Fitzroy VIC 3065', 'Fortitude Valley QLD 4006'];

const australian = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  const referees = person.jobs.slice(0, 2).map((job, index) => {
    const name = REFEREES[(person.name.length + index) % REFEREES.length] ?? '';
    const domain = `${job.company.toLowerCase().replace(/[^a-z]/g, '')}.com.au`;
    return `<div class="ref"><p><b>${escape(name)}</b></p><p>${REFEREE_TITLES[index % REFEREE_TITLES.length] ?? ''}, ${escape(job.company)}</p><p>Mobile: 04${index + 1}2 ${345 + index} ${678 - index}</p><p>Email: ${name.toLowerCase().replace(' ', '.')}@${domain}</p></div>`;
  });
  return page(
    `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #111; }
     h1 { font-size: 22pt; margin-bottom: 2pt; } .contact { color: #333; }
     h2 { font-size: 12pt; color: #1f4e79; text-transform: none; letter-spacing: 0; border-bottom: 1pt solid #1f4e79; margin: 12pt 0 4pt; }
     .row { display: flex; justify-content: space-between; margin-top: 8pt; } .sub { font-weight: bold; margin-top: 3pt; }
     .refs { display: flex; gap: 40pt; } .ref p { margin: 0; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">Address: ${choose(person, 'suburb', SUBURBS)}</p>
<p class="contact">Mobile: ${escape(person.phone)} | Email: ${escape(person.email)}</p>
<h2>Career Objective</h2>
<p>A motivated ${escape(person.headline)} seeking a role where I can keep learning and help a growing team deliver. ${escape(person.summary.split('. ')[0] ?? '')}.</p>
<h2>Key Skills</h2>
<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>${choose(person, 'experience', ['Employment History', 'Work History', 'Professional Experience'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="row"><b>${escape(job.title)}</b><span>${escape(australianDates(job, style))}</span></div><p>${escape(job.company)}, ${escape(job.city)}</p><p class="sub">Key Responsibilities:</p><ul><li>${escape(job.bullets[0] ?? '')}.</li></ul><p class="sub">Key Achievements:</p><ul><li>${escape(job.bullets[1] ?? job.bullets[0] ?? '')}.</li></ul>`,
  )
  .join('\n')}
<h2>Education &amp; Training</h2>
<p><b>${escape(person.school.degree)}</b> – ${escape(person.school.name)} (${person.school.start} – ${person.school.end})</p>
<h2>Licences &amp; Certifications</h2>
<ul><li>Current Driver's Licence</li><li>Working with Children Check</li><li>First Aid Certificate (${person.school.end + 3})</li></ul>
<h2>Referees</h2>
<div class="refs">${referees.join('')}</div>`,
  );
};

const serifDates = (job: CorpusJob, style: number) => {
  const write = (value: Month) => (style === 0 ? long(value).toUpperCase() : `${value.year}`);
  return `${write(job.start)} - ${job.end ? write(job.end) : 'PRESENT'}`;
};

const googleDocsSerif = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 0, 1]);
  return page(
    `body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10pt; color: #333; }
     table.doc { border-collapse: collapse; width: 100%; } table.doc td { vertical-align: top; padding: 0 8pt 0 0; }
     td.main { width: 66%; } td.side { width: 34%; }
     .name { font-size: 26pt; font-weight: bold; color: #000; margin: 0 0 12pt; }
     .contact p { font-size: 9pt; margin: 0; }
     h2 { font-size: 9pt; color: #2079c7; letter-spacing: 0.5pt; margin: 14pt 0 6pt; }
     .job { margin-top: 8pt; } .when { font-size: 8pt; color: #666; margin: 2pt 0; }`,
    `<table class="doc"><tr><td class="main"><p class="name">${escape(person.name)}</p></td>
<td class="side contact"><p>${escape(person.city)}</p><p>${escape(person.phone)}</p><p>${escape(person.email)}</p></td></tr>
<tr><td class="main">
<h2>EXPERIENCE</h2>
${person.jobs
  .map(
    (job) =>
      `<p class="job"><b>${escape(job.company)}</b>, ${escape(job.city)} — <i>${escape(job.title)}</i></p><p class="when">${escape(serifDates(job, style))}</p><p>${job.bullets.map((line) => `${escape(line)}.`).join(' ')}</p>`,
  )
  .join('\n')}
<h2>EDUCATION</h2>
<p class="job"><b>${escape(person.school.name)}</b> — <i>${escape(person.school.degree)}</i></p><p class="when">${person.school.start} - ${person.school.end}</p>
<h2>PROJECTS</h2>
<p><b>${choose(person, 'project', ['Open-source dashboard', 'Community meetup site', 'Volunteer scheduling app'])}</b> — ${choose(person, 'project-note', ['Built and maintained in evenings and weekends.', 'Used by about two hundred people each month.', 'Written with two friends over one summer.'])}</p>
</td><td class="side">
<h2>SKILLS</h2>
<p>${person.skills.map(escape).join(', ')}</p>
<h2>AWARDS</h2>
<p><b>Employee of the quarter</b> ${(person.jobs[0]?.start.year ?? 2020) + 1}</p>
<h2>LANGUAGES</h2>
<p>${person.languages.map(escape).join(', ')}</p>
</td></tr></table>`,
  );
};

export const ROUND20_RENDER: Record<Round20Layout, (person: CorpusPerson) => string> = {
  'awesome-cv': awesomeCv,
  australian,
  'google-docs-serif': googleDocsSerif,
};
