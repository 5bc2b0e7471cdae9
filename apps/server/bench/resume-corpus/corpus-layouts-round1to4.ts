import { bullets, dates, escape, heading, page, schoolLine } from './corpus-html';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * The layouts of rounds 1–4 (decision 017): one column, two columns, sidebars, a table, a header
 * band, a timeline, the name in the sidebar, centred, a split header, small capitals, dates first,
 * two pages and a photo footer.
 */
export const ROUND1TO4_LAYOUTS = [
  'one-column',
  'two-column',
  'sidebar-left',
  'sidebar-right',
  'table',
  'header-band',
  'timeline',
  'name-in-sidebar',
  'centered',
  'split-header',
  'small-caps',
  'dates-first',
  'two-page',
  'photo-footer',
] as const;
export type Round1to4Layout = (typeof ROUND1TO4_LAYOUTS)[number];

const oneColumn = (person: CorpusPerson) =>
  page(
    `.contact { color: #555; } .row { display: flex; justify-content: space-between; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.headline)}</p>
<p class="contact">${escape(person.email)} | ${escape(person.phone)} | ${escape(person.city)}</p>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) => `<div class="row"><span><b>${escape(job.title)}</b> — ${escape(job.company)}</span>
<span>${dates(person, job)}</span></div>
<p>${escape(job.city)}</p>${bullets(job)}`,
  )
  .join('\n')}
${heading(person.style.skills)}<p>${person.skills.map(escape).join(', ')}</p>
${heading(person.style.education)}${schoolLine(person)}`,
  );

const twoColumn = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 2fr 1fr; column-gap: 22pt; }
     .side h2 { margin-top: 0; } .side { padding-top: 6pt; } .meta { color: #666; }`,
    `<div class="grid"><div class="main">
<h1>${escape(person.name)}</h1><p>${escape(person.headline)}</p>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) =>
      `<p><b>${escape(job.title)}</b></p><p>${escape(job.company)} · ${escape(job.city)}</p><p class="meta">${dates(person, job)}</p>${bullets(job)}`,
  )
  .join('\n')}
${heading(person.style.education)}${schoolLine(person)}
</div><div class="side">
${heading('Contact')}<p>${escape(person.email)}</p><p>${escape(person.phone)}</p><p>${escape(person.city)}</p>
${heading(person.style.skills)}<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
${heading('Languages')}<p>${person.languages.join(', ')}</p>
</div></div>`,
  );

const sidebarLeft = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2.3fr; column-gap: 20pt; }
     .side { background: #eef2f7; padding: 8pt; } .pill { display: inline-block; margin: 1pt 4pt 1pt 0; }`,
    `<div class="grid"><div class="side">
${heading('Contact')}<p>${escape(person.phone)}</p><p>${escape(person.email)}</p><p>${escape(person.city)}</p>
${heading(person.style.skills)}<div>${person.skills.map((skill) => `<span class="pill">${escape(skill)}</span>`).join(' • ')}</div>
${heading(person.style.education)}${schoolLine(person)}
${heading('Languages')}${person.languages.map((language) => `<p>${language}</p>`).join('')}
</div><div class="main">
<h1>${escape(person.name)}</h1><p>${escape(person.headline)}</p>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) =>
      `<p><b>${escape(job.company)}</b>, ${escape(job.city)}</p><p>${escape(job.title)} | ${dates(person, job)}</p>${bullets(job)}`,
  )
  .join('\n')}
</div></div>`,
  );

const sidebarRight = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 2.4fr 1fr; column-gap: 24pt; }
     .side { border-left: 1pt solid #ccc; padding-left: 10pt; } .when { float: right; color: #555; }`,
    `<div class="grid"><div class="main">
<h1>${escape(person.name)}</h1><p><i>${escape(person.headline)}</i></p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) =>
      `<p><span class="when">${dates(person, job)}</span>
<b>${escape(job.title)}, ${escape(job.company)}</b></p>${bullets(job)}`,
  )
  .join('\n')}
${heading(person.style.education)}${schoolLine(person)}
</div><div class="side">
${heading('Details')}<p>Phone: ${escape(person.phone)}</p><p>Email: ${escape(person.email)}</p><p>${escape(person.city)}</p>
${heading(person.style.skills)}<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
</div></div>`,
  );

