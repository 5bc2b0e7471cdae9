import { LONG_MONTHS, padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 14's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `rirekisho`: the Japanese JIS resume form filled in in English: "As of …" above a form with
 *   the name, date of birth, address, phone and e-mail beside a photo box, then one table of
 *   "Year | Month | Education and Work History" written oldest first, "Education" and "Work
 *   History" centred in their own rows, each job a "Joined Company (Title)" row and a "Left
 *   Company" row ("To the present" while it runs), "End" set right at the bottom; "Licenses and
 *   Qualifications", "Special Skills", "Personal Requests";
 * - `resume-io`: an online builder's two-column template: the name with the headline in spaced
 *   capitals, "Profile", "Employment History" with each job "**Title at Company, City**" over
 *   "MARCH 2019 — PRESENT" in small grey capitals, a right sidebar with "Details", "Links",
 *   "Skills" (each a name over a level bar, no words) and "Languages";
 * - `zety`: an online builder's template with a dark left sidebar ("Contact" with "Address",
 *   "Phone", "E-mail" as small labels over their values, "Skills", "Languages" with a level) and
 *   the main column with the name, "Professional Summary", "Work History" with each job
 *   "**Title**, 03/2019 - Current" over "Company - City", and "Education".
 */
export const ROUND14_LAYOUTS = ['rirekisho', 'resume-io', 'zety'] as const;
export type Round14Layout = (typeof ROUND14_LAYOUTS)[number];

