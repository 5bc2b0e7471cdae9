import { LONG_MONTHS } from './corpus-months';
import { escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 7's layouts (decision 017), modelled on three more sources of the resumes recruiters
 * really receive, with section names and date styles none of the earlier layouts used:
 * - `linkedin-pdf`: a LinkedIn profile saved as PDF ("More → Save to PDF"): a narrow left column
 *   with "Contact", "Top Skills" and "Languages"; the main column with the name, the headline,
 *   the place, "Summary", then "Experience" where each job is the company (bold, larger), the
 *   title, "January 2019 - Present (5 years 6 months)" and the place, and "Education" as
 *   "School" over "Degree · (2013 - 2016)". LinkedIn lists at most three top skills; here every
 *   skill is listed, so that the truth stays the person's skills.
 * - `google-docs`: the Google Docs resume templates (Swiss / Coral): the name large on the left
 *   and the contact details as a right-aligned block beside it, small coloured section names,
 *   each job "**Company**, City — *Title*" over "MONTH 2019 - PRESENT" in capitals;
 * - `executive`: a senior candidate's resume: the name in spaced capitals, a tagline of
 *   specialities joined by "|", "Executive Summary", the skills in a three-column table under
 *   "Areas of Expertise" / "Signature Strengths", each job a row "COMPANY | City" with the years
 *   right ("2019 – Present") over the title in bold italics and a scope sentence, under
 *   "Professional History" / "Career Highlights" / "Leadership Experience"; the studies under
 *   "Education & Credentials" / "Academic Profile".
 */
export const ROUND7_LAYOUTS = ['linkedin-pdf', 'google-docs', 'executive'] as const;
export type Round7Layout = (typeof ROUND7_LAYOUTS)[number];

/** The month the corpus is written in, for the durations of running jobs. */
const NOW = { year: 2025, month: 6 };

/** "(5 years 6 months)", "(1 year)", "(11 months)": LinkedIn's export counts both end months. */
const linkedinSpan = (job: CorpusJob): string => {
  const end = job.end ?? NOW;
  const months = end.year * 12 + end.month - (job.start.year * 12 + job.start.month) + 1;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} year${years > 1 ? 's' : ''}` : '',
    rest > 0 ? `${rest} month${rest > 1 ? 's' : ''}` : '',
  ];
  return `(${parts.filter(Boolean).join(' ')})`;
};
const month = (date: { year: number; month: number }) =>
  `${LONG_MONTHS[date.month - 1]} ${date.year}`;
/** "January 2019 - Present (5 years 6 months)": full months, a spaced hyphen. */
const linkedinDates = (job: CorpusJob) =>
  `${month(job.start)} - ${job.end ? month(job.end) : 'Present'} ${linkedinSpan(job)}`;
/** "MARCH 2019 - PRESENT": Google Docs templates set the dates in capitals. */
const capitalDates = (job: CorpusJob) =>
  `${month(job.start)} - ${job.end ? month(job.end) : 'Present'}`.toUpperCase();
/** "2019 – Present", "2016 – 2019": years only. */
const yearSpan = (job: CorpusJob) => `${job.start.year} – ${job.end ? job.end.year : 'Present'}`;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '-');

const linkedinPdf = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2.6fr; column-gap: 22pt; }
     .side { background: #eef1f4; padding: 10pt; font-size: 9pt; }
     .side h3 { font-size: 11.5pt; margin: 8pt 0 3pt; color: #000; }
     .main h1 { font-size: 24pt; font-weight: normal; margin-bottom: 2pt; }
     .main .headline { font-size: 11.5pt; } .gray { color: #777; }
     .main h2 { font-size: 15pt; text-transform: none; letter-spacing: 0; color: #000; margin-top: 14pt; }
     .company { font-size: 11.5pt; margin-top: 8pt; } .title { font-size: 10.5pt; }
     .desc { margin: 2pt 0 4pt; }`,
    `<div class="grid"><div class="side">
<h3>Contact</h3>
<p>${escape(person.email)}</p>
<p>${escape(person.phone)} (Mobile)</p>
<p>www.linkedin.com/in/${escape(slugOf(person.name))} (LinkedIn)</p>
<h3>Top Skills</h3>
${person.skills.map((skill) => `<p>${escape(skill)}</p>`).join('\n')}
<h3>Languages</h3>
${person.languages.map((language, index) => `<p>${escape(language)} (${index === 0 ? 'Native or Bilingual' : 'Professional Working'})</p>`).join('\n')}
</div><div class="main">
<h1>${escape(person.name)}</h1>
<p class="headline">${escape(person.headline)}</p>
<p class="gray">${escape(person.city)}</p>
<h2>Summary</h2><p>${escape(person.summary)}</p>
<h2>Experience</h2>
${person.jobs
  .map(
    (job) => `<p class="company"><b>${escape(job.company)}</b></p>
<p class="title">${escape(job.title)}</p>
<p class="gray">${escape(linkedinDates(job))}</p>
<p class="gray">${escape(job.city)}</p>
<p class="desc">${job.bullets.map((line) => `${escape(line)}.`).join(' ')}</p>`,
  )
  .join('\n')}
<h2>Education</h2>
<p class="company"><b>${escape(person.school.name)}</b></p>
<p>${escape(person.school.degree)} · (${person.school.start} - ${person.school.end})</p>
</div></div>`,
  );