const table = (person: CorpusPerson) =>
  page(
    `table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 4pt 6pt; }
     td.label { width: 24%; font-weight: bold; text-transform: uppercase; color: #1d4e89; }`,
    `<table>
<tr><td colspan="2"><h1>${escape(person.name)}</h1><p>${escape(person.headline)} · ${escape(person.email)} · ${escape(person.phone)}</p></td></tr>
<tr><td class="label">${escape(person.style.summary)}</td><td>${escape(person.summary)}</td></tr>
<tr><td class="label">${escape(person.style.experience)}</td><td>${person.jobs
      .map(
        (job) =>
          `<p><b>${escape(job.title)}</b></p><p>${escape(job.company)}, ${escape(job.city)}</p><p>${dates(person, job)}</p>${bullets(job)}`,
      )
      .join('')}</td></tr>
<tr><td class="label">${escape(person.style.skills)}</td><td>${person.skills.map(escape).join(', ')}</td></tr>
<tr><td class="label">${escape(person.style.education)}</td><td>${schoolLine(person)}</td></tr>
</table>`,
  );

const headerBand = (person: CorpusPerson) =>
  page(
    `.band { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2pt solid #1d4e89; padding-bottom: 6pt; }
     .band .right { text-align: right; } .grid { display: grid; grid-template-columns: 1.9fr 1fr; column-gap: 22pt; }`,
    `<div class="band"><div><h1>${escape(person.name)}</h1><p>${escape(person.headline)}</p></div>
<div class="right"><p>${escape(person.email)}</p><p>${escape(person.phone)}</p><p>${escape(person.city)}</p></div></div>
<div class="grid"><div>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) =>
      `<p><b>${escape(job.title)}</b> at ${escape(job.company)}</p><p>${dates(person, job)} · ${escape(job.city)}</p>${bullets(job)}`,
  )
  .join('\n')}
</div><div>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.skills)}<p>${person.skills.map(escape).join(' · ')}</p>
${heading(person.style.education)}${schoolLine(person)}
</div></div>`,
  );

const timeline = (person: CorpusPerson) =>
  page(
    `table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 3pt 4pt; }
     td.when { width: 22%; color: #555; } .top { display: flex; justify-content: space-between; }`,
    `<div class="top"><h1>${escape(person.name)}</h1><div><p>${escape(person.email)}</p><p>${escape(person.phone)}</p></div></div>
<p>${escape(person.headline)} based in ${escape(person.city)}</p>
${heading(person.style.experience)}
<table>${person.jobs
      .map(
        (job) =>
          `<tr><td class="when">${dates(person, job)}</td><td><b>${escape(job.title)}</b>, ${escape(job.company)}${bullets(job)}</td></tr>`,
      )
      .join('')}</table>
${heading(person.style.skills)}
<table><tr>${person.skills.map((skill) => `<td>${escape(skill)}</td>`).join('')}</tr></table>
${heading(person.style.education)}${schoolLine(person)}`,
  );

const nameInSidebar = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2fr; column-gap: 18pt; }
     .side { background: #243447; color: #fff; padding: 10pt; } .side h2 { color: #9cc3ff; }`,
    `<div class="grid"><div class="side">
<h1>${escape(person.name)}</h1><p>${escape(person.headline)}</p>
${heading('Contact')}<p>${escape(person.email)}</p><p>${escape(person.phone)}</p><p>${escape(person.city)}</p>
${heading(person.style.skills)}${person.skills.map((skill) => `<p>${escape(skill)}</p>`).join('')}
</div><div class="main">
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) =>
      `<p><b>${escape(job.title)}</b> | ${escape(job.company)} | ${dates(person, job)}</p>${bullets(job)}`,
  )
  .join('\n')}
${heading(person.style.education)}${schoolLine(person)}
</div></div>`,
  );

