import type { ExperienceEntry } from '@hirelane/domain/candidates/parsed-resume.schema';
import { takeLocation } from './entry-parts';
import { hasDateRange } from './line-shapes';
import { findDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

const JOIN = /^(?:joined|entered|started (?:at|with)|hired by|employed by)\s+(.+)$/i;
const LEAVE =
  /^(?:left|resigned from|retired from|quit|departed from)\s+(.+?)(?:\s+(?:for|due to|because of|owing to|upon)\s+.*)?\.?$/i;
const PROMOTED = /^(?:promoted to|appointed(?: as| to)?)\s+(?:an?\s+)?(.+?)\.?$/i;
const STILL =
  /^(?:(?:up )?to the present(?: day)?|to date|present|still (?:employed|working)(?: there)?|currently (?:employed|working)(?: there)?)\.?$/i;
/** The form's Year and Month columns: "2019 04 Joined …", "2019年4月 …". */
const YEAR_MONTH = /^((?:19|20)\d{2})\s*(?:[./-]|年)?\s*(\d{1,2})\s*月?\s+(?=\D)/u;

type DatedText = { date: string | null; text: string };

/** The event's date ("2019-04") and its words, from a row led by its date. */
const readDated = (line: ResumeLine): DatedText => {
  const yearMonth = YEAR_MONTH.exec(line.text);
  const month = Number(yearMonth?.[2]);
  if (yearMonth && month >= 1 && month <= 12) {
    return {
      date: `${yearMonth[1]}-${String(month).padStart(2, '0')}`,
      text: line.text.slice(yearMonth[0].length).trim(),
    };
  }
  const found = findDateRange(line.text);
  if (found?.single && found.index === 0 && found.start) {
    return { date: found.start, text: line.text.slice(found.length).trim() };
  }
  return { date: null, text: line.text.trim() };
};

/** "Initech (Engineer)", "Initech, Berlin as a Senior Engineer" → company, place and title. */
const joinedWhat = (rest: string): { company: string; title: string; location: string | null } => {
  const bracket = /^(.+?)\s*\(([^()]+)\)\.?$/.exec(rest);
  const as = /^(.+?)\s+as\s+(?:an?\s+)?(.+?)\.?$/i.exec(rest);
  const [company = rest, title = ''] = bracket
    ? [bracket[1], bracket[2]?.replace(/^(?:as|assigned (?:to|as))\s+/i, '')]
    : as
      ? [as[1], as[2]]
      : [rest.replace(/\.$/, '')];
  const place = takeLocation(company.trim());
  return { company: place.rest || company.trim(), title: title.trim(), location: place.location };
};

/**
 * A career written as dated events, one row each and oldest first, as the Japanese resume form
 * (rirekisho) has it: "2019 | 04 | Joined Initech (Engineer)", "2021 | 03 | Left Initech for
 * personal reasons", "To the present" under the running job. Each joining opens an entry, the
 * next leaving (or "To the present") closes it, a promotion renames its title. Null when the lines
 * are not written that way: no dated joining, or date ranges (ordinary entries). The entries come
 * back newest first, as the other readers give them.
 */
export const careerEvents = (lines: readonly ResumeLine[]): ExperienceEntry[] | null => {
  if (lines.some(hasDateRange)) return null;
  const dated = lines.map(readDated);
  if (!dated.some((event) => event.date !== null && JOIN.test(event.text))) return null;
  const entries: ExperienceEntry[] = [];
  let open: ExperienceEntry | null = null;
  for (const event of dated) {
    const joined = JOIN.exec(event.text);
    if (joined && event.date) {
      const { company, title, location } = joinedWhat(joined[1] ?? '');
      open = {
        title,
        company,
        location,
        start_date: event.date,
        end_date: null,
        is_current: false,
        description: '',
      };
      entries.push(open);
      continue;
    }
    if (!open) continue;
    const promoted = PROMOTED.exec(event.text);
    if (LEAVE.test(event.text)) {
      open.end_date = event.date;
      open = null;
    } else if (STILL.test(event.text)) {
      open.is_current = true;
      open = null;
    } else if (promoted && event.date) open.title = promoted[1] ?? open.title;
    else open.description = [open.description, event.text].filter(Boolean).join('\n');
  }
  return entries.sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''));
};
