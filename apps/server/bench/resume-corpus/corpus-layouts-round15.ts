import { padMonth, SHORT_MONTHS } from './corpus-months';
import { bullets, escape, page } from './corpus-html';
import { choose } from './corpus-layouts-round5';
import type { CorpusJob, CorpusPerson } from './corpus-people';

/**
 * Round 15's layouts (decision 017), three more sources of the resumes recruiters receive, with
 * section names and date styles none of the earlier layouts used:
 * - `lebenslauf`: the German "tabellarischer Lebenslauf": "Lebenslauf" as the page title with a
 *   photo box set right, "Persönliche Daten" as labelled rows ("Name", "Anschrift", "Telefon",
 *   "E-Mail", "Geburtsdatum"), then "Berufserfahrung" (or "Beruflicher Werdegang") with the dates
 *   in a left column ("seit 03/2019" for the running job, "03/2016 – 02/2019") and "**Title**"
 *   over "Company, City" and the duties on the right, "Ausbildung", "Kenntnisse" with
 *   "EDV-Kenntnisse" / "Sprachkenntnisse" rows, and the place, date and a signature at the end.
 *   German section names and labels; the job titles and duties in English, as many German tech
 *   CVs have them;
 * - `kickresume`: an online builder's template with a coloured left sidebar (a photo circle,
 *   "Personal info" with small "Phone" / "E-mail" / "Address" labels over their values, "Skills"
 *   each with five rating dots, "Languages"), the name and the headline over the main column,
 *   and in it "Work experience" where each job sets "03/2019 – present" and the city in a narrow
 *   column of its own beside "**Title**" over the company in colour and the bullets;
 * - `teal`: an online builder's plain one-column template: the name, the target title in colour,
 *   the contact row joined by "•", section names with an accent bar ("Professional Summary",
 *   "Professional Experience", "Education", "Skills"), each job "**Title**" with "Mar 2019 –
 *   Present" set right over "Company • City", skills as one line joined by " • ".
 */
export const ROUND15_LAYOUTS = ['lebenslauf', 'kickresume', 'teal'] as const;
export type Round15Layout = (typeof ROUND15_LAYOUTS)[number];

/** "seit 03/2019" for a running job, else "03/2016 – 02/2019". */
const germanDates = (job: CorpusJob) =>
  job.end
    ? `${padMonth(job.start.month)}/${job.start.year} – ${padMonth(job.end.month)}/${job.end.year}`
    : `seit ${padMonth(job.start.month)}/${job.start.year}`;
/** "03/2019 – present". */
const kickDates = (job: CorpusJob) =>
  `${padMonth(job.start.month)}/${job.start.year} – ${job.end ? `${padMonth(job.end.month)}/${job.end.year}` : 'present'}`;
/** "Mar 2019 – Present". */
const tealDates = (job: CorpusJob) =>
  `${SHORT_MONTHS[job.start.month - 1]} ${job.start.year} – ${job.end ? `${SHORT_MONTHS[job.end.month - 1]} ${job.end.year}` : 'Present'}`;

const GERMAN_LANGUAGE_LEVELS = ['Muttersprache', 'verhandlungssicher', 'gute Kenntnisse'];