const centered = (person: CorpusPerson) =>
  page(
    `header { text-align: center; } h2 { border-bottom: 1pt solid #999; text-align: center; }
     .job { display: flex; justify-content: space-between; } .title { font-style: italic; }`,
    `<header><h1>${escape(person.name)}</h1>
<p>${escape(person.city)} • ${escape(person.phone)} • ${escape(person.email)}</p></header>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) => `<div class="job"><b>${escape(job.company)}</b>
<span>${escape(job.city)}</span></div>
<div class="job"><span class="title">${escape(job.title)}</span>
<span>${dates(person, job)}</span></div>${bullets(job)}`,
  )
  .join('\n')}
${heading(person.style.education)}${schoolLine(person)}
${heading(person.style.skills)}<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>`,
  );

const splitHeader = (person: CorpusPerson) =>
  page(
    `.head { display: grid; grid-template-columns: 1fr 1fr; border-bottom: 3pt solid #333; padding-bottom: 6pt; }
     .head .contact { text-align: right; } .grid { display: grid; grid-template-columns: 1fr 2.6fr; column-gap: 16pt; }
     .side h2 { font-size: 10pt; }`,
    `<div class="head"><div><h1>${escape(person.name)}</h1><p>${escape(person.headline)}</p></div>
<div class="contact"><p>${escape(person.phone)}</p><p>${escape(person.email)}</p><p>${escape(person.city)}</p></div></div>
<div class="grid"><div class="side">
${heading(person.style.skills)}${person.skills.map((skill) => `<p>${escape(skill)}</p>`).join('')}
${heading('Languages')}<p>${person.languages.join(' / ')}</p>
</div><div>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) =>
      `<p><b>${escape(job.title)}</b></p><p>${escape(job.company)} — ${escape(job.city)} — ${dates(person, job)}</p>${bullets(job)}`,
  )
  .join('\n')}
${heading(person.style.education)}${schoolLine(person)}
</div></div>`,
  );

/**
 * One column; small-caps headings over a rule; "Company — Title" with the dates set right; skills
 * a list laid out as a three-column grid. (Round 3 wrote the grid as bare spans with nothing
 * between them: outside a browser, LibreOffice's DOCX among them, that read as one glued word,
 * which nobody writing a DOCX produces; round 4 made it the list it is.)
 */
const smallCaps = (person: CorpusPerson) =>
  page(
    `h1 { font-variant: small-caps; letter-spacing: 1pt; }
     h2 { text-transform: none; font-variant: small-caps; font-size: 12pt; color: #333; border-bottom: 0.75pt solid #333; padding-bottom: 1pt; }
     .contact span { margin-right: 14pt; } .row { display: flex; justify-content: space-between; align-items: baseline; margin-top: 5pt; }
     .where { color: #666; font-style: italic; } .skills { display: grid; grid-template-columns: repeat(3, 1fr); row-gap: 2pt; list-style: none; padding-left: 0; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact"><span>Email: ${escape(person.email)}</span><span>Phone: ${escape(person.phone)}</span><span>${escape(person.city)}</span></p>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) => `<div class="row"><span><b>${escape(job.company)}</b> — ${escape(job.title)}</span>
<span>${dates(person, job)}</span></div>
<p class="where">${escape(job.city)}</p>${bullets(job)}`,
  )
  .join('\n')}
${heading(person.style.skills)}<ul class="skills">${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
${heading(person.style.education)}${schoolLine(person)}`,
  );

