import { SHORT_MONTHS, padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 9's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `canva-sidebar`: a designed template from an online editor: a dark left column with a photo
 *   circle, "CONTACT" with icons, "EXPERTISE" with a bar under each skill, "LANGUAGE"; the name on
 *   the right over two lines (first name heavy, last name light), the title letter-spaced,
 *   "PROFILE", "WORK EXPERIENCE" where each job is "2019 - PRESENT" over "Company | City" over the
 *   title in bold, "EDUCATION";
 * - `markdown`: a resume written in Markdown (Notion, GitHub, pandoc) and printed: "# Name", a
 *   contact line with links, "## Experience" with "### Title — Company" over "_Jan 2020 – present ·
 *   Remote_", "## Skills" as "**Languages:** …" / "**Tools:** …" lines, "## Education";
 * - `two-column-equal`: an online resume builder's two equal columns under a full-width header:
 *   "Work Experience" and "Education" on the left, each job "**Title**" over "_Company_" over a
 *   row "01/2019 - Present" · "City" and an "Achievements/Tasks" label over the bullets; "Skills"
 *   as tags (a list whose items are laid out in a row), "Interests" and "Languages" on the right.
 */
export const ROUND9_LAYOUTS = ['canva-sidebar', 'markdown', 'two-column-equal'] as const;
export type Round9Layout = (typeof ROUND9_LAYOUTS)[number];

/** "2019 - PRESENT", "2016 - 2019". */
const canvaDates = (job: CorpusJob) => `${job.start.year} - ${job.end ? job.end.year : 'PRESENT'}`;
/** "Jan 2020 – present". */
const markdownDates = (job: CorpusJob) =>
  `${SHORT_MONTHS[job.start.month - 1]} ${job.start.year} – ${job.end ? `${SHORT_MONTHS[job.end.month - 1]} ${job.end.year}` : 'present'}`;
/** "01/2019 - Present". */
const builderDates = (job: CorpusJob) =>
  `${padMonth(job.start.month)}/${job.start.year} - ${job.end ? `${padMonth(job.end.month)}/${job.end.year}` : 'Present'}`;

const [firstOf, lastOf] = [
  (name: string) => name.split(' ')[0] ?? name,
  (name: string) => name.split(' ').slice(1).join(' '),
];

const canvaSidebar = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2.2fr; min-height: 270mm; }
     .side { background: #2e3a46; color: #e8edf2; padding: 14pt 12pt; }
     .side h2 { color: #fff; border-bottom: 1pt solid #8fa3b5; }
     .photo { width: 80pt; height: 80pt; border-radius: 50%; background: #8fa3b5; margin: 0 auto 10pt; }
     .bar { height: 3pt; background: #8fa3b5; margin: 1pt 0 5pt; }
     .main { padding: 14pt 16pt; }
     .first { font-size: 30pt; font-weight: bold; margin: 0; } .last { font-size: 30pt; font-weight: 300; margin: 0; color: #555; }
     .title { letter-spacing: 2pt; text-transform: uppercase; color: #777; margin-bottom: 8pt; }
     .main h2 { color: #2e3a46; }
     .when { color: #888; font-size: 8.5pt; margin-top: 7pt; }`,
    `<div class="grid"><div class="side">
<div class="photo"></div>
<h2>Contact</h2>
<p>☏ ${escape(person.phone)}</p>
<p>✉ ${escape(person.email)}</p>
<p>⌖ ${escape(person.city)}</p>
<h2>Expertise</h2>
${person.skills.map((skill) => `<p>${escape(skill)}</p><div class="bar"></div>`).join('\n')}
<h2>Language</h2>
${person.languages.map((language) => `<p>${escape(language)}</p>`).join('\n')}
</div><div class="main">
<p class="first">${escape(firstOf(person.name))}</p>
<p class="last">${escape(lastOf(person.name))}</p>
<p class="title">${escape(person.headline)}</p>
<h2>Profile</h2><p>${escape(person.summary)}</p>
<h2>Work Experience</h2>
${person.jobs
  .map(
    (job) => `<p class="when">${escape(canvaDates(job))}</p>
<p>${escape(job.company)} | ${escape(job.city)}</p>
<p><b>${escape(job.title)}</b></p>${bullets(job)}`,
  )
  .join('\n')}
<h2>Education</h2>
<p class="when">${person.school.start} - ${person.school.end}</p>
<p>${escape(person.school.name)}</p>
<p><b>${escape(person.school.degree)}</b></p>
</div></div>`,
  );

const markdown = (person: CorpusPerson) => {
  const half = Math.ceil(person.skills.length / 2);
  return page(
    `body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; color: #24292f; }
     h1 { font-size: 22pt; border-bottom: 1pt solid #d0d7de; padding-bottom: 2pt; }
     h2 { text-transform: none; letter-spacing: 0; color: #24292f; font-size: 15pt; border-bottom: 1pt solid #d0d7de; }
     h3 { font-size: 11.5pt; margin: 8pt 0 1pt; } a { color: #0969da; text-decoration: none; }
     code { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; }`,
    `<h1>${escape(person.name)}</h1>
<p><a href="mailto:${escape(person.email)}">${escape(person.email)}</a> · ${escape(person.phone)} · ${escape(person.city)}</p>
<p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Experience', 'Work'])}</h2>
${person.jobs
  .map(
    (job) => `<h3>${escape(job.title)} — ${escape(job.company)}</h3>
<p><i>${escape(markdownDates(job))} · ${escape(job.city)}</i></p>${bullets(job)}`,
  )
  .join('\n')}
<h2>Skills</h2>
<p><b>Languages:</b> ${person.skills.slice(0, half).map(escape).join(', ')}</p>
<p><b>Tools:</b> ${person.skills.slice(half).map(escape).join(', ')}</p>
<h2>Education</h2>
<p><b>${escape(person.school.degree)}</b>, ${escape(person.school.name)} (${person.school.start}–${person.school.end})</p>`,
  );
};

const twoColumnEqual = (person: CorpusPerson) =>
  page(
    `.head { background: #f2f2f2; padding: 10pt 14pt; margin-bottom: 8pt; }
     .head h1 { font-size: 24pt; } .head .role { color: #0b6e99; font-size: 12pt; }
     .head .contact { display: flex; gap: 18pt; font-size: 8.5pt; margin-top: 4pt; }
     .grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 18pt; }
     h2 { color: #0b6e99; text-transform: uppercase; }
     .company { font-style: italic; } .row { display: flex; justify-content: space-between; font-size: 8pt; color: #0b6e99; font-style: italic; }
     .label { font-size: 8pt; color: #888; font-style: italic; margin-top: 2pt; }
     .tags { list-style: none; padding: 0; }
     .tags li { display: inline-block; border: 0.75pt solid #999; border-radius: 3pt; padding: 0 4pt; margin: 0 3pt 3pt 0; }`,
    `<div class="head"><h1>${escape(person.name)}</h1><p class="role">${escape(person.headline)}</p>
<div class="contact"><span>${escape(person.email)}</span><span>${escape(person.phone)}</span><span>${escape(person.city)}</span></div></div>
<div class="grid"><div>
<h2>Work Experience</h2>
${person.jobs
  .map(
    (job) => `<p><b>${escape(job.title)}</b></p>
<p class="company">${escape(job.company)}</p>
<div class="row"><span>${escape(builderDates(job))}</span><span>${escape(job.city)}</span></div>
<p class="label">Achievements/Tasks</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>Education</h2>
<p><b>${escape(person.school.degree)}</b></p>
<p class="company">${escape(person.school.name)}</p>
<div class="row"><span>${person.school.start} - ${person.school.end}</span></div>
</div><div>
<h2>Skills</h2>
<ul class="tags">${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>Interests</h2>
<p>Cycling · Photography · Board games</p>
<h2>Languages</h2>
${person.languages.map((language) => `<p>${escape(language)}</p>`).join('\n')}
</div></div>`,
  );

export const ROUND9_RENDER: Record<Round9Layout, (person: CorpusPerson) => string> = {
  'canva-sidebar': canvaSidebar,
  markdown,
  'two-column-equal': twoColumnEqual,
};
