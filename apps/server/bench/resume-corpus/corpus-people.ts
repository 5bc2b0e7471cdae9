import { LONG_MONTHS, padMonth, SHORT_MONTHS } from './corpus-months';
import {
  FIRST,
  LAST,
  CITIES,
  MAIL_DOMAINS,
  ROLES,
  COMPANIES,
  SCHOOLS,
  LANGUAGES,
  EXPERIENCE_HEADINGS,
  SKILLS_HEADINGS,
  EDUCATION_HEADINGS,
  SUMMARY_HEADINGS,
} from './corpus-vocabulary';
/**
 * Synthetic people for the layout corpus, drawn from a seeded PRNG so that regenerating gives the
 * same corpus. The word lists are the generator's own, not the parser's.
 */
export type CorpusJob = {
  title: string;
  company: string;
  city: string;
  start: { year: number; month: number };
  end: { year: number; month: number } | null;
  bullets: string[];
};

export type CorpusPerson = {
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  headline: string;
  summary: string;
  skills: string[];
  jobs: CorpusJob[];
  school: { name: string; degree: string; start: number; end: number };
  languages: string[];
  /** How this person's resume writes section names and dates. */
  style: { experience: string; skills: string; education: string; summary: string; dates: number };
};

/** mulberry32: small, fast and good enough for picking words. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const sample = <T>(random: Random, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return out;
};

const phoneOf = (random: Random): string => {
  const digits = (count: number) =>
    Array.from({ length: count }, () => String(Math.floor(random() * 10))).join('');
  switch (Math.floor(random() * 5)) {
    case 0:
      return `+1 (${2 + Math.floor(random() * 7)}${digits(2)}) 555-${digits(4)}`;
    case 1:
      return `+49 30 ${digits(7)}`;
    case 2:
      return `+44 20 ${digits(4)} ${digits(4)}`;
    case 3:
      return `(${2 + Math.floor(random() * 7)}${digits(2)}) 555-${digits(4)}`;
    default:
      return `+351 9${digits(2)} ${digits(3)} ${digits(3)}`;
  }
};

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** A career of 2–4 jobs, most recent first, the first one possibly still running. */
const careerOf = (random: Random, role: (typeof ROLES)[number]): CorpusJob[] => {
  const count = 2 + Math.floor(random() * 3);
  const companies = sample(random, COMPANIES, count);
  const current = random() < 0.75;
  let end: CorpusJob['end'] = current ? null : { year: 2024, month: 1 + Math.floor(random() * 12) };
  let cursor = end ?? { year: 2025, month: 6 };
  return companies.map((company, index) => {
    const months = 14 + Math.floor(random() * 40);
    const startIndex = cursor.year * 12 + (cursor.month - 1) - months;
    const start = { year: Math.floor(startIndex / 12), month: (startIndex % 12) + 1 };
    const title = role.titles[Math.max(0, role.titles.length - 1 - index)] as string;
    const job: CorpusJob = {
      title,
      company,
      city: pick(random, CITIES),
      start,
      end,
      bullets: sample(random, role.work, 2),
    };
    const gap = 1 + Math.floor(random() * 3);
    const endIndex = startIndex - gap;
    end = { year: Math.floor(endIndex / 12), month: (endIndex % 12) + 1 };
    cursor = end;
    return job;
  });
};

export const makePeople = (count: number, seed: number): CorpusPerson[] => {
  const random = seededRandom(seed);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    let name = '';
    do name = `${pick(random, FIRST)} ${pick(random, LAST)}`;
    while (used.has(name));
    used.add(name);
    const role = pick(random, ROLES);
    const jobs = careerOf(random, role);
    const [schoolName, degree] = pick(random, SCHOOLS);
    const firstStart = jobs[jobs.length - 1]?.start.year ?? 2015;
    const [first = '', ...rest] = name.split(' ');
    const email = `${slug(first)}.${slug(rest.join(' '))}@${pick(random, MAIL_DOMAINS)}`;
    return {
      id: `p${String(index + 1).padStart(3, '0')}-${slug(name).replace(/\./g, '-')}`,
      name,
      email,
      phone: phoneOf(random),
      city: pick(random, CITIES),
      headline: jobs[0]?.title ?? '',
      summary:
        `${jobs[0]?.title ?? 'Professional'} with ${2025 - firstStart} years of experience. ` +
        'I like small teams, clear goals and work that is measured by what it changes for people.',
      skills: sample(random, role.skills, 5 + Math.floor(random() * 4)),
      jobs,
      school: { name: schoolName, degree, start: firstStart - 4, end: firstStart - 1 },
      languages: sample(random, LANGUAGES, 2),
      style: {
        experience: pick(random, EXPERIENCE_HEADINGS),
        skills: pick(random, SKILLS_HEADINGS),
        education: pick(random, EDUCATION_HEADINGS),
        summary: pick(random, SUMMARY_HEADINGS),
        dates: Math.floor(random() * 5),
      },
    };
  });
};

/** A job's dates in one of five styles: "Jan 2020 – Present", "2020-01 to now", "03/2019 - 12/2021"… */
export const writeDates = (job: CorpusJob, style: number): string => {
  const { start, end } = job;
  switch (style % 5) {
    case 0:
      return `${SHORT_MONTHS[start.month - 1]} ${start.year} – ${end ? `${SHORT_MONTHS[end.month - 1]} ${end.year}` : 'Present'}`;
    case 1:
      return `${start.year}-${padMonth(start.month)} to ${end ? `${end.year}-${padMonth(end.month)}` : 'now'}`;
    case 2:
      return `${padMonth(start.month)}/${start.year} - ${end ? `${padMonth(end.month)}/${end.year}` : 'Present'}`;
    case 3:
      return `${LONG_MONTHS[start.month - 1]} ${start.year} — ${end ? `${LONG_MONTHS[end.month - 1]} ${end.year}` : 'Current'}`;
    default:
      return `${start.year} – ${end ? end.year : 'Present'}`;
  }
};
