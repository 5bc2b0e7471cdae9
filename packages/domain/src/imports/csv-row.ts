import {
  joinFullName,
  normalizeEmail,
  normalizeLinkedinUrl,
  splitFullName,
} from '../candidates/identity';
import { checkCustomFieldValue, type CustomField } from '../pipeline/custom-field.schema';
import { CSV_FIELD_LABELS, type CsvCandidateField } from './column-mapping';
import type { CsvMapping } from './import.schema';

/** Longest values a CSV row may carry; longer ones reject the row with a reason. */
export const CSV_LIMITS = {
  name: 200,
  email: 254,
  linkedinUrl: 500,
  phone: 40,
  phones: 10,
  text: 200,
  skill: 100,
  skills: 100,
  summary: 10_000,
} as const;

export type CsvCustomField = Pick<CustomField, '_id' | 'name' | 'type' | 'options'>;

/** Which cell of a record feeds which field, worked out once from the header row. */
export type CsvColumnPlan = {
  fields: Array<{ index: number; target: CsvCandidateField }>;
  custom: Array<{ index: number; field: CsvCustomField }>;
};

/** A valid row, normalised, ready to be merged into the workspace's candidates. */
export type CsvCandidateRow = {
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  linkedin_key: string | null;
  linkedin_url: string | null;
  phone_numbers: string[];
  current_company: string | null;
  designation: string | null;
  current_city: string | null;
  country: string | null;
  skills: string[];
  summary: string | null;
  custom_values: Record<string, string | number>;
};

export type CsvRowResult = { ok: true; row: CsvCandidateRow } | { ok: false; reason: string };

/**
 * Matches the mapping's headers to the file's header row (exactly, then ignoring surrounding
 * spaces). Returns the plan, or a sentence saying why the file cannot be imported with it.
 */
export const planColumns = (
  headers: readonly string[],
  mapping: CsvMapping,
  customFields: readonly CsvCustomField[],
): { plan: CsvColumnPlan } | { problem: string } => {
  const trimmed = headers.map((header) => header.trim());
  const plan: CsvColumnPlan = { fields: [], custom: [] };
  for (const [header, target] of Object.entries(mapping)) {
    if (target === 'ignore') continue;
    let index = headers.indexOf(header);
    if (index === -1) index = trimmed.indexOf(header.trim());
    if (index === -1) return { problem: `The column "${header}" is not in the file.` };
    if (target.startsWith('custom:')) {
      const field = customFields.find((custom) => `custom:${custom._id}` === target);
      if (!field) return { problem: `The column "${header}" is mapped to an unknown field.` };
      plan.custom.push({ index, field });
    } else plan.fields.push({ index, target: target as CsvCandidateField });
  }
  return { plan };
};

export const isBlankRecord = (cells: readonly string[]): boolean =>
  cells.every((cell) => cell.trim() === '');

// Control characters other than tab and line breaks (NUL cannot even be stored).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// eslint-disable-next-line no-control-regex
const HAS_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Runs of whitespace worth collapsing: two in a row, or any but a plain space. */
const LOOSE_SPACE = /\s\s|[^\S ]/;

// Called for every cell of up to a million rows: the tests skip the rewrites most cells never need.
const clean = (value: string): string =>
  (HAS_CONTROL.test(value) ? value.replace(CONTROL, '') : value).trim();
const oneLine = (value: string): string => {
  const cleaned = clean(value);
  return LOOSE_SPACE.test(cleaned) ? cleaned.replace(/\s+/g, ' ') : cleaned;
};

