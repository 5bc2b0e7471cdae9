import { SENIORITY_LEVELS, type SeniorityLevel } from '../product/seniority-levels';
import type { MatchReason, TalentMatch } from './talent-search.schema';
import { containsPhrase, foldText, roleWords, skillKey, wordsOf } from './match-text';

/**
 * How a person fits a project's job: a score out of 100 made only of reasons the recruiter can
 * read. Each part the job gives is worth its weight; parts the job leaves empty are left out and
 * the rest scaled to 100, so a job with only a title and skills can still reach 100.
 * The search engine orders "by match" with the same weights in SQL.
 */
export const MATCH_WEIGHTS = {
  must_have_skill: 50,
  title: 20,
  seniority: 10,
  location: 10,
  nice_to_have_skill: 10,
} as const;

/** What the job asks, folded once for scoring many people. */
export type JobMatchSpec = {
  /** Each title the job accepts (its own title, then synonyms) as role words without levels. */
  titles: string[][];
  titleLabel: string;
  seniority: SeniorityLevel | null;
  /** Null for a remote job or a job without a location. */
  location: { label: string; city: string | null; country: string | null } | null;
  mustHave: string[];
  niceToHave: string[];
};

export type MatchProfile = {
  designation: string | null;
  seniority: SeniorityLevel | null;
  current_city: string | null;
  country: string | null;
  skills: readonly string[];
  /** Earlier jobs (not the current one). */
  past_titles: readonly string[];
};

const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'united states',
  us: 'united states',
  'u s a': 'united states',
  'united states of america': 'united states',
  uk: 'united kingdom',
  'great britain': 'united kingdom',
  england: 'united kingdom',
  deutschland: 'germany',
  uae: 'united arab emirates',
};

/** A folded place name with its common aliases resolved ("USA" → "united states"). */
export const placeKey = (place: string): string => {
  const folded = foldText(place).replace(/[.]/g, ' ').replace(/\s+/g, ' ').trim();
  return COUNTRY_ALIASES[folded] ?? folded;
};

/** The parts of a project's job (its JobInput) that the match reads. */
type JobForMatch = {
  title: string;
  seniority: SeniorityLevel | null;
  location: string | null;
  remote_policy: string | null;
  must_have_skills: readonly string[];
  nice_to_have_skills: readonly string[];
};

/** "Berlin, Germany" → city and country; a single part may be either. */
const locationOf = (job: JobForMatch): JobMatchSpec['location'] => {
  if (job.remote_policy === 'remote' || !job.location?.trim()) return null;
  const parts = job.location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^remote$/i.test(part));
  if (parts.length === 0) return null;
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  return parts.length === 1
    ? { label: job.location.trim(), city: placeKey(first), country: null }
    : { label: job.location.trim(), city: placeKey(first), country: placeKey(last) };
};

