import { LONG_MONTHS, padMonth, SHORT_MONTHS } from './corpus-months';
import { escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 19's layouts (decision 017): three English-language resumes common in real hiring that
 * no earlier layout is modelled on:
 * - `moderncv`: the LaTeX moderncv "classic" style: the first name and the surname large (the
 *   surname in grey), the title in grey italics under it, the contact as a right-aligned block
 *   with icons (☎, ✉, ⌂); each section name in colour after a thick rule that fills the date
 *   column; each job a `\cventry`: the dates in the narrow left column ("2019–present",
 *   "03/2019–present", "Mar 2019 – Present"), "**Title**, _Company_, City." in the right one, the
 *   description under it; "Computer skills" as `\cvitem` rows with a label in the left column
 *   ("Technical" / "Tools", "Proficient" / "Familiar"), "Languages" with a comment, "Interests";
 *   some people keep the template's "Vocational" subsection under the experience;
 * - `india-resume`: the Indian IT resume: "RESUME" or "CURRICULUM VITAE" centred over the name,
 *   "Email ID:" and "Mobile No.:" lines, headings in capitals on a grey bar ("CAREER OBJECTIVE",
 *   "PROFESSIONAL SUMMARY", "WORK EXPERIENCE" / "PROFESSIONAL EXPERIENCE" / "EXPERIENCE DETAILS",
 *   "TECHNICAL SKILLS", "PROJECT DETAILS", "EDUCATIONAL QUALIFICATIONS", "PERSONAL DETAILS",
 *   "DECLARATION"); the work history as sentences ("Currently working as **Title** at
 *   **Company**, City from June 2019 to till date."), as an "Organization / Designation / Duration"
 *   table ("Jun-2019 – Till Date") or as labelled lines ("Designation:", "Duration: 06/2019 –
 *   Present"); projects with "Role:" and "Environment:" lines; an education table with a
 *   percentage; "Father's Name", "Date of Birth", "Languages Known"; the declaration signed with
 *   the name in capitals;
 * - `uk-cv`: the British CV: the name centred, the town, "Mobile:" and "Email:" under it,
 *   "Personal Profile" / "Personal Statement" / "Profile", "Key Skills" as a list in two columns,
 *   "Employment History" / "Career History" / "Work History" with each job "**Title** – Company,
 *   City" over the dates ("Sep 2019 – Present", "September 2019 – date", "09/2019 – to date") and
 *   "Key responsibilities:", "Education and Qualifications" with A-levels, "Hobbies and
 *   Interests", "References" ("Available on request.").
 */
export const ROUND19_LAYOUTS = ['moderncv', 'india-resume', 'uk-cv'] as const;
export type Round19Layout = (typeof ROUND19_LAYOUTS)[number];

type Month = { year: number; month: number };
const short = (value: Month) => `${SHORT_MONTHS[value.month - 1] ?? ''} ${value.year}`;
const long = (value: Month) => `${LONG_MONTHS[value.month - 1] ?? ''} ${value.year}`;
const numeric = (value: Month) => `${padMonth(value.month)}/${value.year}`;
const descriptionOf = (job: CorpusJob) => job.bullets.map((line) => `${escape(line)}.`).join(' ');

/** moderncv writes what the author typed: "2019--present", "03/2019--present", "Mar 2019 -- Present". */
const moderncvDates = (job: CorpusJob, style: number) => {
  if (style === 0) return `${job.start.year}–${job.end ? job.end.year : 'present'}`;
  if (style === 1) return `${numeric(job.start)}–${job.end ? numeric(job.end) : 'present'}`;
  return `${short(job.start)} – ${job.end ? short(job.end) : 'Present'}`;
};

const LEVELS = ['Mother tongue', 'Fluent', 'Intermediate'];

const moderncv = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  const [first = '', ...rest] = person.name.split(' ');
  const labels = choose(person, 'labels', [
    ['Technical', 'Tools'],
    ['Proficient', 'Familiar'],
  ] as const);
  const half = Math.ceil(person.skills.length / 2);
  const section = (name: string) =>
    `<tr class="section"><td><div class="bar"></div></td><td><h2>${escape(name)}</h2></td></tr>`;
  const item = (left: string, right: string) =>
    `<tr><td class="left">${left}</td><td>${right}</td></tr>`;
  return page(
    `body { font-family: 'Latin Modern Roman', 'DejaVu Serif', 'Liberation Serif', serif; font-size: 10pt; color: #000; }
     .head { display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: 14pt; }
     .name { font-size: 30pt; line-height: 1.1; } .surname { color: #777; }
     .title { font-size: 13pt; font-style: italic; color: #666; margin-top: 4pt; }
     .contact { text-align: right; font-size: 9pt; color: #444; font-style: italic; }
     table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 2pt 0 2pt 0; }
     td.left { width: 21%; text-align: right; padding-right: 8pt; color: #000; }
     tr.section td { padding-top: 10pt; vertical-align: middle; }
     .bar { height: 5pt; background: #3873b3; margin-right: 8pt; }
     h2 { font-size: 14pt; font-weight: normal; color: #3873b3; text-transform: none; letter-spacing: 0; margin: 0; }
     h3 { font-size: 11pt; font-weight: normal; color: #3873b3; margin: 4pt 0 0; }
     .desc { font-size: 9pt; margin-top: 2pt; }`,
    `<div class="head"><div><div class="name">${escape(first)} <span class="surname">${escape(rest.join(' '))}</span></div>
<div class="title">${escape(person.headline)}</div></div>
<div class="contact"><p>⌂ ${escape(person.city)}</p><p>☎ ${escape(person.phone)}</p><p>✉ ${escape(person.email)}</p></div></div>
<table>
${section(choose(person, 'experience', ['Experience', 'Professional experience', 'Employment']))}
${choose(person, 'vocational', [true, false]) ? `<tr><td></td><td><h3>Vocational</h3></td></tr>` : ''}
${person.jobs
  .map((job) =>
    item(
      escape(moderncvDates(job, style)),
      `<b>${escape(job.title)}</b>, <i>${escape(job.company)}</i>, ${escape(job.city)}.<p class="desc">${descriptionOf(job)}</p>`,
    ),
  )
  .join('\n')}
${section('Education')}
${item(`${person.school.start}–${person.school.end}`, `<b>${escape(person.school.degree)}</b>, <i>${escape(person.school.name)}</i>.`)}
${section('Computer skills')}
${item(labels[0], person.skills.slice(0, half).map(escape).join(', '))}
${item(labels[1], person.skills.slice(half).map(escape).join(', '))}
${section('Languages')}
${person.languages.map((language, index) => item(escape(language), `<b>${LEVELS[index % LEVELS.length] ?? ''}</b>`)).join('\n')}
${section('Interests')}
${item('Sports', choose(person, 'hobbies', ['Climbing, running', 'Cycling', 'Swimming, football']))}
</table>`,
  );
};

const FATHERS = ['Rajesh', 'Suresh', 'Anil', 'Vijay', 'Ramesh', 'Prakash'];
const SHORT_UPPER = (value: Month) => `${SHORT_MONTHS[value.month - 1] ?? ''}-${value.year}`;

const indiaResume = (person: CorpusPerson) => {
  const style = choose(person, 'experience-style', [0, 1, 2]);
  const bigTitle = choose(person, 'title', [true, false]);
  const surname = person.name.split(' ').slice(1).join(' ');
  const current = (job: CorpusJob) => job.end === null;
  const sentences = person.jobs
    .map(
      (job) =>
        `<li>${current(job) ? 'Currently working as' : 'Worked as'} <b>${escape(job.title)}</b> at <b>${escape(job.company)}</b>, ${escape(job.city)} from ${long(job.start)} to ${job.end ? long(job.end) : 'till date'}.</li>`,
    )
    .join('');
  const table = `<table class="grid"><tr><th>Organization</th><th>Designation</th><th>Duration</th></tr>${person.jobs
    .map(
      (job) =>
        `<tr><td>${escape(job.company)}, ${escape(job.city)}</td><td>${escape(job.title)}</td><td>${SHORT_UPPER(job.start)} – ${job.end ? SHORT_UPPER(job.end) : 'Till Date'}</td></tr>`,
    )
    .join('')}</table>`;
  const labelled = person.jobs
    .map(
      (job) =>
        `<p class="org"><b>${escape(job.company)}</b>, ${escape(job.city)}</p><p><b>Designation:</b> ${escape(job.title)}</p><p><b>Duration:</b> ${numeric(job.start)} – ${job.end ? numeric(job.end) : 'Present'}</p>`,
    )
    .join('\n');
  const [firstJob] = person.jobs;
  return page(
    `body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; color: #000; }
     .doc { text-align: center; font-size: ${bigTitle ? 18 : 13}pt; font-weight: bold; text-decoration: underline; margin-bottom: 8pt; }
     .name { font-size: ${bigTitle ? 14 : 16}pt; font-weight: bold; }
     .rule { border-top: 1.5pt solid #000; margin: 6pt 0; }
     h2 { font-size: 11pt; color: #000; background: #d9d9d9; padding: 2pt 4pt; letter-spacing: 0; margin: 10pt 0 4pt; }
     table { border-collapse: collapse; width: 100%; }
     table.grid th, table.grid td { border: 0.6pt solid #000; padding: 2pt 4pt; text-align: left; vertical-align: top; }
     table.details td { padding: 1pt 4pt 1pt 0; } td.key { width: 32%; }
     .org { margin-top: 6pt; } .sign { display: flex; justify-content: space-between; margin-top: 16pt; }`,
    `<p class="doc">${bigTitle ? 'RESUME' : 'CURRICULUM VITAE'}</p>
<p class="name">${escape(person.name)}</p>
<p>Email ID: ${escape(person.email)}</p>
<p>Mobile No.: ${escape(person.phone)}</p>
<div class="rule"></div>
<h2>CAREER OBJECTIVE</h2>
<p>To work in a challenging environment as a ${escape(person.headline)} where I can use my skills for the growth of the organization and myself.</p>
<h2>PROFESSIONAL SUMMARY</h2>
<ul><li>${escape(person.summary.split('. ')[0] ?? '')}.</li><li>Good communication skills and a quick learner.</li></ul>
<h2>${choose(person, 'experience', ['WORK EXPERIENCE', 'PROFESSIONAL EXPERIENCE', 'EXPERIENCE DETAILS'])}</h2>
${style === 0 ? `<ul>${sentences}</ul>` : style === 1 ? table : labelled}
<h2>TECHNICAL SKILLS</h2>
<table class="details"><tr><td class="key"><b>Skills</b></td><td>: ${person.skills.map(escape).join(', ')}</td></tr></table>
<h2>PROJECT DETAILS</h2>
<p><b>Project:</b> ${escape(firstJob?.bullets[0] ?? '')}</p>
<p><b>Role:</b> ${escape(firstJob?.title ?? '')}</p>
<p><b>Environment:</b> ${person.skills.slice(0, 3).map(escape).join(', ')}</p>
<h2>EDUCATIONAL QUALIFICATIONS</h2>
<table class="grid"><tr><th>Qualification</th><th>Institute / University</th><th>Year of Passing</th><th>Percentage</th></tr>
<tr><td>${escape(person.school.degree)}</td><td>${escape(person.school.name)}</td><td>${person.school.end}</td><td>${choose(person, 'percent', ['78%', '82.4%', '71%'])}</td></tr></table>
<h2>PERSONAL DETAILS</h2>
<table class="details">
<tr><td class="key">Father's Name</td><td>: Mr. ${choose(person, 'father', FATHERS)} ${escape(surname)}</td></tr>
<tr><td class="key">Date of Birth</td><td>: ${choose(person, 'birth', ['14-08-1991', '02-11-1988', '23-05-1993'])}</td></tr>
<tr><td class="key">Gender</td><td>: ${choose(person, 'gender', ['Male', 'Female'])}</td></tr>
<tr><td class="key">Marital Status</td><td>: ${choose(person, 'marital', ['Single', 'Married'])}</td></tr>
<tr><td class="key">Languages Known</td><td>: ${person.languages.map(escape).join(', ')}</td></tr>
<tr><td class="key">Address</td><td>: ${escape(person.city)}</td></tr>
</table>
<h2>DECLARATION</h2>
<p>I hereby declare that the above-mentioned information is correct to the best of my knowledge and belief.</p>
<div class="sign"><div><p>Place: ${escape(person.city.split(',')[0] ?? '')}</p><p>Date:</p></div><p>(${escape(person.name.toUpperCase())})</p></div>`,
  );
};

/** "Sep 2019 – Present", "September 2019 – date", "09/2019 – to date". */
const ukDates = (job: CorpusJob, style: number) => {
  if (style === 0) return `${short(job.start)} – ${job.end ? short(job.end) : 'Present'}`;
  if (style === 1) return `${long(job.start)} – ${job.end ? long(job.end) : 'date'}`;
  return `${numeric(job.start)} – ${job.end ? numeric(job.end) : 'to date'}`;
};

const ukCv = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  return page(
    `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; color: #000; }
     h1 { font-size: 20pt; text-align: center; margin-bottom: 2pt; } .contact { text-align: center; }
     h2 { font-size: 12pt; color: #000; text-transform: none; letter-spacing: 0; border-bottom: 0.8pt solid #000; margin: 12pt 0 4pt; }
     ul.skills { columns: 2; } .job { margin-top: 7pt; } .dates { font-style: italic; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.city)}</p>
<p class="contact">Mobile: ${escape(person.phone)} | Email: ${escape(person.email)}</p>
<h2>${choose(person, 'summary', ['Personal Profile', 'Personal Statement', 'Profile'])}</h2>
<p>${escape(person.summary)}</p>
<h2>Key Skills</h2>
<ul class="skills">${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>${choose(person, 'experience', ['Employment History', 'Career History', 'Work History'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<p class="job"><b>${escape(job.title)}</b> – ${escape(job.company)}, ${escape(job.city)}</p><p class="dates">${ukDates(job, style)}</p><p>Key responsibilities:</p><ul>${job.bullets.map((line) => `<li>${escape(line)}.</li>`).join('')}</ul>`,
  )
  .join('\n')}
<h2>Education and Qualifications</h2>
<p><b>${escape(person.school.name)}</b>, ${person.school.start} – ${person.school.end}</p>
<p>${escape(person.school.degree)} (2:1)</p>
<p><b>Sixth form college</b>, ${person.school.start - 2} – ${person.school.start}</p>
<p>A-levels: Mathematics (A), Physics (B), English Literature (B)</p>
<h2>Hobbies and Interests</h2>
<p>${choose(person, 'hobbies', ['I play five-a-side football every week and enjoy hill walking.', 'I volunteer at a local food bank and enjoy cooking.', 'I sing in a community choir and run half marathons.'])}</p>
<h2>References</h2>
<p>Available on request.</p>`,
  );
};

export const ROUND19_RENDER: Record<Round19Layout, (person: CorpusPerson) => string> = {
  moderncv,
  'india-resume': indiaResume,
  'uk-cv': ukCv,
};