const lebenslauf = (person: CorpusPerson) =>
  page(
    `body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.5pt; }
     .top { display: flex; justify-content: space-between; align-items: flex-start; }
     .top h1 { font-size: 24pt; font-weight: normal; letter-spacing: 1pt; color: #222; }
     .photo { width: 90pt; height: 115pt; border: 0.8pt solid #999; background: #eee; color: #888; font-size: 8pt; display: flex; align-items: center; justify-content: center; }
     h2 { text-transform: none; letter-spacing: 0; font-size: 13pt; color: #222; border-bottom: 0.8pt solid #444; padding-bottom: 2pt; margin-top: 14pt; }
     table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 2pt 0; }
     td.left { width: 120pt; color: #333; } .sign { margin-top: 24pt; } .sign .line { margin-top: 18pt; font-style: italic; }`,
    `<div class="top"><div><h1>Lebenslauf</h1></div><div class="photo">Foto</div></div>
<h2>Persönliche Daten</h2>
<table>
<tr><td class="left">Name</td><td>${escape(person.name)}</td></tr>
<tr><td class="left">Anschrift</td><td>${escape(person.city)}</td></tr>
<tr><td class="left">Telefon</td><td>${escape(person.phone)}</td></tr>
<tr><td class="left">E-Mail</td><td>${escape(person.email)}</td></tr>
<tr><td class="left">Geburtsdatum</td><td>${choose(person, 'born', ['03.03.1988', '21.06.1990', '09.10.1986'])} in ${choose(person, 'born-in', ['Hamburg', 'Köln', 'Leipzig'])}</td></tr>
</table>
<h2>${choose(person, 'experience', ['Berufserfahrung', 'Beruflicher Werdegang'])}</h2>
<table>
${person.jobs
  .map(
    (job) =>
      `<tr><td class="left">${escape(germanDates(job))}</td><td><b>${escape(job.title)}</b><br>${escape(job.company)}, ${escape(job.city)}${bullets(job)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2>${choose(person, 'education', ['Ausbildung', 'Studium'])}</h2>
<table>
<tr><td class="left">10/${person.school.start} – 09/${person.school.end}</td><td><b>${escape(person.school.degree)}</b><br>${escape(person.school.name)}</td></tr>
</table>
<h2>${choose(person, 'skills', ['Kenntnisse', 'Kenntnisse und Fähigkeiten'])}</h2>
<table>
<tr><td class="left">EDV-Kenntnisse</td><td>${person.skills.map(escape).join(', ')}</td></tr>
<tr><td class="left">Sprachkenntnisse</td><td>${person.languages.map((language, index) => `${escape(language)} (${GERMAN_LANGUAGE_LEVELS[index % GERMAN_LANGUAGE_LEVELS.length] ?? ''})`).join(', ')}</td></tr>
<tr><td class="left">Führerschein</td><td>Klasse B</td></tr>
</table>
<div class="sign"><p>${escape(person.city.split(',')[0] ?? person.city)}, 01.05.2025</p><p class="line">${escape(person.name)}</p></div>`,
  );

const dots = (filled: number) => `${'●'.repeat(filled)}${'○'.repeat(5 - filled)}`;
const SKILL_DOTS = [5, 4, 4, 3, 5, 4, 3];

const kickresume = (person: CorpusPerson) =>
  page(
    `.grid { display: grid; grid-template-columns: 1fr 2.5fr; min-height: 260mm; }
     .side { background: #2f5d62; color: #fff; padding: 16pt 12pt; }
     .side h2 { color: #fff; font-size: 10pt; border-bottom: 0.6pt solid #a7c4bc; padding-bottom: 2pt; }
     .circle { width: 80pt; height: 80pt; border-radius: 40pt; background: #a7c4bc; margin: 0 auto 10pt; }
     .side .label { font-size: 7.5pt; color: #cfe3dd; margin-top: 5pt; }
     .skill { display: flex; justify-content: space-between; font-size: 9pt; margin: 2pt 0; } .skill .dots { letter-spacing: 1pt; color: #a7c4bc; }
     .main { padding: 16pt 0 0 18pt; }
     h1 { font-size: 25pt; color: #2f5d62; } .headline { font-size: 11pt; color: #666; margin-bottom: 6pt; }
     .main h2 { color: #2f5d62; }
     .job { display: grid; grid-template-columns: 78pt 1fr; column-gap: 10pt; margin-top: 6pt; }
     .when { font-size: 8pt; color: #777; } .company { color: #2f5d62; }`,
    `<div class="grid"><div class="side">
<div class="circle"></div>
<h2>Personal info</h2>
<p class="label">Phone</p><p>${escape(person.phone)}</p>
<p class="label">E-mail</p><p>${escape(person.email)}</p>
<p class="label">Address</p><p>${escape(person.city)}</p>
<h2>Skills</h2>
${person.skills.map((skill, index) => `<div class="skill"><span>${escape(skill)}</span><span class="dots">${dots(SKILL_DOTS[index % SKILL_DOTS.length] ?? 4)}</span></div>`).join('\n')}
<h2>Languages</h2>
${person.languages.map((language, index) => `<p>${escape(language)}</p><p class="label">${index === 0 ? 'Native' : 'Proficient'}</p>`).join('\n')}
</div><div class="main">
<h1>${escape(person.name)}</h1>
<p class="headline">${escape(person.headline)}</p>
<p>${escape(person.summary)}</p>
<h2>Work experience</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="job"><div class="when"><p>${escape(kickDates(job))}</p><p>${escape(job.city)}</p></div><div><p><b>${escape(job.title)}</b></p><p class="company">${escape(job.company)}</p>${bullets(job)}</div></div>`,
  )
  .join('\n')}
<h2>Education</h2>
<div class="job"><div class="when"><p>09/${person.school.start} – 06/${person.school.end}</p></div><div><p><b>${escape(person.school.degree)}</b></p><p class="company">${escape(person.school.name)}</p></div></div>
<h2>Hobbies</h2><p>${choose(person, 'hobbies', ['Hiking, photography', 'Cycling, chess', 'Running, cooking'])}</p>
</div></div>`,
  );

const teal = (person: CorpusPerson) =>
  page(
    `h1 { font-size: 24pt; } .target { color: #0b7a75; font-size: 12pt; margin-bottom: 3pt; }
     .contact { color: #444; }
     h2 { text-transform: none; letter-spacing: 0; color: #111; font-size: 12pt; border-left: 3pt solid #0b7a75; padding-left: 5pt; }
     .row { display: flex; justify-content: space-between; margin-top: 6pt; } .row span:last-child { color: #555; }
     .at { color: #0b7a75; }`,
    `<h1>${escape(person.name)}</h1>
<p class="target">${escape(person.headline)}</p>
<p class="contact">${escape(person.city)} • ${escape(person.email)} • ${escape(person.phone)} • linkedin.com/in/${escape(person.email.split('@')[0] ?? '')}</p>
<h2>Professional Summary</h2><p>${escape(person.summary)}</p>
<h2>Professional Experience</h2>
${person.jobs
  .map(
    (job) =>
      `<div class="row"><span><b>${escape(job.title)}</b></span><span>${escape(tealDates(job))}</span></div><p class="at">${escape(job.company)} • ${escape(job.city)}</p>${bullets(job)}`,
  )
  .join('\n')}
<h2>Education</h2>
<div class="row"><span><b>${escape(person.school.degree)}</b></span><span>${person.school.start} – ${person.school.end}</span></div><p class="at">${escape(person.school.name)}</p>
<h2>Skills</h2><p>${person.skills.map(escape).join(' • ')}</p>`,
  );

export const ROUND15_RENDER: Record<Round15Layout, (person: CorpusPerson) => string> = {
  lebenslauf,
  kickresume,
  teal,
};
