import { SHORT_MONTHS, padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 5's layouts (decision 017), modelled on three templates people really send and with
 * section names and date styles none of the earlier layouts used:
 * - `modern-band`: a coloured band across the page with the name, the title and a row of contact
 *   icons; the experience on the left with LinkedIn-style durations ("Apr 2021 – Present · 4 yrs
 *   3 mos"), a shaded sidebar on the right with skills as chips, languages and education;
 * - `europass`: the classic European CV, a table whose left column holds right-aligned labels
 *   ("Occupation or position held", "Name and address of employer", …) under "Curriculum Vitae",
 *   dates as "03/2019 – present";
 * - `ats-compact`: a one-column ATS template, name in capitals, section names in capitals
 *   ("PROFESSIONAL EXPERIENCE"), each job on one line "Title | Company | City | Sept. 2019 –
 *   Present", skills grouped under "Core:" and "Tools:" labels.
 */
export const ROUND5_LAYOUTS = ['modern-band', 'europass', 'ats-compact'] as const;
export type Round5Layout = (typeof ROUND5_LAYOUTS)[number];

/** A choice that depends on the person only, so that the people's PRNG is left untouched. */
export const choose = <T>(person: CorpusPerson, salt: string, items: readonly T[]): T => {
  let hash = 7;
  for (const char of `${person.id}/${salt}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length] as T;
};

/** AP style: short months with a period, the short ones written out. */
const AP = [
  'Jan.',
  'Feb.',
  'March',
  'April',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];
/** The month the corpus is written in, for the durations of running jobs. */
const NOW = { year: 2025, month: 6 };

/** "4 yrs 3 mos", "1 yr", "11 mos": the span counting both end months, as LinkedIn does. */
const duration = (job: CorpusJob): string => {
  const end = job.end ?? NOW;
  const months = end.year * 12 + end.month - (job.start.year * 12 + job.start.month) + 1;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} yr${years > 1 ? 's' : ''}` : '',
    rest > 0 ? `${rest} mo${rest > 1 ? 's' : ''}` : '',
  ];
  return parts.filter(Boolean).join(' ');
};

const linkedinDates = (job: CorpusJob) =>
  `${SHORT_MONTHS[job.start.month - 1]} ${job.start.year} – ${job.end ? `${SHORT_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'} · ${duration(job)}`;
const slashDates = (job: CorpusJob) =>
  `${padMonth(job.start.month)}/${job.start.year} – ${job.end ? `${padMonth(job.end.month)}/${job.end.year}` : 'present'}`;
const apDates = (job: CorpusJob) =>
  `${AP[job.start.month - 1]} ${job.start.year} – ${job.end ? `${AP[job.end.month - 1]} ${job.end.year}` : 'Present'}`;

const modernBand = (person: CorpusPerson) =>
  page(
    `.band { background: #1d4e89; color: #fff; padding: 14pt 16pt 10pt; }
     .band h1 { color: #fff; font-size: 24pt; } .band .role { font-size: 12pt; color: #cfe0f5; margin: 0 0 8pt; }
     .icons span { margin-right: 16pt; font-size: 9pt; }
     .grid { display: grid; grid-template-columns: 2.3fr 1fr; column-gap: 18pt; margin-top: 8pt; }
     .side { background: #f1f4f8; padding: 4pt 10pt 10pt; }
     .job-head { display: flex; justify-content: space-between; margin-top: 6pt; } .span { color: #777; font-size: 8.5pt; }
     .company { color: #1d4e89; font-weight: bold; } .where { color: #777; }
     .chips { list-style: none; padding: 0; } .chips li { display: inline-block; background: #dde6f2; border-radius: 8pt; padding: 1pt 6pt; margin: 0 3pt 3pt 0; }`,
    `<div class="band"><h1>${escape(person.name)}</h1><p class="role">${escape(person.headline)}</p>
<p class="icons"><span>✉ ${escape(person.email)}</span>
<span>☎ ${escape(person.phone)}</span>
<span>⌂ ${escape(person.city)}</span></p></div>
<div class="grid"><div class="main">
<h2>${choose(person, 'summary', ['About', 'About me', 'Profile'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Work Experience', 'Career', 'Experience'])}</h2>
${person.jobs
  .map(
    (job) => `<div class="job-head"><b>${escape(job.title)}</b>
<span class="span">${escape(linkedinDates(job))}</span></div>
<p><span class="company">${escape(job.company)}</span> &nbsp; <span class="where">⌂ ${escape(job.city)}</span></p>${bullets(job)}`,
  )
  .join('\n')}
</div><div class="side">
<h2>${choose(person, 'skills', ['Skills & Tools', 'Toolbox', 'Key Skills'])}</h2>
<ul class="chips">${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('\n')}</ul>
<h2>Languages</h2>${person.languages.map((language) => `<p>${language}</p>`).join('')}
<h2>${choose(person, 'education', ['Education', 'Education & Training'])}</h2>
<p><b>${escape(person.school.degree)}</b></p><p>${escape(person.school.name)}</p><p>${person.school.start} – ${person.school.end}</p>
</div></div>`,
  );

const row = (label: string, value: string) =>
  `<tr><td class="label">${escape(label)}</td><td>${value}</td></tr>`;
const section = (label: string) =>
  `<tr><td class="label section">${escape(label)}</td><td></td></tr>`;

const europass = (person: CorpusPerson) =>
  page(
    `table.cv { border-collapse: collapse; width: 100%; } table.cv td { vertical-align: top; padding: 2pt 8pt; }
     td.label { width: 30%; text-align: right; color: #555; font-size: 8.5pt; border-right: 0.75pt solid #1d4e89; }
     td.section { font-size: 11pt; font-weight: bold; color: #1d4e89; padding-top: 12pt; }
     td.cvt { font-size: 16pt; color: #1d4e89; } .name { font-size: 14pt; font-weight: bold; }`,
    `<table class="cv">
<tr><td class="label cvt">Curriculum Vitae</td><td></td></tr>
${section('Personal information')}
${row('First name(s) / Surname(s)', `<span class="name">${escape(person.name)}</span>`)}
${row('Address', escape(person.city))}
${row('Telephone', escape(person.phone))}
${row('E-mail', escape(person.email))}
${row('Desired employment / Occupational field', escape(person.headline))}
${section('Work experience')}
${person.jobs
  .map((job) =>
    [
      row('Dates', escape(slashDates(job))),
      row('Occupation or position held', `<b>${escape(job.title)}</b>`),
      row('Main activities and responsibilities', `${job.bullets.map(escape).join('; ')}.`),
      row('Name and address of employer', `${escape(job.company)}, ${escape(job.city)}`),
      `<tr><td class="label">&nbsp;</td><td></td></tr>`,
    ].join('\n'),
  )
  .join('\n')}
${section('Education and training')}
${row('Dates', `${person.school.start} – ${person.school.end}`)}
${row('Title of qualification awarded', escape(person.school.degree))}
${row('Name of organisation providing education', escape(person.school.name))}
${section('Personal skills and competences')}
${row('Mother tongue(s)', person.languages[0] ?? '')}
${row('Other language(s)', person.languages.slice(1).join(', '))}
${row('Technical skills and competences', person.skills.map(escape).join(', '))}
</table>`,
  );

const atsCompact = (person: CorpusPerson) => {
  const half = Math.ceil(person.skills.length / 2);
  return page(
    `h1 { text-align: center; text-transform: uppercase; font-size: 18pt; letter-spacing: 1pt; }
     .contact { text-align: center; } h2 { color: #000; font-size: 10.5pt; border-bottom: 0.75pt solid #000; margin-top: 9pt; }
     .job { margin-top: 5pt; } ul { margin-top: 1pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.city)} | ${escape(person.phone)} | ${escape(person.email)} | linkedin.com/in/${person.id.replace(/^p\d+-/, '')}</p>
<h2>${choose(person, 'summary', ['PROFESSIONAL SUMMARY', 'CAREER OBJECTIVE', 'SUMMARY OF QUALIFICATIONS'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'skills', ['SKILLS & TOOLS', 'TECHNICAL PROFICIENCIES', 'KEY SKILLS', 'SKILLS'])}</h2>
<p><b>Core:</b> ${person.skills.slice(0, half).map(escape).join(', ')}</p>
<p><b>Tools:</b> ${person.skills.slice(half).map(escape).join(', ')}</p>
<h2>${choose(person, 'experience', ['PROFESSIONAL EXPERIENCE', 'RELEVANT EXPERIENCE', 'WORK EXPERIENCE'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<p class="job"><b>${escape(job.title)}</b> | ${escape(job.company)} | ${escape(job.city)} | ${escape(apDates(job))}</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>${choose(person, 'education', ['EDUCATION & CERTIFICATIONS', 'EDUCATION'])}</h2>
<p><b>${escape(person.school.degree)}</b> | ${escape(person.school.name)} | ${person.school.end}</p>`,
  );
};

export const ROUND5_RENDER: Record<Round5Layout, (person: CorpusPerson) => string> = {
  'modern-band': modernBand,
  europass,
  'ats-compact': atsCompact,
};
