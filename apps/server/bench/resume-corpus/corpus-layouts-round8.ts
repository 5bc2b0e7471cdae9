import { LONG_MONTHS, padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 8's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `word-chronological`: Microsoft Word's "Modern chronological" template: each job starts with
 *   its years in small capitals ("2019 – PRESENT"), then "**TITLE**, COMPANY" in capitals, then a
 *   paragraph; the skills as a two-column bulleted list; "Objective", "Activities";
 * - `indeed`: a resume built on Indeed and downloaded as PDF: the title in bold, then "Company -
 *   City", then "March 2019 to Present" (the word "to"), bullets; the skills one per line with
 *   the years of experience ("Python (5 years)"); "Work Experience", "Education" ("Bachelor's in
 *   …" / "School - City" / "2013 to 2016"), "Skills", "Languages";
 * - `dates-table`: a European CV in a two-column table, the dates in the narrow left column
 *   ("03/2016 – 02/2019", "since 03/2019") and the entry right of them ("**Title**" over "Company,
 *   City"); "Curriculum Vitae" above the name, "Personal Details" with labelled lines ("Phone:",
 *   "E-mail:", "Address:"), "Professional Experience", "Education", "IT Skills", "Language Skills".
 */
export const ROUND8_LAYOUTS = ['word-chronological', 'indeed', 'dates-table'] as const;
export type Round8Layout = (typeof ROUND8_LAYOUTS)[number];

/** "2019 – PRESENT", "2016 – 2019". */
const yearsInCapitals = (job: CorpusJob) =>
  `${job.start.year} – ${job.end ? job.end.year : 'PRESENT'}`;
/** "March 2019 to Present": Indeed's month names and the word "to". */
const indeedDates = (job: CorpusJob) =>
  `${LONG_MONTHS[job.start.month - 1]} ${job.start.year} to ${job.end ? `${LONG_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;
/** "03/2016 – 02/2019", "since 03/2019". */
const tableDates = (job: CorpusJob) =>
  job.end
    ? `${padMonth(job.start.month)}/${job.start.year} – ${padMonth(job.end.month)}/${job.end.year}`
    : `since ${padMonth(job.start.month)}/${job.start.year}`;

const wordChronological = (person: CorpusPerson) => {
  const half = Math.ceil(person.skills.length / 2);
  return page(
    `body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 10pt; }
     h1 { font-size: 26pt; font-weight: normal; color: #2f2f2f; }
     .contact { color: #555; margin-bottom: 6pt; }
     h2 { color: #1f6e8c; font-size: 12pt; letter-spacing: 0; border-bottom: none; }
     .when { font-variant: small-caps; color: #666; margin-top: 7pt; }
     .role { text-transform: uppercase; } .role b { color: #1f6e8c; }
     .cols { display: flex; gap: 40pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.city)} · ${escape(person.phone)} · ${escape(person.email)}</p>
<h2>Objective</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Experience', 'Work History'])}</h2>
${person.jobs
  .map(
    (job) => `<p class="when">${escape(yearsInCapitals(job))}</p>
<p class="role"><b>${escape(job.title)}</b>, ${escape(job.company)}</p>
<p>${job.bullets.map((line) => `${escape(line)}.`).join(' ')}</p>`,
  )
  .join('\n')}
<h2>Education</h2>
<p class="when">${person.school.end}</p>
<p class="role"><b>${escape(person.school.degree)}</b>, ${escape(person.school.name)}</p>
<h2>Skills</h2>
<div class="cols"><ul>${person.skills
      .slice(0, half)
      .map((skill) => `<li>${escape(skill)}</li>`)
      .join('')}</ul><ul>${person.skills
      .slice(half)
      .map((skill) => `<li>${escape(skill)}</li>`)
      .join('')}</ul></div>
<h2>Activities</h2><p>Mentoring at a local coding club; organiser of a monthly meetup.</p>`,
  );
};

const indeed = (person: CorpusPerson) =>
  page(
    `body { font-size: 10pt; } h1 { font-size: 20pt; }
     h2 { text-transform: none; letter-spacing: 0; color: #2d2d2d; font-size: 13pt; border-bottom: 1pt solid #ccc; }
     .job { margin-top: 8pt; } .title { font-weight: bold; font-size: 11pt; } .sub { color: #595959; }`,
    `<h1>${escape(person.name)}</h1>
<p>${escape(person.headline)}</p>
<p class="sub">${escape(person.city)}</p>
<p class="sub">${escape(person.email)}</p>
<p class="sub">${escape(person.phone)}</p>
<h2>Work Experience</h2>
${person.jobs
  .map(
    (job) => `<div class="job"><p class="title">${escape(job.title)}</p>
<p>${escape(job.company)} - ${escape(job.city)}</p>
<p class="sub">${escape(indeedDates(job))}</p>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Education</h2>
<div class="job"><p class="title">${escape(person.school.degree)}</p>
<p>${escape(person.school.name)}</p>
<p class="sub">${person.school.start} to ${person.school.end}</p></div>
<h2>Skills</h2>
<ul>${person.skills
      .map(
        (skill, index) =>
          `<li>${escape(skill)} (${choose(person, `years${index}`, [1, 2, 3, 4, 5, 6, 8, 10])} years)</li>`,
      )
      .join('')}</ul>
<h2>Languages</h2>
<ul>${person.languages.map((language) => `<li>${escape(language)}</li>`).join('')}</ul>`,
  );

const datesTable = (person: CorpusPerson) =>
  page(
    `.cv { color: #888; font-size: 10pt; letter-spacing: 1pt; margin-bottom: 2pt; }
     h2 { color: #333; border-bottom: 1pt solid #999; text-transform: none; letter-spacing: 0; font-size: 12pt; }
     table { width: 100%; border-collapse: collapse; margin-top: 2pt; }
     td { vertical-align: top; padding: 3pt 0; } td.when { width: 30%; color: #444; }`,
    `<p class="cv">Curriculum Vitae</p>
<h1>${escape(person.name)}</h1>
<h2>Personal Details</h2>
<p>Address: ${escape(person.city)}</p>
<p>Phone: ${escape(person.phone)}</p>
<p>E-mail: ${escape(person.email)}</p>
<h2>Professional Experience</h2>
<table>${person.jobs
      .map(
        (job) =>
          `<tr><td class="when">${escape(tableDates(job))}</td><td><b>${escape(job.title)}</b><br>${escape(job.company)}, ${escape(job.city)}${bullets(job)}</td></tr>`,
      )
      .join('')}</table>
<h2>Education</h2>
<table><tr><td class="when">${person.school.start} – ${person.school.end}</td><td><b>${escape(person.school.degree)}</b><br>${escape(person.school.name)}</td></tr></table>
<h2>IT Skills</h2>
<p>${person.skills.map(escape).join(', ')}</p>
<h2>Language Skills</h2>
<p>${person.languages.map(escape).join(', ')}</p>`,
  );

export const ROUND8_RENDER: Record<Round8Layout, (person: CorpusPerson) => string> = {
  'word-chronological': wordChronological,
  indeed,
  'dates-table': datesTable,
};
