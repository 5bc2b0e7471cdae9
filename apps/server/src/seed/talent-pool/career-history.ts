import { COMPANIES_BY_HEADCOUNT } from './companies';
import { SENIORITIES, type JobFamily, type Seniority } from './job-families';
import { between, pick, pickWeighted, weighted, type Random, type Weighted } from './random';
import type { TalentJob } from './talent-profile';

/** How common each level is across the whole pool (before a family drops the levels it lacks). */
const SENIORITY_WEIGHTS: Readonly<Record<Seniority, number>> = {
  intern: 3,
  junior: 14,
  mid: 30,
  senior: 26,
  lead: 10,
  manager: 8,
  director: 5,
  vp: 2.5,
  'c-level': 1,
};

/** Whole years of experience someone at this level has, inclusive. */
export const YEARS_BY_SENIORITY: Readonly<Record<Seniority, readonly [number, number]>> = {
  intern: [0, 0],
  junior: [0, 2],
  mid: [2, 6],
  senior: [5, 11],
  lead: [8, 15],
  manager: [7, 16],
  director: [10, 22],
  vp: [14, 26],
  'c-level': [16, 30],
};

/** The highest level someone can hold after this many years; earlier jobs are capped by it. */
const capForYears = (years: number): number =>
  SENIORITIES.indexOf(
    years < 1
      ? 'junior'
      : years < 3
        ? 'mid'
        : years < 6
          ? 'senior'
          : years < 9
            ? 'manager'
            : years < 13
              ? 'director'
              : years < 16
                ? 'vp'
                : 'c-level',
  );

export type FamilyLadder = { levels: readonly Seniority[]; current: Weighted<number> };

/** The family's levels in ladder order, and a picker for the current level among them. */
export const familyLadder = (family: JobFamily): FamilyLadder => {
  const levels = SENIORITIES.filter((level) => family.ladder[level] !== undefined);
  return {
    levels,
    current: weighted(levels.map((level, index) => [index, SENIORITY_WEIGHTS[level]])),
  };
};

export const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);
export const formatMonth = (index: number): string => {
  const month = (index % 12) + 1;
  return `${Math.floor(index / 12)}-${month < 10 ? '0' : ''}${month}`;
};

/** Splits the months worked into 2–6 jobs of at least 3 months each. */
const splitTenures = (random: Random, totalMonths: number): number[] => {
  const count = Math.max(2, Math.min(6, Math.round(totalMonths / between(random, 18, 42))));
  const weights = Array.from({ length: count }, () => 0.5 + random());
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const spare = totalMonths - 3 * count;
  const tenures = weights.map((weight) => 3 + Math.floor((spare * weight) / sum));
  const used = tenures.reduce((total, months) => total + months, 0);
  tenures[count - 1] = (tenures[count - 1] as number) + (totalMonths - used);
  return tenures;
};

export type CareerPlace = { city: string; countryCode: string; otherCity: () => string };

/**
 * Builds the history backwards from the current month: the current job ends "now", each earlier job
 * ends at least a month before the next starts, and levels never go down along the way.
 */
export const generateCareer = (
  random: Random,
  family: JobFamily,
  ladder: FamilyLadder,
  place: CareerPlace,
  asOf: number,
): { jobs: TalentJob[]; monthsWorked: number } => {
  const currentIndex = pickWeighted(random, ladder.current);
  const currentLevel = ladder.levels[currentIndex] as Seniority;
  const [minYears, maxYears] = YEARS_BY_SENIORITY[currentLevel];
  const monthsWorked = Math.max(
    6,
    between(random, minYears, maxYears) * 12 + between(random, 0, 11),
  );
  const tenures = splitTenures(random, monthsWorked);
  const count = tenures.length;
  const levelIndexes = new Array<number>(count);
  levelIndexes[count - 1] = currentIndex;
  for (let job = count - 2; job >= 0; job -= 1) {
    const later = levelIndexes[job + 1] as number;
    levelIndexes[job] = random() < 0.6 ? Math.max(0, later - 1) : later;
  }
  const jobs = new Array<TalentJob>(count);
  let monthsBefore = monthsWorked;
  let end = asOf;
  let previousCompany = '';
  for (let job = count - 1; job >= 0; job -= 1) {
    const tenure = tenures[job] as number;
    const start = end - tenure + 1;
    monthsBefore -= tenure;
    let levelIndex = levelIndexes[job] as number;
    if (job < count - 1) {
      const cap = capForYears(monthsBefore / 12);
      while (levelIndex > 0 && SENIORITIES.indexOf(ladder.levels[levelIndex] as Seniority) > cap)
        levelIndex -= 1;
      levelIndex = Math.min(levelIndex, levelIndexes[job + 1] as number);
      levelIndexes[job] = levelIndex;
    }
    const level = ladder.levels[levelIndex] as Seniority;
    let company = pickWeighted(random, COMPANIES_BY_HEADCOUNT);
    if (company.name === previousCompany) company = pickWeighted(random, COMPANIES_BY_HEADCOUNT);
    previousCompany = company.name;
    jobs[job] = {
      title: pick(random, family.ladder[level] ?? []),
      seniority: level,
      company: company.name,
      companyIndustry: company.industry,
      companySize: company.size,
      city: random() < (job === count - 1 ? 0.92 : 0.8) ? place.city : place.otherCity(),
      countryCode: place.countryCode,
      start: formatMonth(start),
      end: job === count - 1 ? null : formatMonth(end),
    };
    end = start - 1 - (random() < 0.65 ? 0 : between(random, 1, 5));
  }
  return { jobs, monthsWorked };
};
