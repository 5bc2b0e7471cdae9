import type { JobFamily } from './job-families';
import type { Country } from './places';
import { between, pick, pickWeighted, weighted, type Random } from './random';
import type { DegreeLevel, TalentEducation } from './talent-profile';

const NO_EDUCATION_SHARE = 0.06;
/** Families where a bootcamp is a usual way in. */
const BOOTCAMP_FAMILIES = new Set(['software', 'data', 'design', 'qa']);
const BOOTCAMP_FIELDS: Readonly<Record<string, string>> = {
  software: 'Web Development',
  data: 'Data Science',
  design: 'UX Design',
  qa: 'Software Testing',
};

const DEGREES = weighted<DegreeLevel>([
  ['associate', 6],
  ['bachelor', 56],
  ['master', 28],
  ['phd', 4],
  ['bootcamp', 6],
]);

const DURATION: Readonly<Record<DegreeLevel, readonly [number, number]>> = {
  bootcamp: [0, 0],
  associate: [2, 2],
  bachelor: [3, 4],
  master: [1, 2],
  phd: [4, 5],
};

const schoolName = (random: Random, country: Country): string =>
  pick(random, country.schools).replace('{city}', pick(random, country.cities).city);

/**
 * Degrees oldest first. The last one ends by `finishedBy` (the year the first non-intern job
 * started), so nobody graduates after starting their career; interns may still be studying.
 */
export const generateEducation = (
  random: Random,
  family: JobFamily,
  country: Country,
  finishedBy: number,
): TalentEducation[] => {
  if (random() < NO_EDUCATION_SHARE) return [];
  let top = pickWeighted(random, DEGREES);
  if (top === 'bootcamp' && !BOOTCAMP_FAMILIES.has(family.id)) top = 'bachelor';
  const chain: DegreeLevel[] =
    top === 'master'
      ? ['bachelor', 'master']
      : top === 'phd'
        ? ['bachelor', 'master', 'phd']
        : [top];
  let endYear = finishedBy - (random() < 0.7 ? 0 : 1);
  const out = new Array<TalentEducation>(chain.length);
  for (let step = chain.length - 1; step >= 0; step -= 1) {
    const degree = chain[step] as DegreeLevel;
    const [shortest, longest] = DURATION[degree];
    const startYear = endYear - between(random, shortest, longest);
    out[step] = {
      degree,
      field:
        degree === 'bootcamp'
          ? (BOOTCAMP_FIELDS[family.id] ?? 'Web Development')
          : pick(random, family.fields),
      school: schoolName(random, country),
      countryCode: country.code,
      startYear,
      endYear,
    };
    endYear = startYear;
  }
  return out;
};
