import { padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 17's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `cv-nederlands`: the Dutch CV as Dutch career guides describe it: the name, then "Personalia"
 *   as a two-column table of labels and values ("Naam", "Woonplaats", "Telefoon", "E-mail",
 *   "Rijbewijs"), "Profiel" / "Profielschets", "Werkervaring" as rows with the period in a narrow
 *   left column ("mrt. 2019 – heden", "maart 2019 – heden", "03-2019 – heden") and "**Title**" over
 *   "Company, City" in the right one, "Opleiding" / "Opleidingen", "Vaardigheden" / "Kennis en
 *   vaardigheden" / "Computervaardigheden" as a comma list, "Talen" ("Engels – vloeiend"),
 *   "Hobby's" and "Referenties" ("Op aanvraag beschikbaar."); job titles in English, as many Dutch
 *   tech CVs have them;
 * - `curriculo-br`: the Brazilian currículo: the name centred in capitals, "Telefone: … | E-mail: …"
 *   and "City" under it, "OBJETIVO" (the target role in one line: "Atuar como …"), "RESUMO
 *   PROFISSIONAL" / "PERFIL PROFISSIONAL", "EXPERIÊNCIA PROFISSIONAL" where each job is
 *   "**Company** – City" over "Cargo: Title" over "Período: jan/2019 – atual" ("Janeiro de 2019 até
 *   o momento", "03/2019 – atual"), then "Principais atividades:" over the bullets, "FORMAÇÃO
 *   ACADÊMICA", "CONHECIMENTOS" / "HABILIDADES" / "COMPETÊNCIAS TÉCNICAS" as a list, "IDIOMAS"
 *   ("Inglês – avançado"), "CURSOS COMPLEMENTARES";
 * - `rezi`: the Rezi builder's ATS template: the name centred, one contact line joined by " • "
 *   with a LinkedIn address, headings in small capitals over a full rule ("Summary", "Experience",
 *   "Education", "Skills", "Certifications"), each job "**Company**" with the city set right over
 *   "_Title_" with "Mar 2019 – Current" set right, the skills as labelled lines ("Technical Skills:
 *   …", "Languages: …").
 */
export const ROUND17_LAYOUTS = ['cv-nederlands', 'curriculo-br', 'rezi'] as const;
export type Round17Layout = (typeof ROUND17_LAYOUTS)[number];

const DUTCH_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const DUTCH_SHORT = [
  'jan.',
  'feb.',
  'mrt.',
  'apr.',
  'mei',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
];

/** Dutch periods in three styles ("mrt. 2019 – heden", "maart 2019 – heden", "03-2019 – heden"). */
const dutchDates = (job: CorpusJob, style: number) => {
  const { start, end } = job;
  const month = (value: { year: number; month: number }) =>
    style === 0
      ? `${DUTCH_SHORT[value.month - 1] ?? ''} ${value.year}`
      : style === 1
        ? `${DUTCH_MONTHS[value.month - 1] ?? ''} ${value.year}`
        : `${padMonth(value.month)}-${value.year}`;
  return `${month(start)} – ${end ? month(end) : 'heden'}`;
};

const DUTCH_LANGUAGES: Record<string, string> = {
  English: 'Engels',
  German: 'Duits',
  Spanish: 'Spaans',
  French: 'Frans',
  Portuguese: 'Portugees',
  Polish: 'Pools',
  Japanese: 'Japans',
};
const DUTCH_LEVELS = ['vloeiend', 'goed', 'basis'];

const cvNederlands = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  return page(
    `body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; }
     h1 { font-size: 20pt; color: #0b3d5c; margin-bottom: 6pt; }
     h2 { font-size: 11pt; color: #0b3d5c; text-transform: none; border-bottom: 1pt solid #e07a10; padding-bottom: 1pt; }
     table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 1.5pt 0; }
     td.label { width: 30%; color: #555; }
     td.period { width: 30%; color: #555; padding-top: 5pt; } td.entry { padding-top: 5pt; }
     .firma { font-style: italic; }`,
    `<h1>${escape(person.name)}</h1>
<h2>Personalia</h2>
<table>
<tr><td class="label">Naam</td><td>${escape(person.name)}</td></tr>
<tr><td class="label">Woonplaats</td><td>${escape(person.city)}</td></tr>
<tr><td class="label">Telefoon</td><td>${escape(person.phone)}</td></tr>
<tr><td class="label">E-mail</td><td>${escape(person.email)}</td></tr>
<tr><td class="label">Rijbewijs</td><td>B</td></tr>
</table>
<h2>${choose(person, 'summary', ['Profiel', 'Profielschets', 'Over mij'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Werkervaring', 'Werkervaring', 'Loopbaan'])}</h2>
<table>
${person.jobs
  .map(
    (job) =>
      `<tr><td class="period">${escape(dutchDates(job, style))}</td><td class="entry"><b>${escape(job.title)}</b><p class="firma">${escape(job.company)}, ${escape(job.city)}</p>${bullets(job)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2>${choose(person, 'education', ['Opleiding', 'Opleidingen', 'Opleiding en cursussen'])}</h2>
<table><tr><td class="period">${person.school.start} – ${person.school.end}</td><td class="entry"><b>${escape(person.school.degree)}</b><p class="firma">${escape(person.school.name)}</p></td></tr></table>
<h2>${choose(person, 'skills', ['Vaardigheden', 'Kennis en vaardigheden', 'Computervaardigheden'])}</h2>
<p>${person.skills.map(escape).join(', ')}</p>
<h2>Talen</h2>
<p>${person.languages.map((language, index) => `${DUTCH_LANGUAGES[language] ?? language} – ${DUTCH_LEVELS[index % DUTCH_LEVELS.length] ?? ''}`).join(', ')}</p>
<h2>Hobby's</h2>
<p>${choose(person, 'hobbies', ['Wielrennen, fotografie', 'Hardlopen, koken', 'Schaken, zeilen'])}</p>
<h2>Referenties</h2><p>Op aanvraag beschikbaar.</p>`,
  );
};

const PORTUGUESE_SHORT = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
];
const PORTUGUESE_MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** Brazilian periods in three styles ("jan/2019 – atual", "Janeiro de 2019 até o momento", "03/2019 – atual"). */
const brazilianDates = (job: CorpusJob, style: number) => {
  const { start, end } = job;
  if (style === 0) {
    return `${PORTUGUESE_SHORT[start.month - 1] ?? ''}/${start.year} – ${end ? `${PORTUGUESE_SHORT[end.month - 1] ?? ''}/${end.year}` : 'atual'}`;
  }
  if (style === 1) {
    return `${PORTUGUESE_MONTHS[start.month - 1] ?? ''} de ${start.year} ${end ? `a ${PORTUGUESE_MONTHS[end.month - 1] ?? ''} de ${end.year}` : 'até o momento'}`;
  }
  return `${padMonth(start.month)}/${start.year} – ${end ? `${padMonth(end.month)}/${end.year}` : 'atual'}`;
};

const PORTUGUESE_LANGUAGES: Record<string, string> = {
  English: 'Inglês',
  German: 'Alemão',
  Spanish: 'Espanhol',
  French: 'Francês',
  Portuguese: 'Português',
  Polish: 'Polonês',
  Japanese: 'Japonês',
};
const PORTUGUESE_LEVELS = ['avançado', 'intermediário', 'básico'];

const curriculoBr = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  return page(
    `body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.5pt; }
     h1 { font-size: 18pt; text-align: center; text-transform: uppercase; letter-spacing: 1pt; }
     .contato { text-align: center; }
     h2 { font-size: 11pt; color: #000; border-bottom: 0.8pt solid #000; letter-spacing: 0; }
     .empresa { margin-top: 7pt; } .rotulo { font-weight: bold; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contato">Telefone: ${escape(person.phone)} | E-mail: ${escape(person.email)}</p>
<p class="contato">${escape(person.city)}</p>
<h2>Objetivo</h2><p>Atuar como ${escape(person.headline)}.</p>
<h2>${choose(person, 'summary', ['Resumo profissional', 'Perfil profissional', 'Resumo de qualificações'])}</h2><p>${escape(person.summary)}</p>
<h2>Experiência profissional</h2>
${person.jobs
  .map(
    (job) =>
      `<p class="empresa"><b>${escape(job.company)}</b> – ${escape(job.city)}</p><p><span class="rotulo">Cargo:</span> ${escape(job.title)}</p><p><span class="rotulo">Período:</span> ${escape(brazilianDates(job, style))}</p><p>Principais atividades:</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>Formação acadêmica</h2>
<p>${escape(person.school.degree)} – ${escape(person.school.name)}</p><p>Conclusão: ${person.school.end}</p>
<h2>${choose(person, 'skills', ['Conhecimentos', 'Habilidades', 'Competências técnicas'])}</h2>
<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>Idiomas</h2>
${person.languages.map((language, index) => `<p>${PORTUGUESE_LANGUAGES[language] ?? language} – ${PORTUGUESE_LEVELS[index % PORTUGUESE_LEVELS.length] ?? ''}</p>`).join('\n')}
<h2>Cursos complementares</h2>
<p>${choose(person, 'course', ['Gestão de projetos – Fundação Getulio Vargas (2020)', 'Scrum Master – Scrum.org (2021)', 'Oratória – SENAC (2019)'])}</p>`,
  );
};

const REZI_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const reziDates = (job: CorpusJob) =>
  `${REZI_MONTHS[job.start.month - 1] ?? ''} ${job.start.year} – ${job.end ? `${REZI_MONTHS[job.end.month - 1] ?? ''} ${job.end.year}` : 'Current'}`;

const rezi = (person: CorpusPerson) =>
  page(
    `body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; color: #111; }
     h1 { font-size: 20pt; text-align: center; margin-bottom: 3pt; } .contact { text-align: center; font-size: 9pt; }
     h2 { font-size: 10.5pt; font-variant: small-caps; text-transform: none; letter-spacing: 0.5pt; color: #111; border-bottom: 0.8pt solid #111; }
     .row { display: flex; justify-content: space-between; } .row.first { margin-top: 6pt; }
     .label { font-weight: bold; }`,
    `<h1>${escape(person.name)}</h1>
<p class="contact">${escape(person.email)} • ${escape(person.phone)} • ${escape(person.city)} • linkedin.com/in/${escape(person.email.split('@')[0] ?? '')}</p>
<h2>Summary</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Experience', 'Experience', 'Work Experience'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="row first"><span><b>${escape(job.company)}</b></span><span>${escape(job.city)}</span></div><div class="row"><span><i>${escape(job.title)}</i></span><span>${escape(reziDates(job))}</span></div>${bullets(job)}`,
  )
  .join('\n')}
<h2>Education</h2>
<div class="row first"><span><b>${escape(person.school.name)}</b></span><span>${person.school.end}</span></div><p><i>${escape(person.school.degree)}</i></p>
<h2>Skills</h2>
<p><span class="label">Technical Skills:</span> ${person.skills.map(escape).join(', ')}</p>
<p><span class="label">Languages:</span> ${person.languages.map(escape).join(', ')}</p>
<h2>Certifications</h2>
<p>${choose(person, 'certification', ['Professional Scrum Master I (PSM I), Scrum.org', 'Google Project Management Certificate, Coursera', 'AWS Certified Cloud Practitioner, Amazon Web Services'])}</p>`,
  );

export const ROUND17_RENDER: Record<Round17Layout, (person: CorpusPerson) => string> = {
  'cv-nederlands': cvNederlands,
  'curriculo-br': curriculoBr,
  rezi,
};