const LIST_SEPARATORS = /[,;|\n]+/;
const PHONE_LABEL = /\(\s*[a-z ]+\s*\)|^[a-z ]+:\s*/gi;
const PHONE_SHAPE = /^\+?[\d\s().\-/]+((ext\.?|x|#)\s*\d+)?$/i;

type Draft = Partial<Record<CsvCandidateField, string>>;

const tooLong = (field: CsvCandidateField, limit: number) =>
  `${CSV_FIELD_LABELS[field]} is longer than ${limit} characters.`;

const parseEmail = (raw: string): { value: string | null } | { reason: string } => {
  const tokens = /[\s,;]/.test(raw) ? raw.split(/[\s,;]+/).filter(Boolean) : [raw];
  if (tokens.length === 0) return { value: null };
  for (const token of tokens) {
    const email = normalizeEmail(token);
    if (email) {
      return email.length > CSV_LIMITS.email
        ? { reason: tooLong('email', CSV_LIMITS.email) }
        : { value: email };
    }
  }
  return { reason: `Email "${tokens[0]}" is not a valid email address.` };
};

/** A column of several links (Lever's "Links") gives its first LinkedIn URL; one other value is an error. */
const parseLinkedin = (
  raw: string,
): { key: string | null; url: string | null } | { reason: string } => {
  const tokens = /[\s,;|]/.test(raw) ? raw.split(/[\s,;|]+/).filter(Boolean) : [raw];
  if (tokens.length === 0) return { key: null, url: null };
  for (const token of tokens) {
    const key = normalizeLinkedinUrl(token);
    if (key) {
      return token.length > CSV_LIMITS.linkedinUrl
        ? { reason: tooLong('linkedin_url', CSV_LIMITS.linkedinUrl) }
        : { key, url: `https://www.${key}` };
    }
  }
  if (tokens.length === 1)
    return { reason: `LinkedIn URL "${tokens[0]}" is not a LinkedIn profile URL.` };
  return { key: null, url: null };
};

const parsePhones = (raw: string): { value: string[] } | { reason: string } => {
  const phones: string[] = [];
  for (const part of raw.split(LIST_SEPARATORS)) {
    const phone = part.replace(PHONE_LABEL, '').replace(/\s+/g, ' ').trim();
    if (!phone) continue;
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE_SHAPE.test(phone) || digits < 4 || digits > 20)
      return { reason: `Phone "${part.trim()}" is not a phone number.` };
    if (phone.length > CSV_LIMITS.phone) return { reason: tooLong('phone', CSV_LIMITS.phone) };
    if (!phones.includes(phone)) phones.push(phone);
  }
  if (phones.length > CSV_LIMITS.phones)
    return { reason: `At most ${CSV_LIMITS.phones} phone numbers per candidate.` };
  return { value: phones };
};

const parseSkills = (raw: string): { value: string[] } | { reason: string } => {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const part of raw.split(LIST_SEPARATORS)) {
    const skill = part.replace(/\s+/g, ' ').trim();
    if (!skill) continue;
    if (skill.length > CSV_LIMITS.skill)
      return { reason: `A skill is longer than ${CSV_LIMITS.skill} characters.` };
    const key = skill.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  if (skills.length > CSV_LIMITS.skills)
    return { reason: `At most ${CSV_LIMITS.skills} skills per candidate.` };
  return { value: skills };
};

const TEXT_FIELDS = ['current_company', 'designation', 'current_city', 'country'] as const;

/** Validates and normalises one record (the cells of a data row) with the plan of its file. */
export const validateCsvRow = (cells: readonly string[], plan: CsvColumnPlan): CsvRowResult => {
  const draft: Draft = {};
  for (const { index, target } of plan.fields) {
    const cell = cells[index];
    if (cell) draft[target] = target === 'summary' ? clean(cell) : oneLine(cell);
  }

  let fullName = draft.full_name ?? '';
  let firstName = draft.first_name ?? '';
  let lastName = draft.last_name ?? '';
  if (fullName && !firstName && !lastName)
    ({ first_name: firstName, last_name: lastName } = splitFullName(fullName));
  if (!fullName) fullName = joinFullName(firstName, lastName);
  for (const [field, value] of [
    ['full_name', fullName],
    ['first_name', firstName],
    ['last_name', lastName],
  ] as const) {
    if (value.length > CSV_LIMITS.name)
      return { ok: false, reason: tooLong(field, CSV_LIMITS.name) };
  }

  const email = draft.email ? parseEmail(draft.email) : { value: null };
  if ('reason' in email) return { ok: false, reason: email.reason };
  const linkedin = draft.linkedin_url
    ? parseLinkedin(draft.linkedin_url)
    : { key: null, url: null };
  if ('reason' in linkedin) return { ok: false, reason: linkedin.reason };
  if (!fullName && !email.value && !linkedin.key)
    return { ok: false, reason: 'The row has no name, email or LinkedIn URL.' };

  const phones = draft.phone ? parsePhones(draft.phone) : { value: [] };
  if ('reason' in phones) return { ok: false, reason: phones.reason };
  const skills = draft.skills ? parseSkills(draft.skills) : { value: [] };
  if ('reason' in skills) return { ok: false, reason: skills.reason };
  for (const field of TEXT_FIELDS) {
    const value = draft[field];
    if (value && value.length > CSV_LIMITS.text)
      return { ok: false, reason: tooLong(field, CSV_LIMITS.text) };
  }
  if (draft.summary && draft.summary.length > CSV_LIMITS.summary)
    return { ok: false, reason: tooLong('summary', CSV_LIMITS.summary) };

  const customValues: Record<string, string | number> = {};
  for (const { index, field } of plan.custom) {
    const checked = checkCustomFieldValue(field, clean(cells[index] ?? ''));
    if (!checked.ok) return { ok: false, reason: checked.message };
    if (checked.value !== null) customValues[field._id] = checked.value;
  }

  return {
    ok: true,
    row: {
      first_name: firstName,
      last_name: lastName,
      full_name: fullName,
      email: email.value,
      linkedin_key: linkedin.key,
      linkedin_url: linkedin.url,
      phone_numbers: phones.value,
      current_company: draft.current_company || null,
      designation: draft.designation || null,
      current_city: draft.current_city || null,
      country: draft.country || null,
      skills: skills.value,
      summary: draft.summary || null,
      custom_values: customValues,
    },
  };
};