/** Two columns, the main one on the right under the name; each job starts with its dates. */
const datesFirst = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2.5fr; column-gap: 20pt; }
     .side { border-right: 1pt solid #ddd; padding-right: 10pt; padding-top: 40pt; }
     .when { color: #777; font-size: 8.5pt; margin-top: 6pt; } .company { color: #1d4e89; }`,
    `<div class="grid"><div class="side">
${heading('Contact')}<p>${escape(person.email)}</p><p>${escape(person.phone)}</p><p>${escape(person.city)}</p>
${heading(person.style.skills)}<p>${person.skills.map(escape).join(' / ')}</p>
${heading(person.style.education)}${schoolLine(person)}
</div><div class="main">
<h1>${escape(person.name)}</h1><p>${escape(person.headline)}</p>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job) =>
      `<p class="when">${dates(person, job)} · ${escape(job.city)}</p><p><b>${escape(job.title)}</b></p><p class="company">${escape(job.company)}</p>${bullets(job)}`,
  )
  .join('\n')}
</div></div>`,
  );

/** "2019.03 – 2021.12": year first, a dot before the month. */
const dottedDates = (job: CorpusJob) =>
  `${job.start.year}.${String(job.start.month).padStart(2, '0')} – ${job.end ? `${job.end.year}.${String(job.end.month).padStart(2, '0')}` : 'today'}`;

/**
 * Two pages: a running header with the name and contact that the printer repeats at the top of
 * every page (a table's thead), experience breaking onto page 2, and each job as one plain
 * sentence "Title at Company, City, 2019.03 – 2021.12".
 */
const twoPage = (person: CorpusPerson) =>
  page(
    `table.sheet { width: 100%; border-collapse: collapse; } thead td { font-size: 8pt; color: #777; border-bottom: 0.5pt solid #aaa; padding-bottom: 3pt; }
     tbody td { padding-top: 8pt; } .next { break-before: page; }`,
    `<table class="sheet"><thead><tr><td>${escape(person.name)} · ${escape(person.email)} · ${escape(person.phone)}</td></tr></thead><tbody><tr><td>
<h1>${escape(person.name)}</h1><p>${escape(person.headline)}, ${escape(person.city)}</p>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
${person.jobs
  .map(
    (job, index) =>
      `<div${index === 1 ? ' class="next"' : ''}><p>${escape(job.title)} at ${escape(job.company)}, ${escape(job.city)}, ${dottedDates(job)}</p>${bullets(job)}</div>`,
  )
  .join('\n')}
${heading(person.style.skills)}<p>${person.skills.map(escape).join(', ')}</p>
${heading(person.style.education)}${schoolLine(person)}
</td></tr></tbody></table>`,
  );

/**
 * A photo placeholder box beside the name, experience as a table with a header row (Period,
 * Position, Employer), skills joined by " | ", and the contact only in a footer at the page bottom.
 */
const photoFooter = (person: CorpusPerson) =>
  page(
    `.top { display: flex; gap: 14pt; align-items: center; } .photo { width: 62pt; height: 78pt; border: 1pt solid #999; background: #ddd; color: #888; font-size: 8pt; display: flex; align-items: center; justify-content: center; }
     table.jobs { width: 100%; border-collapse: collapse; } table.jobs th { text-align: left; border-bottom: 1pt solid #333; font-size: 8.5pt; }
     table.jobs td { vertical-align: top; padding: 3pt 6pt 3pt 0; } footer { position: fixed; bottom: 0; left: 0; right: 0; border-top: 0.5pt solid #999; font-size: 8.5pt; text-align: center; padding-top: 3pt; }`,
    `<div class="top"><div class="photo">PHOTO</div><div><h1>${escape(person.name)}</h1><p>${escape(person.headline)}</p></div></div>
${heading(person.style.summary)}<p>${escape(person.summary)}</p>
${heading(person.style.experience)}
<table class="jobs"><tr><th>Period</th><th>Position</th><th>Employer</th></tr>${person.jobs
      .map(
        (job) =>
          `<tr><td>${dates(person, job)}</td><td>${escape(job.title)}</td><td>${escape(job.company)}<br>${escape(job.city)}</td></tr>`,
      )
      .join('')}</table>
${heading(person.style.skills)}<p>${person.skills.map(escape).join(' | ')}</p>
${heading(person.style.education)}${schoolLine(person)}
<footer>${escape(person.email)} · ${escape(person.phone)} · ${escape(person.city)}</footer>`,
  );

export const ROUND1TO4_RENDER: Record<Round1to4Layout, (person: CorpusPerson) => string> = {
  'one-column': oneColumn,
  'two-column': twoColumn,
  'sidebar-left': sidebarLeft,
  'sidebar-right': sidebarRight,
  table,
  'header-band': headerBand,
  timeline,
  'name-in-sidebar': nameInSidebar,
  centered,
  'split-header': splitHeader,
  'small-caps': smallCaps,
  'dates-first': datesFirst,
  'two-page': twoPage,
  'photo-footer': photoFooter,
};
