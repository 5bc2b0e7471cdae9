import type {
  EducationEntry,
  ExperienceEntry,
} from '@hirelane/domain/candidates/parsed-resume.schema';
import { parseDateRange } from './date-range';
import {
  cleanText,
  plausibleText,
  read,
  textField,
  textOf,
  UNREADABLE,
  type Field,
  type ProfileReading,
} from './field';
import { findJsonLdNode, listOf, propertyObject, textOfValue } from './json-ld';
import { canonicalLinkedinProfileUrl } from './profile-urls';

/** What LinkedIn shows instead of the name of a profile the viewer may not see. */
const HIDDEN_NAMES = new Set(['linkedin member']);

/** The visible texts of one list item, in order (LinkedIn doubles each text for screen readers). */
const itemTexts = (item: Element): string[] =>
  [...item.querySelectorAll('span[aria-hidden="true"]')]
    .map((span) => cleanText(span.textContent))
    .filter((text): text is string => text !== null);

/** The section anchored by `#id` (experience, education, skills), or null when the page has none. */
const sectionOf = (document: Document, id: string): Element | null =>
  document.getElementById(id)?.closest('section') ?? null;

const topLevelItems = (section: Element): Element[] =>
  [...section.querySelectorAll('li.artdeco-list__item')].filter(
    (item) => item.parentElement?.closest('li.artdeco-list__item') === null,
  );

/**
 * A section's items: an absent section reads as none (the page says nothing), a present section
 * whose items cannot be parsed as "could not read".
 */
const listSection = <T>(
  document: Document,
  id: string,
  parse: (texts: string[]) => T | null,
): Field<T[]> => {
  const section = sectionOf(document, id);
  if (!section) return read([]);
  const items = topLevelItems(section);
  const parsed = items.map((item) => parse(itemTexts(item)));
  if (items.length === 0 || parsed.some((entry) => entry === null)) return UNREADABLE;
  return read(parsed.filter((entry): entry is T => entry !== null));
};

const looksLikeDates = (text: string | undefined): boolean => parseDateRange(text ?? null) !== null;

const parseExperience = (texts: string[]): ExperienceEntry | null => {
  const [title, companyLine, ...rest] = texts;
  const company = plausibleText(companyLine?.split('·')[0]);
  const titleText = plausibleText(title);
  if (!titleText || !company) return null;
  const datesIndex = rest.findIndex((text) => looksLikeDates(text));
  const dates = datesIndex >= 0 ? parseDateRange(rest[datesIndex] ?? null) : null;
  const afterDates = datesIndex >= 0 ? rest[datesIndex + 1] : undefined;
  return {
    title: titleText,
    company,
    location: plausibleText(afterDates),
    start_date: dates?.start_date ?? null,
    end_date: dates?.end_date ?? null,
    is_current: dates?.is_current ?? false,
    description: '',
  };
};

const parseEducation = (texts: string[]): EducationEntry | null => {
  const [school, degreeLine, ...rest] = texts;
  const schoolName = plausibleText(school);
  if (!schoolName) return null;
  const degreeIsDates = looksLikeDates(degreeLine);
  const [degree, field] = degreeIsDates ? [] : (degreeLine?.split(',') ?? []);
  const dates = parseDateRange((degreeIsDates ? degreeLine : rest[0]) ?? null);
  return {
    school: schoolName,
    degree: plausibleText(degree),
    field_of_study: plausibleText(field),
    start_date: dates?.start_date ?? null,
    end_date: dates?.end_date ?? null,
  };
};

const parseSkill = (texts: string[]): string | null => plausibleText(texts[0], 80);

type Person = Record<string, unknown>;

const personName = (name: string | null): Field<string> => {
  const text = plausibleText(name);
  if (!text || HIDDEN_NAMES.has(text.toLowerCase())) return UNREADABLE;
  return read(text);
};

const fromJsonLd = (person: Person): Partial<ProfileReading> => {
  const address = propertyObject(person, 'address');
  const locality = textOfValue(address?.addressLocality);
  const country = textOfValue(address?.addressCountry);
  const location = [locality, country].filter(Boolean).join(', ');
  const jobTitle = textOfValue(listOf(person, 'jobTitle')[0]);
  const worksFor = textOfValue(listOf(person, 'worksFor')[0]);
  const schools = listOf(person, 'alumniOf')
    .map((school) => plausibleText(textOfValue(school)))
    .filter((school): school is string => school !== null);
  return {
    full_name: personName(textOfValue(person.name)),
    headline: textField(textOfValue(person.description), 300),
    current_title: textField(jobTitle),
    current_company: textField(worksFor),
    location: location ? textField(location) : UNREADABLE,
    education: schools.length
      ? read(
          schools.map((school) => ({
            school,
            degree: null,
            field_of_study: null,
            start_date: null,
            end_date: null,
          })),
        )
      : UNREADABLE,
  };
};

const isRead = <T>(field: Field<T> | undefined): field is Field<T> & { status: 'read' } =>
  field?.status === 'read';

/** The first field that was read, else "could not read". */
const firstRead = <T>(...fields: (Field<T> | undefined)[]): Field<T> =>
  fields.find(isRead) ?? UNREADABLE;

/**
 * Reads a LinkedIn profile page (`/in/...`): JSON-LD where the page carries it (public pages),
 * the profile's top card and its Experience, Education and Skills sections otherwise. Returns null
 * when the page is not a profile (no profile URL, neither structured data nor a top card).
 */
export const extractLinkedinProfile = (
  document: Document,
  pageUrl: string,
): ProfileReading | null => {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const profileUrl = canonicalLinkedinProfileUrl(canonical) ?? canonicalLinkedinProfileUrl(pageUrl);
  if (!profileUrl) return null;

  const person = findJsonLdNode(document, 'Person');
  const structured = person ? fromJsonLd(person) : {};
  const topCard = document.querySelector('main h1')?.closest('section') ?? null;
  const experience = listSection(document, 'experience', parseExperience);
  const current = isRead(experience)
    ? experience.value.find((entry) => entry.is_current)
    : undefined;

  const dom: Partial<ProfileReading> = topCard
    ? {
        full_name: personName(textOf(topCard, 'h1')),
        headline: textField(textOf(topCard, '.text-body-medium'), 300),
        location: textField(textOf(topCard, '.text-body-small.inline')),
        current_title: current ? read(current.title) : UNREADABLE,
        current_company: current ? read(current.company) : UNREADABLE,
      }
    : {};

  if (!person && !topCard) return null;
  const fullName = firstRead(structured.full_name, dom.full_name);
  const education = listSection(document, 'education', parseEducation);
  return {
    site: 'linkedin',
    profile_url: profileUrl,
    full_name: fullName,
    headline: firstRead(structured.headline, dom.headline),
    current_title: firstRead(structured.current_title, dom.current_title),
    current_company: firstRead(structured.current_company, dom.current_company),
    location: firstRead(structured.location, dom.location),
    linkedin_url: profileUrl,
    github_url: null,
    experience: topCard ? experience : UNREADABLE,
    education:
      topCard && sectionOf(document, 'education')
        ? education
        : firstRead(structured.education, education),
    skills: topCard ? listSection(document, 'skills', parseSkill) : UNREADABLE,
  };
};