export const buildJobMatchSpec = (
  job: JobForMatch,
  titleSynonyms: readonly string[] = [],
): JobMatchSpec => {
  const titles: string[][] = [];
  for (const title of [job.title, ...titleSynonyms]) {
    const words = roleWords(title);
    if (words.length > 0 && !titles.some((known) => known.join(' ') === words.join(' ')))
      titles.push(words);
  }
  const unique = (skills: readonly string[]) => {
    const seen = new Set<string>();
    return skills.filter((skill) => {
      const key = skillKey(skill);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  const mustHave = unique(job.must_have_skills);
  const mustKeys = new Set(mustHave.map(skillKey));
  return {
    titles,
    titleLabel: job.title.trim(),
    seniority: job.seniority ?? null,
    location: locationOf(job),
    mustHave,
    niceToHave: unique(job.nice_to_have_skills).filter((skill) => !mustKeys.has(skillKey(skill))),
  };
};

const SENIORITY_LABELS: Record<SeniorityLevel, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
  executive: 'Executive',
};

const skillReasons = (
  kind: 'must_have_skill' | 'nice_to_have_skill',
  asked: readonly string[],
  profile: MatchProfile,
): MatchReason[] => {
  const held = new Map(profile.skills.map((skill) => [skillKey(skill), skill]));
  const titleWords = wordsOf(profile.designation ?? '');
  return asked.map((skill) => {
    const found = held.get(skillKey(skill));
    const inTitle = !found && containsPhrase(titleWords, wordsOf(skill));
    const met = found !== undefined || inTitle;
    return {
      kind,
      label: skill,
      met,
      partial: false,
      detail: found !== undefined ? `skills: ${found}` : inTitle ? 'current title' : null,
      points: met ? MATCH_WEIGHTS[kind] / asked.length : 0,
    };
  });
};

const titleReason = (spec: JobMatchSpec, profile: MatchProfile): MatchReason => {
  const current = roleWords(profile.designation ?? '');
  const fits = (words: string[]) => spec.titles.some((title) => containsPhrase(words, title));
  if (fits(current))
    return {
      kind: 'title',
      label: spec.titleLabel,
      met: true,
      partial: false,
      detail: `current title: ${profile.designation ?? ''}`,
      points: MATCH_WEIGHTS.title,
    };
  const past = profile.past_titles.find((title) => fits(roleWords(title)));
  return {
    kind: 'title',
    label: spec.titleLabel,
    met: false,
    partial: past !== undefined,
    detail: past !== undefined ? `earlier title: ${past}` : null,
    points: past !== undefined ? MATCH_WEIGHTS.title / 2 : 0,
  };
};

const seniorityReason = (asked: SeniorityLevel, profile: MatchProfile): MatchReason => {
  const distance =
    profile.seniority === null
      ? null
      : Math.abs(SENIORITY_LEVELS.indexOf(asked) - SENIORITY_LEVELS.indexOf(profile.seniority));
  return {
    kind: 'seniority',
    label: SENIORITY_LABELS[asked],
    met: distance === 0,
    partial: distance === 1,
    detail: profile.seniority === null ? null : SENIORITY_LABELS[profile.seniority],
    points:
      distance === 0 ? MATCH_WEIGHTS.seniority : distance === 1 ? MATCH_WEIGHTS.seniority / 2 : 0,
  };
};

const locationReason = (
  asked: NonNullable<JobMatchSpec['location']>,
  profile: MatchProfile,
): MatchReason => {
  const city = profile.current_city ? placeKey(profile.current_city) : null;
  const country = profile.country ? placeKey(profile.country) : null;
  const where = [profile.current_city, profile.country].filter(Boolean).join(', ') || null;
  const sameCity = city !== null && city === asked.city;
  // A one-part location ("Germany") may name a country: living there meets it.
  const namedCountry = asked.country === null && country !== null && country === asked.city;
  const sameCountry = asked.country !== null && country !== null && country === asked.country;
  const met = sameCity || namedCountry;
  return {
    kind: 'location',
    label: asked.label,
    met,
    partial: !met && sameCountry,
    detail: where,
    points: met ? MATCH_WEIGHTS.location : sameCountry ? MATCH_WEIGHTS.location / 2 : 0,
  };
};

/** The person's fit to the job with every reason; null when the job gives nothing to compare. */
export const scoreTalentMatch = (spec: JobMatchSpec, profile: MatchProfile): TalentMatch | null => {
  const reasons: MatchReason[] = [];
  let available = 0;
  if (spec.mustHave.length > 0) {
    reasons.push(...skillReasons('must_have_skill', spec.mustHave, profile));
    available += MATCH_WEIGHTS.must_have_skill;
  }
  if (spec.titles.length > 0) {
    reasons.push(titleReason(spec, profile));
    available += MATCH_WEIGHTS.title;
  }
  if (spec.seniority) {
    reasons.push(seniorityReason(spec.seniority, profile));
    available += MATCH_WEIGHTS.seniority;
  }
  if (spec.location) {
    reasons.push(locationReason(spec.location, profile));
    available += MATCH_WEIGHTS.location;
  }
  if (spec.niceToHave.length > 0) {
    reasons.push(...skillReasons('nice_to_have_skill', spec.niceToHave, profile));
    available += MATCH_WEIGHTS.nice_to_have_skill;
  }
  if (available === 0) return null;
  const earned = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { score: Math.round((100 * earned) / available), reasons };
};