/** "MARCH 2019 — PRESENT" once the CSS has set it in capitals. */
const builderDates = (job: CorpusJob) =>
  `${LONG_MONTHS[job.start.month - 1]} ${job.start.year} — ${job.end ? `${LONG_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;
/** "03/2019 - Current". */
const zetyDates = (job: CorpusJob) =>
  `${padMonth(job.start.month)}/${job.start.year} - ${job.end ? `${padMonth(job.end.month)}/${job.end.year}` : 'Current'}`;

type HistoryRow = { year: string; month: string; text: string };

/** The rows of the form's history table, oldest first, as the JIS form has them. */
const historyRows = (person: CorpusPerson): HistoryRow[] => {
  const rows: HistoryRow[] = [
    { year: '', month: '', text: 'Education' },
    { year: String(person.school.start), month: '09', text: `Entered ${person.school.name}` },
    {
      year: String(person.school.end),
      month: '06',
      text: `Graduated from ${person.school.name}, ${person.school.degree}`,
    },
    { year: '', month: '', text: '' },
    { year: '', month: '', text: 'Work History' },
  ];
  for (const job of [...person.jobs].reverse()) {
    rows.push({
      year: String(job.start.year),
      month: padMonth(job.start.month),
      text: `Joined ${job.company} (${job.title})`,
    });
    rows.push(
      job.end
        ? {
            year: String(job.end.year),
            month: padMonth(job.end.month),
            text: `Left ${job.company} for personal reasons`,
          }
        : { year: '', month: '', text: 'To the present' },
    );
  }
  return rows;
};

const rirekisho = (person: CorpusPerson) =>
  page(
    `body { font-family: 'DejaVu Serif', serif; font-size: 10pt; }
     .top { display: flex; justify-content: space-between; align-items: flex-end; }
     .top h1 { font-size: 20pt; letter-spacing: 4pt; }
     table { border-collapse: collapse; width: 100%; margin-top: 6pt; }
     td, th { border: 0.6pt solid #000; padding: 3pt 5pt; vertical-align: top; }
     th { font-weight: normal; font-size: 9pt; }
     .label { width: 80pt; font-size: 8.5pt; }
     .name { font-size: 17pt; }
     .photo { width: 85pt; height: 113pt; text-align: center; vertical-align: middle; font-size: 8pt; color: #666; }
     .year { width: 40pt; text-align: center; } .month { width: 30pt; text-align: center; }
     .centre { text-align: center; } .right { text-align: right; }`,
    `<div class="top"><h1>Resume</h1><p>As of May 1, 2025</p></div>
<table>
<tr><td class="label">Furigana</td><td></td><td class="photo" rowspan="4">Photo<br>30 × 40 mm</td></tr>
<tr><td class="label">Name</td><td class="name">${escape(person.name)}</td></tr>
<tr><td class="label">Date of birth</td><td>${choose(person, 'born', ['March 3', 'June 21', 'October 9'])}, ${choose(person, 'year', ['1986', '1989', '1992'])} (Age ${choose(person, 'age', ['33', '35', '38'])})</td></tr>
<tr><td class="label">Address</td><td>${escape(person.city)}</td></tr>
<tr><td class="label">Phone</td><td colspan="2">${escape(person.phone)}</td></tr>
<tr><td class="label">E-mail</td><td colspan="2">${escape(person.email)}</td></tr>
</table>
<table>
<tr><th class="year">Year</th><th class="month">Month</th><th>Education and Work History</th></tr>
${historyRows(person)
  .map(
    (row) =>
      `<tr><td class="year">${row.year}</td><td class="month">${row.month}</td><td${row.year === '' && row.text !== 'To the present' ? ' class="centre"' : ''}>${escape(row.text)}</td></tr>`,
  )
  .join('\n')}
<tr><td class="year"></td><td class="month"></td><td class="right">End</td></tr>
</table>
<table>
<tr><th class="year">Year</th><th class="month">Month</th><th>Licenses and Qualifications</th></tr>
<tr><td class="year">${person.school.end + 1}</td><td class="month">12</td><td>Japanese-Language Proficiency Test N2</td></tr>
</table>
<table>
<tr><th>${choose(person, 'skills', ['Special Skills', 'Special Skills and Strengths'])}</th></tr>
<tr><td>${person.skills.map(escape).join(', ')}</td></tr>
<tr><th>Personal Requests</th></tr>
<tr><td>Desired position: ${escape(person.headline)}. I will follow your company's regulations for salary and working hours.</td></tr>
</table>`,
  );

const LEVEL_WIDTHS = [100, 80, 60, 80, 100, 60, 80];

const resumeIo = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 2.2fr 1fr; column-gap: 22pt; }
     h1 { font-size: 24pt; font-weight: 600; } .headline { text-transform: uppercase; letter-spacing: 2pt; font-size: 8pt; color: #555; margin-bottom: 10pt; }
     h2 { text-transform: none; letter-spacing: 0; color: #111; font-size: 12pt; }
     .job { margin-top: 7pt; } .job b { font-size: 10.5pt; }
     .when { text-transform: uppercase; letter-spacing: 0.6pt; font-size: 7.5pt; color: #888; margin: 1pt 0 2pt; }
     .side p { margin: 0 0 2pt; } .skill { margin-top: 4pt; }
     .bar { height: 3pt; background: #dde3ea; } .bar div { height: 3pt; background: #2b4c7e; }`,
    `<h1>${escape(person.name)}</h1>
<p class="headline">${escape(person.headline)}</p>
<div class="grid"><div>
<h2>Profile</h2><p>${escape(person.summary)}</p>
<h2>Employment History</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="job"><p><b>${escape(job.title)} at ${escape(job.company)}, ${escape(job.city)}</b></p><p class="when">${escape(builderDates(job))}</p>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Education</h2>
<div class="job"><p><b>${escape(person.school.degree)}, ${escape(person.school.name)}</b></p><p class="when">September ${person.school.start} — June ${person.school.end}</p></div>
</div><div class="side">
<h2>Details</h2>
<p>${escape(person.city)}</p><p>${escape(person.phone)}</p><p>${escape(person.email)}</p>
<h2>Links</h2>
<p>LinkedIn</p>
<h2>Skills</h2>
${person.skills
  .map(
    (skill, index) =>
      `<div class="skill"><p>${escape(skill)}</p><div class="bar"><div style="width: ${LEVEL_WIDTHS[index % LEVEL_WIDTHS.length] ?? 80}%"></div></div></div>`,
  )
  .join('\n')}
<h2>Languages</h2>
${person.languages.map((language) => `<div class="skill"><p>${escape(language)}</p><div class="bar"><div style="width: 100%"></div></div></div>`).join('\n')}
</div></div>`,
  );

const zety = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2.4fr; column-gap: 0; }
     .side { background: #24344d; color: #fff; padding: 14pt 12pt; }
     .side h2 { color: #fff; border-bottom: 0.6pt solid #8fa3c0; }
     .side .label { font-weight: bold; font-size: 8.5pt; margin-top: 5pt; }
     .main { padding: 14pt 0 0 18pt; }
     h1 { font-size: 26pt; color: #24344d; } .headline { font-size: 11pt; color: #555; }
     .job { margin-top: 7pt; }`,
    `<div class="grid"><div class="side">
<h2>Contact</h2>
<p class="label">Address</p><p>${escape(person.city)}</p>
<p class="label">Phone</p><p>${escape(person.phone)}</p>
<p class="label">E-mail</p><p>${escape(person.email)}</p>
<h2>Skills</h2>
<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>Languages</h2>
${person.languages.map((language, index) => `<p>${escape(language)}</p><p><i>${index === 0 ? 'Native or Bilingual' : 'Upper intermediate (B2)'}</i></p>`).join('\n')}
</div><div class="main">
<h1>${escape(person.name)}</h1>
<p class="headline">${escape(person.headline)}</p>
<h2>${choose(person, 'summary', ['Professional Summary', 'Summary'])}</h2><p>${escape(person.summary)}</p>
<h2>Work History</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="job"><p><b>${escape(job.title)}</b>, ${escape(zetyDates(job))}</p><p>${escape(job.company)} - ${escape(job.city)}</p>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Education</h2>
<div class="job"><p><b>${escape(person.school.degree)}</b>, ${person.school.end}</p><p>${escape(person.school.name)}</p></div>
</div></div>`,
  );

export const ROUND14_RENDER: Record<Round14Layout, (person: CorpusPerson) => string> = {
  rirekisho,
  'resume-io': resumeIo,
  zety,
};
