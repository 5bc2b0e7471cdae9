import { LONG_MONTHS, SHORT_MONTHS } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 6's layouts (decision 017), modelled on three more templates people really send, with
 * section names and date styles none of the earlier layouts used:
 * - `harvard`: the career-office / consulting template: one column, the name centred in small
 *   caps, education first, each job "COMPANY — City" on one line and the title in italics on the
 *   next with the dates set right ("September 2019–Present"), skills and languages as labelled
 *   lines under "Additional Information" or "Skills & Interests";
 * - `creative`: two columns, the LEFT one holding the introduction, the experience ("Title @
 *   Company" under "Jan '19 – now · City") and the studies; a shaded right column holding a round
 *   monogram in place of a photo, the name, the contact and the skills as a bulleted list;
 * - `functional`: a skills-based resume: summary, the skills as one comma-separated paragraph,
 *   achievements grouped under skill areas, then a bare career history of "Title, Company
 *   (2018–2021)" / "(Since 2022)" lines.
 */
export const ROUND6_LAYOUTS = ['harvard', 'creative', 'functional'] as const;
export type Round6Layout = (typeof ROUND6_LAYOUTS)[number];

/** "September 2019–May 2021", "September 2019–Present": full months, an unspaced en dash. */
const harvardDates = (job: CorpusJob) =>
  `${LONG_MONTHS[job.start.month - 1]} ${job.start.year}–${job.end ? `${LONG_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;
/** "Mar '16 – Dec '18", "Jan '19 – now": short months, two-digit years after an apostrophe. */
const apostropheDates = (job: CorpusJob) => {
  const at = (date: { year: number; month: number }) =>
    `${SHORT_MONTHS[date.month - 1]} '${String(date.year % 100).padStart(2, '0')}`;
  return `${at(job.start)} – ${job.end ? at(job.end) : 'now'}`;
};
/** "2018–2021", "2019" when it began and ended in one year, "Since 2022" while it runs. */
const yearDates = (job: CorpusJob) => {
  if (!job.end) return `Since ${job.start.year}`;
  return job.end.year === job.start.year
    ? String(job.start.year)
    : `${job.start.year}–${job.end.year}`;
};

const harvard = (person: CorpusPerson) =>
  page(
    `h1 { text-align: center; font-variant: small-caps; font-weight: normal; font-size: 22pt; letter-spacing: 0.5pt; }
     .contact { text-align: center; margin-bottom: 4pt; }
     h2 { color: #000; text-transform: none; font-variant: small-caps; font-size: 12pt; letter-spacing: 0;
          border-bottom: 0.75pt solid #000; margin: 10pt 0 4pt; }
     .line { display: flex; justify-content: space-between; } .caps { text-transform: uppercase; font-weight: bold; }
     .entry { margin-top: 5pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.city)} • ${escape(person.email)} • ${escape(person.phone)}</p>
<h2>${choose(person, 'education', ['Education', 'Academic Credentials'])}</h2>
<div class="entry"><div class="line"><span class="caps">${escape(person.school.name)}</span><span>${person.school.end}</span></div>
<p><i>${escape(person.school.degree)}</i></p></div>
<h2>${choose(person, 'experience', ['Experience', 'Positions Held', 'Professional Background'])}</h2>
${person.jobs
  .map(
    (
      job,
    ) => `<div class="entry"><p><span class="caps">${escape(job.company)}</span> — ${escape(job.city)}</p>
<div class="line"><i>${escape(job.title)}</i><span>${escape(harvardDates(job))}</span></div>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>${choose(person, 'skills', ['Additional Information', 'Skills & Interests'])}</h2>
<p><b>Technical:</b> ${person.skills.map(escape).join(', ')}</p>
<p><b>Languages:</b> ${person.languages.join(', ')}</p>`,
  );

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .filter((letter) => letter === letter.toUpperCase())
    .join('');

const creative = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1.9fr 1fr; column-gap: 20pt; }
     h2 { color: #c4581d; }
     .side { background: #fbefe6; padding: 10pt; }
     .monogram { width: 60pt; height: 60pt; border-radius: 50%; background: #e8793a; color: #fff; font-size: 20pt;
                 display: flex; align-items: center; justify-content: center; margin-bottom: 8pt; }
     .side h1 { font-size: 19pt; } .headline { color: #c4581d; margin-bottom: 4pt; }
     .when { color: #888; font-size: 8.5pt; margin-top: 6pt; } .what { font-size: 10.5pt; }`,
    `<div class="grid"><div class="main">
<h2>${choose(person, 'summary', ['Hello', 'In Short', 'Who I Am'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Where I Have Worked', 'Track Record', 'Work'])}</h2>
${person.jobs
  .map(
    (job) => `<p class="when">${escape(apostropheDates(job))} · ${escape(job.city)}</p>
<p class="what"><b>${escape(job.title)}</b> @ ${escape(job.company)}</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>${choose(person, 'education', ['Learning', 'Studies'])}</h2>
<p><b>${escape(person.school.degree)}</b></p><p>${escape(person.school.name)} · ${person.school.start}–${person.school.end}</p>
</div><div class="side">
<div class="monogram">${escape(initials(person.name))}</div>
<h1>${escape(person.name)}</h1><p class="headline">${escape(person.headline)}</p>
<h2>${choose(person, 'contact', ['Get in Touch', 'Contact Me', 'Reach Me'])}</h2>
<p>${escape(person.email)}</p><p>${escape(person.phone)}</p><p>${escape(person.city)}</p>
<h2>${choose(person, 'skills', ['What I Do Best', 'Strengths', 'Capabilities'])}</h2>
<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>Languages</h2><p>${person.languages.join(' · ')}</p>
</div></div>`,
  );

const AREAS = ['Delivery', 'Leadership', 'Collaboration', 'Operations', 'Quality', 'Growth'];

const functional = (person: CorpusPerson) =>
  page(
    `h1 { font-size: 20pt; } .headline { font-size: 11pt; color: #555; }
     h2 { color: #333; border-bottom: 1.5pt solid #ccc; padding-bottom: 1pt; }
     .area { margin-top: 4pt; font-weight: bold; }`,
    `<h1>${escape(person.name)}</h1>
<p class="headline">${escape(person.headline)}</p>
<p>${escape(person.phone)} · ${escape(person.email)} · ${escape(person.city)}</p>
<h2>${choose(person, 'summary', ['Summary', 'Profile Summary', 'Overview'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'skills', ['Key Skills', 'Areas of Expertise', 'Skills Summary'])}</h2>
<p>${person.skills.map(escape).join(', ')}.</p>
<h2>${choose(person, 'achievements', ['Selected Achievements', 'Relevant Accomplishments'])}</h2>
${person.jobs
  .slice(0, 2)
  .map(
    (job, index) =>
      `<p class="area">${choose(person, `area${index}`, AREAS.slice(index * 3, index * 3 + 3))}</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>${choose(person, 'experience', ['Career History', 'Employment Summary', 'Work Chronology'])}</h2>
${person.jobs
  .map((job) => `<p>${escape(job.title)}, ${escape(job.company)} (${yearDates(job)})</p>`)
  .join('\n')}
<h2>${choose(person, 'education', ['Qualifications', 'Training & Qualifications', 'Education'])}</h2>
<p>${escape(person.school.degree)}, ${escape(person.school.name)} (${person.school.start}–${person.school.end})</p>`,
  );

export const ROUND6_RENDER: Record<Round6Layout, (person: CorpusPerson) => string> = {
  harvard,
  creative,
  functional,
};
