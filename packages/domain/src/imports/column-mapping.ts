import type { CsvMapping, CsvTargetField } from './import.schema';

/** A candidate field a column can fill (every CSV target but `ignore`). */
export type CsvCandidateField = Exclude<CsvTargetField, 'ignore'>;

export const CSV_FIELD_LABELS: Record<CsvCandidateField, string> = {
  full_name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  linkedin_url: 'LinkedIn URL',
  phone: 'Phone',
  current_company: 'Current company',
  designation: 'Current title',
  current_city: 'City',
  country: 'Country',
  skills: 'Skills',
  summary: 'Summary',
};

/** Targets that identify a person: a row needs at least one of them filled. */
export const IDENTITY_FIELDS: readonly CsvCandidateField[] = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'linkedin_url',
];

/** Lower case, accents and everything but letters and digits removed: "E-mail Address " → "emailaddress". */
export const normalizeHeader = (header: string): string =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]/g, '');

/**
 * Exact synonyms (normalized) with a score: the higher score wins when two headers want the same
 * target ("Current Title" beats "Headline" for designation). Covers LinkedIn Recruiter, Greenhouse,
 * Lever, Ashby and Workable exports and the usual hand-made spreadsheets.
 */
const SYNONYMS: Record<CsvCandidateField, Record<string, number>> = {
  full_name: {
    fullname: 100,
    name: 95,
    candidatename: 100,
    candidate: 80,
    contactname: 90,
    candidatefullname: 100,
    personname: 90,
  },
  first_name: { firstname: 100, givenname: 95, forename: 95, first: 80, prenom: 90 },
  last_name: { lastname: 100, surname: 95, familyname: 95, last: 80, nom: 70 },
  email: {
    email: 100,
    emailaddress: 100,
    emailaddresses: 95,
    emails: 90,
    mail: 80,
    personalemail: 90,
    workemail: 85,
    primaryemail: 98,
    candidateemail: 98,
  },
  linkedin_url: {
    linkedin: 100,
    linkedinurl: 100,
    linkedinprofile: 100,
    linkedinprofileurl: 100,
    profileurl: 90,
    publicprofileurl: 95,
    linkedinpublicprofileurl: 100,
    sociallinks: 60,
    socialmedia: 60,
    links: 55,
    urls: 50,
  },
  phone: {
    phone: 100,
    phonenumber: 100,
    phonenumbers: 95,
    phones: 90,
    mobile: 90,
    mobilephone: 95,
    mobilenumber: 95,
    cellphone: 90,
    telephone: 90,
    tel: 80,
  },
  current_company: {
    currentcompany: 100,
    company: 90,
    companyname: 90,
    currentemployer: 95,
    employer: 85,
    organization: 75,
    organisation: 75,
    currentorganization: 85,
  },
  designation: {
    currenttitle: 100,
    currentjobtitle: 100,
    currentposition: 95,
    jobtitle: 95,
    title: 90,
    position: 80,
    designation: 95,
    role: 70,
    headline: 60,
  },
  current_city: {
    location: 90,
    city: 100,
    currentcity: 100,
    currentlocation: 95,
    town: 80,
    address: 50,
  },
  country: { country: 100, countryregion: 95, nation: 80 },
  skills: { skills: 100, skill: 95, skillset: 95, keyskills: 95, expertise: 70, tags: 50 },
  summary: { summary: 100, about: 90, bio: 85, profilesummary: 95, description: 60, headline: 40 },
};

/** Looser rules for headers no synonym matches: the header contains a telling word. */
const CONTAINS: Array<[RegExp, CsvCandidateField, number]> = [
  [/linkedin/, 'linkedin_url', 45],
  [/email/, 'email', 40],
  [/phone|mobile/, 'phone', 35],
  [/firstname/, 'first_name', 35],
  [/lastname|surname/, 'last_name', 35],
  [/company|employer/, 'current_company', 30],
  [/title/, 'designation', 25],
  [/skill/, 'skills', 25],
  [/country/, 'country', 25],
  [/city|location/, 'current_city', 20],
];

/** "Company Website", "Candidate ID", "Email Date": about a field, not the field itself. */
const NOT_A_VALUE_OF_ITS_OWN = /website|url|domain|date|count|status|id$/;

export type MappableCustomField = { _id: string; name: string };

type Candidate = { header: string; target: string; score: number; order: number };

/**
 * Proposes a mapping for a file's headers: every header gets a target or `ignore`, and each target
 * (custom fields included) is used at most once — the best-scoring header takes it, ties going to
 * the leftmost column. Headers equal to a project custom field's name map to `custom:<id>`.
 */
export const autoMapColumns = (
  headers: readonly string[],
  customFields: readonly MappableCustomField[] = [],
): CsvMapping => {
  const candidates: Candidate[] = [];
  headers.forEach((header, order) => {
    const key = normalizeHeader(header);
    if (!key) return;
    for (const field of customFields) {
      if (normalizeHeader(field.name) === key)
        candidates.push({ header, target: `custom:${field._id}`, score: 110, order });
    }
    for (const [target, synonyms] of Object.entries(SYNONYMS)) {
      const score = synonyms[key];
      if (score !== undefined) candidates.push({ header, target, score, order });
    }
    for (const [pattern, target, score] of CONTAINS) {
      if (target !== 'linkedin_url' && NOT_A_VALUE_OF_ITS_OWN.test(key)) continue;
      if (pattern.test(key)) candidates.push({ header, target, score, order });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);

  const mapping: CsvMapping = {};
  const usedTargets = new Set<string>();
  for (const header of headers) mapping[header] = 'ignore';
  const assigned = new Set<string>();
  for (const { header, target } of candidates) {
    if (assigned.has(header) || usedTargets.has(target)) continue;
    mapping[header] = target;
    assigned.add(header);
    usedTargets.add(target);
  }
  return mapping;
};

/**
 * What is wrong with a mapping before any row is read, as sentences for the person mapping the
 * columns; empty when it can be imported.
 */
export const mappingProblems = (mapping: CsvMapping): string[] => {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [header, target] of Object.entries(mapping)) {
    if (target === 'ignore') continue;
    const previous = seen.get(target);
    if (previous !== undefined) {
      const label = target.startsWith('custom:')
        ? 'A custom field'
        : CSV_FIELD_LABELS[target as CsvCandidateField];
      problems.push(`${label} is mapped to both "${previous}" and "${header}".`);
    } else seen.set(target, header);
  }
  if (!IDENTITY_FIELDS.some((field) => seen.has(field)))
    problems.push('Map a column to a name, an email or a LinkedIn URL.');
  return problems;
};

/** The custom field ids a mapping writes to. */
export const mappedCustomFieldIds = (mapping: CsvMapping): string[] =>
  Object.values(mapping)
    .filter((target) => target.startsWith('custom:'))
    .map((target) => target.slice('custom:'.length));