const googleDocs = (person: CorpusPerson) =>
  page(
    `body { font-family: 'DejaVu Serif', 'Liberation Serif', serif; }
     .top { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 10pt; }
     .top h1 { font-size: 26pt; font-weight: normal; } .top .role { color: #ff5e0e; font-size: 11pt; }
     .contact { text-align: right; font-size: 8.5pt; line-height: 1.4; }
     h2 { color: #ff5e0e; font-size: 9pt; letter-spacing: 1pt; margin-top: 14pt; }
     .job { margin-top: 7pt; } .when { font-size: 7.5pt; color: #666; letter-spacing: 0.5pt; margin: 1pt 0 2pt; }`,
    `<div class="top"><div><h1>${escape(person.name)}</h1><p class="role">${escape(person.headline)}</p></div>
<div class="contact"><p>${escape(person.city)}</p><p>${escape(person.phone)}</p><p>${escape(person.email)}</p></div></div>
<h2>${choose(person, 'experience', ['Experience', 'Work Experience'])}</h2>
${person.jobs
  .map(
    (
      job,
    ) => `<div class="job"><p><b>${escape(job.company)}</b>, ${escape(job.city)} — <i>${escape(job.title)}</i></p>
<p class="when">${escape(capitalDates(job))}</p>
<p>${job.bullets.map((line) => `${escape(line)}.`).join(' ')}</p></div>`,
  )
  .join('\n')}
<h2>Education</h2>
<div class="job"><p><b>${escape(person.school.name)}</b> — <i>${escape(person.school.degree)}</i></p>
<p class="when">${person.school.start} - ${person.school.end}</p></div>
<h2>${choose(person, 'skills', ['Skills', 'Expertise'])}</h2>
<p>${person.skills.map(escape).join(', ')}</p>
<h2>Languages</h2>
<p>${person.languages.map(escape).join(', ')}</p>`,
  );

const executive = (person: CorpusPerson) => {
  const columns = [0, 1, 2].map((column) =>
    person.skills.filter((_, index) => index % 3 === column),
  );
  return page(
    `h1 { text-align: center; text-transform: uppercase; letter-spacing: 3pt; font-size: 20pt; }
     .tagline { text-align: center; font-size: 10.5pt; color: #444; }
     .contact { text-align: center; font-size: 8.5pt; margin-bottom: 6pt; }
     h2 { text-align: center; color: #000; border-top: 1pt solid #000; border-bottom: 1pt solid #000; padding: 2pt 0; }
     table { width: 100%; border-collapse: collapse; } td { vertical-align: top; padding: 0 4pt 0 0; }
     .row { display: flex; justify-content: space-between; margin-top: 8pt; }
     .org { font-weight: bold; text-transform: uppercase; } .scope { font-style: italic; }
     .label { font-weight: bold; margin-top: 2pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="tagline">${escape(person.headline)} | ${person.skills.slice(0, 2).map(escape).join(' | ')}</p>
<p class="contact">${escape(person.city)} | ${escape(person.phone)} | ${escape(person.email)}</p>
<h2>Executive Summary</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'skills', ['Areas of Expertise', 'Signature Strengths'])}</h2>
<table><tr>${columns
      .map(
        (skills) =>
          `<td><ul>${skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul></td>`,
      )
      .join('')}</tr></table>
<h2>${choose(person, 'experience', ['Professional History', 'Career Highlights', 'Leadership Experience'])}</h2>
${person.jobs
  .map(
    (
      job,
    ) => `<div class="row"><span><span class="org">${escape(job.company)}</span> | ${escape(job.city)}</span><span>${escape(yearSpan(job))}</span></div>
<p><b><i>${escape(job.title)}</i></b></p>
<p class="scope">${escape(job.bullets[0] ?? '')}.</p>
<p class="label">Key Accomplishments:</p>
<ul>${job.bullets
      .slice(1)
      .map((line) => `<li>${escape(line)}.</li>`)
      .join('')}</ul>`,
  )
  .join('\n')}
<h2>${choose(person, 'education', ['Education & Credentials', 'Academic Profile'])}</h2>
<p><b>${escape(person.school.degree)}</b>, ${escape(person.school.name)}, ${person.school.end}</p>`,
  );
};

export const ROUND7_RENDER: Record<Round7Layout, (person: CorpusPerson) => string> = {
  'linkedin-pdf': linkedinPdf,
  'google-docs': googleDocs,
  executive,
};
