import { padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 16's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `cv-francais`: the French CV as written in Word: "Prénom NOM" (the surname in capitals) with
 *   the target title and labelled contact lines ("Tél. :", "E-mail :", "Adresse :", "Permis B")
 *   beside a photo box; section names in capitals over a coloured rule ("Profil", "Expériences
 *   professionnelles" / "Parcours professionnel", "Formation", "Compétences" / "Informatique",
 *   "Langues", "Centres d'intérêt"); each job "**Title**" with French dates set right ("Depuis mars
 *   2019", "Janv. 2016 – févr. 2019", "De janvier 2016 à février 2019", "03/2019 – aujourd'hui")
 *   over "Company, City" in italics; the skills after a label with the French space before the
 *   colon ("Outils et technologies : …") or as a list in two CSS columns; job titles and duties in
 *   English, as many French tech CVs have them;
 * - `cv-espanol`: a Spanish two-column CV (the modern template Spanish job boards and editors
 *   offer): a grey left sidebar with a photo circle, "Contacto" with "Teléfono" / "Correo" /
 *   "Dirección" labels over their values, "Habilidades" / "Conocimientos informáticos" as a list,
 *   "Idiomas" with CEFR levels; the main column with the name, the headline, "Perfil profesional",
 *   "Experiencia laboral" / "Trayectoria profesional" where each job is "**COMPANY**, City" (capitals
 *   by CSS) over the title in italics over Spanish dates ("mar. 2019 – actualidad", "Marzo 2019 -
 *   Presente", "03/2019 – Actualidad"), and "Formación académica";
 * - `novoresume`: the Novorésumé builder's basic template: the name, the headline in colour and a
 *   short summary, a dark contact band where each item follows a small SVG icon (images, no text),
 *   then two columns: "WORK EXPERIENCE" with "**Title**" over the company over a row of
 *   "03/2019 – Present" and the city in italics, and an "Achievements/Tasks" label over the bullets,
 *   and "EDUCATION"; on the right "SKILLS" as bordered boxes that wrap (a list laid out in a row, as the builder's HTML has it), "LANGUAGES" with a
 *   proficiency line under each, and "INTERESTS" as boxes.
 */
export const ROUND16_LAYOUTS = ['cv-francais', 'cv-espanol', 'novoresume'] as const;
export type Round16Layout = (typeof ROUND16_LAYOUTS)[number];

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const FRENCH_SHORT = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** French dates in three styles ("Depuis mars 2019", "De janvier 2016 à février 2019", "03/2019 – aujourd'hui"). */
const frenchDates = (job: CorpusJob, style: number) => {
  const { start, end } = job;
  if (style === 0) {
    return end
      ? `${capitalise(FRENCH_SHORT[start.month - 1] ?? '')} ${start.year} – ${FRENCH_SHORT[end.month - 1] ?? ''} ${end.year}`
      : `Depuis ${FRENCH_MONTHS[start.month - 1] ?? ''} ${start.year}`;
  }
  if (style === 1) {
    return `De ${FRENCH_MONTHS[start.month - 1] ?? ''} ${start.year} à ${end ? `${FRENCH_MONTHS[end.month - 1] ?? ''} ${end.year}` : "aujourd'hui"}`;
  }
  return `${padMonth(start.month)}/${start.year} – ${end ? `${padMonth(end.month)}/${end.year}` : "aujourd'hui"}`;
};

const FRENCH_LANGUAGES: Record<string, string> = {
  English: 'Anglais',
  German: 'Allemand',
  Spanish: 'Espagnol',
  French: 'Français',
  Portuguese: 'Portugais',
  Polish: 'Polonais',
  Japanese: 'Japonais',
};
const FRENCH_LEVELS = ['courant', 'intermédiaire (B2)', 'notions'];

/** The surname in capitals, as French CVs write it: "Maya PATEL", "Elena VAN DEN BERG". */
const frenchName = (name: string) => {
  const [first = '', ...rest] = name.split(' ');
  return `${first} ${rest.join(' ').toUpperCase()}`;
};

const cvFrancais = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  const skillsAsList = choose(person, 'skills-list', [false, true]);
  return page(
    `body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; }
     .top { display: flex; justify-content: space-between; align-items: flex-start; }
     h1 { font-size: 22pt; color: #123c69; } .poste { font-size: 12pt; color: #ac3b61; margin-bottom: 4pt; }
     .photo { width: 80pt; height: 100pt; border: 0.8pt solid #aaa; background: #f1f1f1; color: #999; font-size: 8pt; display: flex; align-items: center; justify-content: center; }
     h2 { color: #123c69; border-bottom: 1.2pt solid #ac3b61; padding-bottom: 1pt; }
     .row { display: flex; justify-content: space-between; margin-top: 6pt; } .row span:last-child { color: #555; }
     .lieu { font-style: italic; color: #444; }
     ul.cols { columns: 2; }`,
    `<div class="top"><div>
<h1>${escape(frenchName(person.name))}</h1>
<p class="poste">${escape(person.headline)}</p>
<p>Tél. : ${escape(person.phone)}</p>
<p>E-mail : ${escape(person.email)}</p>
<p>Adresse : ${escape(person.city)}</p>
<p>Permis B</p>
</div><div class="photo">Photo</div></div>
<h2>${choose(person, 'summary', ['Profil', 'À propos'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Expériences professionnelles', 'Expérience professionnelle', 'Parcours professionnel'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="row"><span><b>${escape(job.title)}</b></span><span>${escape(frenchDates(job, style))}</span></div><p class="lieu">${escape(job.company)}, ${escape(job.city)}</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>Formation</h2>
<div class="row"><span><b>${escape(person.school.degree)}</b></span><span>${person.school.start} – ${person.school.end}</span></div><p class="lieu">${escape(person.school.name)}</p>
<h2>${choose(person, 'skills', ['Compétences', 'Compétences techniques', 'Informatique'])}</h2>
${
  skillsAsList
    ? `<ul class="cols">${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>`
    : `<p><b>Outils et technologies :</b> ${person.skills.map(escape).join(', ')}</p>`
}
<h2>Langues</h2>
<p>${person.languages.map((language, index) => `${FRENCH_LANGUAGES[language] ?? language} (${FRENCH_LEVELS[index % FRENCH_LEVELS.length] ?? ''})`).join(' – ')}</p>
<h2>Centres d'intérêt</h2>
<p>${choose(person, 'hobbies', ['Randonnée, photographie', 'Course à pied, cuisine', 'Échecs, vélo'])}</p>`,
  );
};

const SPANISH_SHORT = [
  'ene.',
  'feb.',
  'mar.',
  'abr.',
  'may.',
  'jun.',
  'jul.',
  'ago.',
  'sept.',
  'oct.',
  'nov.',
  'dic.',
];
const SPANISH_MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/** Spanish dates in three styles ("mar. 2019 – actualidad", "Marzo 2019 - Presente", "03/2019 – Actualidad"). */
const spanishDates = (job: CorpusJob, style: number) => {
  const { start, end } = job;
  if (style === 0) {
    return `${SPANISH_SHORT[start.month - 1] ?? ''} ${start.year} – ${end ? `${SPANISH_SHORT[end.month - 1] ?? ''} ${end.year}` : 'actualidad'}`;
  }
  if (style === 1) {
    return `${SPANISH_MONTHS[start.month - 1] ?? ''} ${start.year} - ${end ? `${SPANISH_MONTHS[end.month - 1] ?? ''} ${end.year}` : 'Presente'}`;
  }
  return `${padMonth(start.month)}/${start.year} – ${end ? `${padMonth(end.month)}/${end.year}` : 'Actualidad'}`;
};

const SPANISH_LANGUAGES: Record<string, string> = {
  English: 'Inglés',
  German: 'Alemán',
  Spanish: 'Español',
  French: 'Francés',
  Portuguese: 'Portugués',
  Polish: 'Polaco',
  Japanese: 'Japonés',
};
const CEFR = ['C1', 'B2', 'Nativo'];

const cvEspanol = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  return page(
    `.grid { display: grid; grid-template-columns: 1fr 2.3fr; min-height: 265mm; }
     .side { background: #e9ecef; padding: 14pt 11pt; }
     .circle { width: 76pt; height: 76pt; border-radius: 38pt; background: #adb5bd; margin: 0 auto 12pt; }
     .side h2 { color: #343a40; font-size: 10.5pt; border-bottom: 0.8pt solid #343a40; }
     .side .label { font-size: 8pt; font-weight: bold; color: #495057; margin-top: 5pt; }
     .main { padding: 14pt 0 0 16pt; }
     h1 { font-size: 24pt; color: #212529; } .headline { font-size: 12pt; color: #c0392b; margin-bottom: 6pt; }
     .main h2 { color: #c0392b; }
     .empresa { text-transform: uppercase; margin-top: 7pt; } .puesto { font-style: italic; } .fechas { color: #6c757d; font-size: 8.5pt; }`,
    `<div class="grid"><div class="side">
<div class="circle"></div>
<h2>Contacto</h2>
<p class="label">Teléfono</p><p>${escape(person.phone)}</p>
<p class="label">Correo</p><p>${escape(person.email)}</p>
<p class="label">Dirección</p><p>${escape(person.city)}</p>
<h2>${choose(person, 'skills', ['Habilidades', 'Conocimientos informáticos', 'Aptitudes'])}</h2>
<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>Idiomas</h2>
${person.languages.map((language, index) => `<p>${SPANISH_LANGUAGES[language] ?? language} – ${CEFR[index % CEFR.length] ?? ''}</p>`).join('\n')}
</div><div class="main">
<h1>${escape(person.name)}</h1>
<p class="headline">${escape(person.headline)}</p>
<h2>${choose(person, 'summary', ['Perfil profesional', 'Sobre mí'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Experiencia laboral', 'Experiencia profesional', 'Trayectoria profesional'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<p class="empresa"><b>${escape(job.company)}</b>, ${escape(job.city)}</p><p class="puesto">${escape(job.title)}</p><p class="fechas">${escape(spanishDates(job, style))}</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>${choose(person, 'education', ['Formación académica', 'Formación', 'Educación'])}</h2>
<p class="empresa"><b>${escape(person.school.name)}</b></p><p class="puesto">${escape(person.school.degree)}</p><p class="fechas">${person.school.start} – ${person.school.end}</p>
<h2>Referencias</h2><p>Disponibles a petición.</p>
</div></div>`,
  );
};

/** A small round icon drawn as an image, as the builder's icon set is. */
const icon = (colour: string) =>
  `<svg width="9" height="9" viewBox="0 0 10 10" style="vertical-align: middle; margin-right: 3pt"><circle cx="5" cy="5" r="4.5" fill="${colour}"/></svg>`;

const PROFICIENCY = [
  'Native or Bilingual Proficiency',
  'Full Professional Proficiency',
  'Limited Working Proficiency',
];

const novoDates = (job: CorpusJob) =>
  `${padMonth(job.start.month)}/${job.start.year} – ${job.end ? `${padMonth(job.end.month)}/${job.end.year}` : 'Present'}`;

const novoresume = (person: CorpusPerson) =>
  page(
    `h1 { font-size: 26pt; color: #313c4e; } .headline { font-size: 12pt; color: #2c7fb8; margin: 2pt 0 4pt; }
     .summary { color: #444; margin-bottom: 6pt; }
     .band { background: #313c4e; color: #fff; display: flex; flex-wrap: wrap; gap: 4pt 14pt; padding: 5pt 8pt; font-size: 8.5pt; }
     .cols { display: grid; grid-template-columns: 1.75fr 1fr; column-gap: 16pt; }
     h2 { color: #313c4e; border-bottom: 1.5pt solid #313c4e; padding-bottom: 1pt; }
     .title { font-size: 11pt; font-weight: bold; margin-top: 7pt; } .company { font-size: 10pt; }
     .when { display: flex; justify-content: space-between; font-style: italic; color: #2c7fb8; font-size: 8.5pt; }
     .tasks { font-style: italic; color: #777; font-size: 8pt; margin-top: 2pt; }
     .boxes { list-style: none; padding: 0; margin: 2pt 0; } .boxes li { display: inline-block; border: 0.8pt solid #313c4e; border-radius: 2pt; padding: 1pt 4pt; margin: 2pt 3pt 2pt 0; }
     .level { font-style: italic; color: #777; font-size: 8pt; }`,
    `<h1>${escape(person.name)}</h1>
<p class="headline">${escape(person.headline)}</p>
<p class="summary">${escape(person.summary)}</p>
<div class="band"><span>${icon('#9ecae1')}${escape(person.email)}</span><span>${icon('#9ecae1')}${escape(person.phone)}</span><span>${icon('#9ecae1')}${escape(person.city)}</span><span>${icon('#9ecae1')}linkedin.com/in/${escape(person.email.split('@')[0] ?? '')}</span></div>
<div class="cols"><div>
<h2>${choose(person, 'experience', ['WORK EXPERIENCE', 'WORK EXPERIENCE', 'PROFESSIONAL EXPERIENCE'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<p class="title">${escape(job.title)}</p><p class="company">${escape(job.company)}</p><div class="when"><span>${escape(novoDates(job))}</span><span>${escape(job.city)}</span></div><p class="tasks">Achievements/Tasks</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>EDUCATION</h2>
<p class="title">${escape(person.school.degree)}</p><p class="company">${escape(person.school.name)}</p><div class="when"><span>09/${person.school.start} – 06/${person.school.end}</span></div>
</div><div>
<h2>SKILLS</h2>
<ul class="boxes">${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>LANGUAGES</h2>
${person.languages.map((language, index) => `<p>${escape(language)}</p><p class="level">${PROFICIENCY[index % PROFICIENCY.length] ?? ''}</p>`).join('\n')}
<h2>INTERESTS</h2>
<ul class="boxes">${choose(person, 'interests', [
      ['Hiking', 'Photography'],
      ['Cycling', 'Chess'],
      ['Running', 'Cooking'],
    ])
      .map((item) => `<li>${item}</li>`)
      .join('')}</ul>
</div></div>`,
  );

export const ROUND16_RENDER: Record<Round16Layout, (person: CorpusPerson) => string> = {
  'cv-francais': cvFrancais,
  'cv-espanol': cvEspanol,
  novoresume,
};
