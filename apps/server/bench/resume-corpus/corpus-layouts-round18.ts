import { padMonth } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 18's layouts (decision 017): three CVs in languages the parser has no tables for, as
 * career guides of those countries found by search describe them (impiega.it and farmalavoro.it,
 * bryk.pl and ahe.olza.edu.pl, thalamus.se and ledigajobb.se); job titles and duties in English, as
 * many tech CVs in those countries have them:
 * - `cv-italiano`: "Curriculum Vitae" over the name, "Informazioni personali" as labelled lines
 *   ("Indirizzo", "Telefono", "E-mail", "Data di nascita") beside a photo box, "Profilo" / "In
 *   breve" / "Su di me", "Esperienza lavorativa" / "Esperienze professionali" with the period in
 *   a left column ("03/2019 – in corso", "marzo 2019 – oggi", "Da marzo 2019 a oggi") beside
 *   "**Title**" over "Company – City", "Istruzione e formazione", "Competenze" / "Conoscenze
 *   informatiche" / "Competenze tecniche" as a list, "Lingue" ("Madrelingua: italiano", "Inglese:
 *   ottimo"), and the consent to data processing under the GDPR at the bottom;
 * - `cv-polski`: a two-column CV: a coloured sidebar with "Dane kontaktowe" (labelled),
 *   "Umiejętności" / "Kompetencje" as a list and "Języki obce" ("angielski – C1"), "Zainteresowania";
 *   in the main column the name, the target title, "Podsumowanie zawodowe" / "O mnie",
 *   "Doświadczenie zawodowe" / "Przebieg kariery" with each job "**Title**" over "Company, City"
 *   over "od 03.2019 do teraz" / "03.2019 – obecnie" / "marzec 2019 – obecnie", "Wykształcenie",
 *   and the RODO clause ("Wyrażam zgodę na przetwarzanie moich danych osobowych…") at the foot;
 * - `cv-svenska`: a Swedish CV: the name and "Kontaktuppgifter" on one line, "Profil" /
 *   "Sammanfattning" / "Om mig", "Arbetslivserfarenhet" / "Erfarenhet" with each job either
 *   "**Title**, Company" over "mars 2019 – nu" or the labelled rows "Tidsperiod: 2019-03 – nu",
 *   "Arbetsgivare: …", "Roll: …" a Swedish guide shows, "Utbildning", "Kompetenser" /
 *   "Kunskaper" / "IT-kunskaper" as a list, "Språk", "Referenser" ("Lämnas på begäran").
 */
export const ROUND18_LAYOUTS = ['cv-italiano', 'cv-polski', 'cv-svenska'] as const;
export type Round18Layout = (typeof ROUND18_LAYOUTS)[number];

type Month = { year: number; month: number };

const ITALIAN_MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** "03/2019 – in corso", "marzo 2019 – oggi", "Da marzo 2019 a oggi". */
const italianDates = (job: CorpusJob, style: number) => {
  const numeric = (value: Month) => `${padMonth(value.month)}/${value.year}`;
  const words = (value: Month) => `${ITALIAN_MONTHS[value.month - 1] ?? ''} ${value.year}`;
  if (style === 0) return `${numeric(job.start)} – ${job.end ? numeric(job.end) : 'in corso'}`;
  if (style === 1) return `${words(job.start)} – ${job.end ? words(job.end) : 'oggi'}`;
  return `Da ${words(job.start)} a ${job.end ? words(job.end) : 'oggi'}`;
};

const ITALIAN_LANGUAGES: Record<string, string> = {
  English: 'Inglese',
  German: 'Tedesco',
  Spanish: 'Spagnolo',
  French: 'Francese',
  Portuguese: 'Portoghese',
  Polish: 'Polacco',
  Japanese: 'Giapponese',
};
const ITALIAN_LEVELS = ['ottimo', 'buono', 'discreto'];

