import { padMonth, SHORT_MONTHS } from './corpus-months';
import { escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 21's layouts (decision 017), written before any result on them was looked at, each with
 * a way of writing no earlier layout used:
 * - `bilingual-cn`: the Chinese–English resume people send to international employers in China,
 *   Hong Kong and Singapore: "个人简历 Resume" as the page title; a table of bilingual labels
 *   ("姓名 Name", "电话 Phone", "邮箱 Email", "现居地 Location", "求职意向 Objective") beside a photo
 *   box; section names in both languages on a shaded bar ("教育背景 Education", "工作经历 Work
 *   Experience", "专业技能 Skills", "语言能力 Languages", "自我评价 Self-Assessment"); each job one table
 *   row of three cells, "2019.03 - 至今" (or "2019年03月 – 至今", "2019.03 – Present") │ **Company** │
 *   Title, then "工作内容 Responsibilities:" and numbered duties; the skills as "◆" items;
 * - `card-grid`: a designer's one-page resume: the name left and a round photo right, the contact
 *   behind one-letter labels ("E", "T", "L"), numbered section names ("01 — Profile", "02 —
 *   Experience", "03 — Skills", "04 — Education"), the jobs as cards two to a row of a CSS grid
 *   (dates on top, "2019 — now", "Mar 2019 — Now" or "03.2019 – today", the title in bold, "at
 *   Company" in the accent colour, the place, one duty), the skills as tags in a three-column grid;
 * - `plain-text`: the plain-text resume engineers paste into e-mails, printed as it is: monospaced,
 *   section names in capitals underlined with "=" and jobs as "COMPANY, City" padded with spaces
 *   to the dates at column 60 ("2019-03 - present", "03/2019 - now", "Mar 2019 - today") over
 *   the title underlined with "-", duties led by "*", and the skills wrapped at 72 columns under
 *   a hanging label ("Languages: ", "Tools:     ").
 */
export const ROUND21_LAYOUTS = ['bilingual-cn', 'card-grid', 'plain-text'] as const;
export type Round21Layout = (typeof ROUND21_LAYOUTS)[number];

type Month = { year: number; month: number };

const chineseDates = (job: CorpusJob, style: number) => {
  if (style === 0) {
    const dot = (value: Month) => `${value.year}.${padMonth(value.month)}`;
    return `${dot(job.start)} - ${job.end ? dot(job.end) : '至今'}`;
  }
  if (style === 1) {
    const han = (value: Month) => `${value.year}年${padMonth(value.month)}月`;
    return `${han(job.start)} – ${job.end ? han(job.end) : '至今'}`;
  }
  const dot = (value: Month) => `${value.year}.${padMonth(value.month)}`;
  return `${dot(job.start)} – ${job.end ? dot(job.end) : 'Present'}`;
};

/** One row of three cells, as a Word template sets it: dates │ company │ title. */
const jobRow = (when: string, place: string, role: string) =>
  `<table class="job"><tr><td>${escape(when)}</td><td class="company">${escape(place)}</td><td class="role">${escape(role)}</td></tr></table>`;

const bilingualCn = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  const experience = choose(person, 'experience', [
    '工作经历 Work Experience',
    '工作经验 Professional Experience',
  ]);
  const skills = choose(person, 'skills', ['专业技能 Skills', '技能特长 Skills & Expertise']);
  const bar = (name: string) => `<h2>${escape(name)}</h2>`;
  const row = (label: string, value: string) =>
    `<tr><td class="label">${label}</td><td>${escape(value)}</td></tr>`;
  return page(
    `body { font-family: 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'DejaVu Sans', sans-serif; font-size: 9.5pt; }
     .title { text-align: center; font-size: 20pt; font-weight: bold; letter-spacing: 4pt; margin: 0 0 10pt; }
     table.info { width: 100%; border-collapse: collapse; } table.info td { padding: 2pt 6pt; border: 0.5pt solid #bbb; }
     td.label { width: 120pt; background: #f2f2f2; } td.photo { width: 80pt; text-align: center; color: #999; }
     h2 { background: #e8eef6; color: #1d4e89; font-size: 11pt; padding: 2pt 6pt; text-transform: none; letter-spacing: 0; }
     .job { width: 100%; border-collapse: collapse; margin-top: 6pt; } .job td { width: 33%; padding: 0; vertical-align: top; }
     .job .company { font-weight: bold; text-align: center; } .job .role { text-align: right; }
     ol { margin: 2pt 0 4pt; padding-left: 16pt; } .skills { list-style: none; padding-left: 0; }`,
    `<p class="title">个人简历 Resume</p>
<table class="info"><tr><td class="label">姓名 Name</td><td>${escape(person.name)}</td><td class="photo" rowspan="5">照片<br>Photo</td></tr>
${row('电话 Phone', person.phone)}
${row('邮箱 Email', person.email)}
${row('现居地 Location', person.city)}
${row('求职意向 Objective', person.headline)}</table>
${bar('教育背景 Education')}
${jobRow(`${person.school.start}.09 - ${person.school.end}.06`, person.school.name, person.school.degree)}
${bar(experience)}
${person.jobs
  .map(
    (job) =>
      `${jobRow(chineseDates(job, style), job.company, job.title)}<p>工作内容 Responsibilities:</p><ol>${job.bullets.map((line) => `<li>${escape(line)}.</li>`).join('')}</ol>`,
  )
  .join('\n')}
${bar(skills)}
<ul class="skills">${person.skills.map((skill) => `<li>◆ ${escape(skill)}</li>`).join('')}</ul>
${bar('语言能力 Languages')}
<p>${person.languages.map(escape).join(' / ')}</p>
${bar('自我评价 Self-Assessment')}
<p>${escape(person.summary)}</p>`,
  );
};

const cardDates = (job: CorpusJob, style: number) => {
  if (style === 0) return `${job.start.year} — ${job.end ? job.end.year : 'now'}`;
  if (style === 1) {
    const write = (value: Month) => `${SHORT_MONTHS[value.month - 1] ?? ''} ${value.year}`;
    return `${write(job.start)} — ${job.end ? write(job.end) : 'Now'}`;
  }
  const write = (value: Month) => `${padMonth(value.month)}.${value.year}`;
  return `${write(job.start)} – ${job.end ? write(job.end) : 'today'}`;
};

const cardGrid = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  const initials = person.name
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('');
  const section = (number: number, name: string) =>
    `<h2><span class="num">0${number}</span> — ${escape(name)}</h2>`;
  return page(
    `body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9pt; color: #222; }
     header { display: flex; justify-content: space-between; align-items: center; }
     h1 { font-size: 28pt; font-weight: 300; margin: 0; } .headline { color: #e4572e; font-size: 11pt; margin: 2pt 0 6pt; }
     .photo { width: 64pt; height: 64pt; border-radius: 50%; background: #ddd; display: flex; align-items: center; justify-content: center; color: #888; font-size: 14pt; }
     .contact span { margin-right: 14pt; } .contact b { color: #e4572e; margin-right: 4pt; }
     h2 { font-size: 10pt; color: #222; text-transform: none; letter-spacing: 1pt; margin: 14pt 0 6pt; font-weight: bold; }
     h2 .num { color: #e4572e; }
     .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 8pt 18pt; }
     .card { border: 0.6pt solid #ddd; border-radius: 4pt; padding: 6pt 8pt; }
     .when { font-size: 7.5pt; color: #777; margin: 0; } .role { font-weight: bold; font-size: 10pt; margin: 2pt 0 0; }
     .at { color: #e4572e; margin: 0; } .where { font-size: 8pt; color: #777; margin: 0 0 3pt; }
     .tags { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 4pt 10pt; list-style: none; padding: 0; }
     .tags li { background: #f3f3f3; border-radius: 3pt; padding: 2pt 6pt; }`,
    `<header><div><h1>${escape(person.name)}</h1><p class="headline">${escape(person.headline)}</p>
<p class="contact"><span><b>E</b>${escape(person.email)}</span><span><b>T</b>${escape(person.phone)}</span><span><b>L</b>${escape(person.city)}</span></p></div>
<div class="photo">${escape(initials)}</div></header>
${section(1, 'Profile')}<p>${escape(person.summary)}</p>
${section(2, choose(person, 'experience', ['Experience', 'Work', 'Career']))}
<div class="grid">${person.jobs
      .map(
        (job) =>
          `<div class="card"><p class="when">${escape(cardDates(job, style))}</p><p class="role">${escape(job.title)}</p><p class="at">at ${escape(job.company)}</p><p class="where">${escape(job.city)}</p><p>${escape(job.bullets[0] ?? '')}.</p></div>`,
      )
      .join('')}</div>
${section(3, choose(person, 'skills', ['Skills', 'Tools', 'Expertise']))}
<ul class="tags">${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
${section(4, 'Education')}
<div class="grid"><div class="card"><p class="when">${person.school.start} — ${person.school.end}</p><p class="role">${escape(person.school.degree)}</p><p class="at">${escape(person.school.name)}</p></div></div>
${section(5, 'Languages')}<p>${person.languages.map(escape).join(' · ')}</p>`,
  );
};

const textDates = (job: CorpusJob, style: number) => {
  if (style === 0) {
    const write = (value: Month) => `${value.year}-${padMonth(value.month)}`;
    return `${write(job.start)} - ${job.end ? write(job.end) : 'present'}`;
  }
  if (style === 1) {
    const write = (value: Month) => `${padMonth(value.month)}/${value.year}`;
    return `${write(job.start)} - ${job.end ? write(job.end) : 'now'}`;
  }
  const write = (value: Month) => `${SHORT_MONTHS[value.month - 1] ?? ''} ${value.year}`;
  return `${write(job.start)} - ${job.end ? write(job.end) : 'today'}`;
};

const WIDTH = 72;

/** Words wrapped at the plain-text width, later lines indented under the first one's text. */
const wrap = (label: string, text: string) => {
  const lines: string[] = [];
  let line = label;
  let words = 0;
  for (const word of text.split(' ')) {
    if (words > 0 && line.length + word.length + 1 > WIDTH) {
      lines.push(line);
      line = ' '.repeat(label.length);
      words = 0;
    }
    line += words === 0 ? word : ` ${word}`;
    words += 1;
  }
  lines.push(line);
  return lines.join('\n');
};

const underline = (text: string, char: string) => `${text}\n${char.repeat(text.length)}`;

const plainText = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  const half = Math.ceil(person.skills.length / 2);
  const labels = choose(person, 'labels', [
    ['Languages: ', 'Tools:     '],
    ['Main:  ', 'Other: '],
  ] as const);
  const jobs = person.jobs.map((job) => {
    const left = `${job.company.toUpperCase()}, ${job.city}`;
    const head = `${left.padEnd(60)}${textDates(job, style)}`;
    const duties = job.bullets.map((line) => wrap('  * ', `${line}.`)).join('\n');
    return `${head}\n${underline(job.title, '-')}\n${duties}`;
  });
  const text = [
    person.name.toUpperCase(),
    person.headline,
    `${person.email} | ${person.phone} | ${person.city}`,
    '',
    underline('SUMMARY', '='),
    wrap('', person.summary),
    '',
    underline(choose(person, 'experience', ['EXPERIENCE', 'WORK HISTORY', 'EMPLOYMENT']), '='),
    jobs.join('\n\n'),
    '',
    underline(choose(person, 'skills', ['SKILLS', 'TECHNICAL SKILLS']), '='),
    wrap(labels[0], person.skills.slice(0, half).join(', ')),
    wrap(labels[1], person.skills.slice(half).join(', ')),
    '',
    underline('EDUCATION', '='),
    `${person.school.degree}, ${person.school.name} (${person.school.start}-${person.school.end})`,
    '',
    underline('LANGUAGES', '='),
    person.languages.join(', '),
  ].join('\n');
  return page(
    `body { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 8.5pt; }
     pre { font-family: inherit; margin: 0; white-space: pre; }`,
    `<pre>${escape(text)}</pre>`,
  );
};

export const ROUND21_RENDER: Record<Round21Layout, (person: CorpusPerson) => string> = {
  'bilingual-cn': bilingualCn,
  'card-grid': cardGrid,
  'plain-text': plainText,
};