const cvItaliano = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  return page(
    `body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.5pt; }
     .titolo { font-size: 9pt; letter-spacing: 2pt; text-transform: uppercase; color: #666; }
     h1 { font-size: 20pt; margin-top: 2pt; }
     .top { display: flex; justify-content: space-between; }
     .foto { width: 80pt; height: 100pt; border: 0.8pt solid #999; font-size: 7pt; color: #999; text-align: center; }
     h2 { font-size: 11pt; text-transform: none; color: #1f3864; border-bottom: 0.6pt solid #1f3864; letter-spacing: 0; }
     table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 1.5pt 0; }
     td.periodo { width: 28%; color: #444; padding-top: 5pt; } td.voce { padding-top: 5pt; }
     .privacy { font-size: 7.5pt; color: #555; margin-top: 14pt; }`,
    `<div class="top"><div><p class="titolo">Curriculum Vitae</p><h1>${escape(person.name)}</h1>
<h2>Informazioni personali</h2>
<p>Indirizzo: ${escape(person.city)}</p>
<p>Telefono: ${escape(person.phone)}</p>
<p>E-mail: ${escape(person.email)}</p>
<p>Data di nascita: ${choose(person, 'birth', ['12/04/1988', '03/11/1990', '27/06/1985'])}</p></div>
<div class="foto">FOTO</div></div>
<h2>${choose(person, 'summary', ['Profilo', 'In breve', 'Su di me'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Esperienza lavorativa', 'Esperienza lavorativa', 'Esperienze professionali'])}</h2>
<table>
${person.jobs
  .map(
    (job) =>
      `<tr><td class="periodo">${escape(italianDates(job, style))}</td><td class="voce"><b>${escape(job.title)}</b><p>${escape(job.company)} – ${escape(job.city)}</p>${bullets(job)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2>Istruzione e formazione</h2>
<table><tr><td class="periodo">${person.school.start} – ${person.school.end}</td><td class="voce"><b>${escape(person.school.degree)}</b><p>${escape(person.school.name)}</p></td></tr></table>
<h2>${choose(person, 'skills', ['Competenze', 'Conoscenze informatiche', 'Competenze tecniche'])}</h2>
<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>Lingue</h2>
<p>Madrelingua: italiano</p>
${person.languages.map((language, index) => `<p>${ITALIAN_LANGUAGES[language] ?? language}: ${ITALIAN_LEVELS[index % ITALIAN_LEVELS.length] ?? ''}</p>`).join('\n')}
<p class="privacy">Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del Regolamento UE 2016/679 (GDPR).</p>`,
  );
};

const POLISH_MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

/** "od 03.2019 do teraz", "03.2019 – obecnie", "marzec 2019 – obecnie". */
const polishDates = (job: CorpusJob, style: number) => {
  const numeric = (value: Month) => `${padMonth(value.month)}.${value.year}`;
  const words = (value: Month) => `${POLISH_MONTHS[value.month - 1] ?? ''} ${value.year}`;
  if (style === 0) return `od ${numeric(job.start)} do ${job.end ? numeric(job.end) : 'teraz'}`;
  if (style === 1) return `${numeric(job.start)} – ${job.end ? numeric(job.end) : 'obecnie'}`;
  return `${words(job.start)} – ${job.end ? words(job.end) : 'obecnie'}`;
};

const POLISH_LANGUAGES: Record<string, string> = {
  English: 'angielski',
  German: 'niemiecki',
  Spanish: 'hiszpański',
  French: 'francuski',
  Portuguese: 'portugalski',
  Polish: 'polski',
  Japanese: 'japoński',
};
const CEFR = ['C1', 'B2', 'B1'];

const cvPolski = (person: CorpusPerson) => {
  const style = choose(person, 'dates', [0, 1, 2]);
  return page(
    `body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.5pt; }
     .cv { display: flex; gap: 16pt; }
     .bok { width: 30%; background: #e8eef4; padding: 10pt; }
     .glowna { flex: 1; }
     h1 { font-size: 21pt; margin-bottom: 2pt; } .stanowisko { font-size: 12pt; color: #2b5d8a; margin-bottom: 6pt; }
     h2 { font-size: 10.5pt; color: #2b5d8a; }
     .bok ul { padding-left: 10pt; } .etykieta { font-weight: bold; display: block; margin-top: 3pt; }
     .firma { color: #444; } .okres { color: #666; font-size: 9pt; } .praca { margin-top: 6pt; }
     .rodo { font-size: 7pt; color: #777; margin-top: 16pt; }`,
    `<div class="cv"><div class="bok">
<h2>Dane kontaktowe</h2>
<p><span class="etykieta">Telefon</span>${escape(person.phone)}</p>
<p><span class="etykieta">E-mail</span>${escape(person.email)}</p>
<p><span class="etykieta">Adres</span>${escape(person.city)}</p>
<h2>${choose(person, 'skills', ['Umiejętności', 'Umiejętności', 'Kompetencje'])}</h2>
<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>
<h2>Języki obce</h2>
${person.languages.map((language, index) => `<p>${POLISH_LANGUAGES[language] ?? language} – ${CEFR[index % CEFR.length] ?? ''}</p>`).join('\n')}
<h2>Zainteresowania</h2>
<p>${choose(person, 'hobbies', ['Rower, fotografia', 'Bieganie, gotowanie', 'Szachy, żeglarstwo'])}</p>
</div><div class="glowna">
<h1>${escape(person.name)}</h1>
<p class="stanowisko">${escape(person.headline)}</p>
<h2>${choose(person, 'summary', ['Podsumowanie zawodowe', 'O mnie', 'Profil zawodowy'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Doświadczenie zawodowe', 'Doświadczenie zawodowe', 'Przebieg kariery'])}</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="praca"><p><b>${escape(job.title)}</b></p><p class="firma">${escape(job.company)}, ${escape(job.city)}</p><p class="okres">${escape(polishDates(job, style))}</p>${bullets(job)}</div>`,
  )
  .join('\n')}
<h2>Wykształcenie</h2>
<p><b>${escape(person.school.degree)}</b></p><p class="firma">${escape(person.school.name)}</p><p class="okres">${person.school.start} – ${person.school.end}</p>
<p class="rodo">Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji zgodnie z Rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (RODO).</p>
</div></div>`,
  );
};

const SWEDISH_MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];
const swedishMonth = (value: Month) => `${SWEDISH_MONTHS[value.month - 1] ?? ''} ${value.year}`;
const isoMonth = (value: Month) => `${value.year}-${padMonth(value.month)}`;

const SWEDISH_LANGUAGES: Record<string, string> = {
  English: 'Engelska',
  German: 'Tyska',
  Spanish: 'Spanska',
  French: 'Franska',
  Portuguese: 'Portugisiska',
  Polish: 'Polska',
  Japanese: 'Japanska',
};
const SWEDISH_LEVELS = ['flytande', 'mycket goda kunskaper', 'goda kunskaper'];

/** A job as "**Title**, Company" over "mars 2019 – nu", or as the labelled rows of a guide. */
const swedishJob = (job: CorpusJob, labelled: boolean) =>
  labelled
    ? `<div class="jobb"><p><span class="etikett">Tidsperiod:</span> ${isoMonth(job.start)} – ${job.end ? isoMonth(job.end) : 'nu'}</p><p><span class="etikett">Arbetsgivare:</span> ${escape(job.company)}, ${escape(job.city)}</p><p><span class="etikett">Roll:</span> ${escape(job.title)}</p>${bullets(job)}</div>`
    : `<div class="jobb"><p><b>${escape(job.title)}</b>, ${escape(job.company)}</p><p class="tid">${swedishMonth(job.start)} – ${job.end ? swedishMonth(job.end) : 'nu'} · ${escape(job.city)}</p>${bullets(job)}</div>`;

const cvSvenska = (person: CorpusPerson) => {
  const labelled = choose(person, 'labelled', [false, true]);
  return page(
    `body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; }
     h1 { font-size: 22pt; font-weight: normal; } .kontakt { color: #444; margin-bottom: 6pt; }
     h2 { font-size: 10pt; letter-spacing: 1.5pt; color: #333; border-top: 0.6pt solid #aaa; padding-top: 4pt; }
     .jobb { margin-top: 6pt; } .tid { color: #666; } .etikett { color: #555; }`,
    `<h1>${escape(person.name)}</h1>
<p class="kontakt">${escape(person.phone)} · ${escape(person.email)} · ${escape(person.city)}</p>
<h2>${choose(person, 'summary', ['Profil', 'Sammanfattning', 'Om mig'])}</h2><p>${escape(person.summary)}</p>
<h2>${choose(person, 'experience', ['Arbetslivserfarenhet', 'Arbetslivserfarenhet', 'Erfarenhet'])}</h2>
${person.jobs.map((job) => swedishJob(job, labelled)).join('\n')}
<h2>Utbildning</h2>
<p><b>${escape(person.school.degree)}</b>, ${escape(person.school.name)}</p><p class="tid">${person.school.start} – ${person.school.end}</p>
<h2>${choose(person, 'skills', ['Kompetenser', 'Kunskaper', 'IT-kunskaper'])}</h2>
<p>${person.skills.map(escape).join(', ')}</p>
<h2>Språk</h2>
<p>Svenska – modersmål, ${person.languages.map((language, index) => `${SWEDISH_LANGUAGES[language] ?? language} – ${SWEDISH_LEVELS[index % SWEDISH_LEVELS.length] ?? ''}`).join(', ')}</p>
<h2>Referenser</h2><p>Lämnas på begäran.</p>`,
  );
};

export const ROUND18_RENDER: Record<Round18Layout, (person: CorpusPerson) => string> = {
  'cv-italiano': cvItaliano,
  'cv-polski': cvPolski,
  'cv-svenska': cvSvenska,
};
