import { generateCareer, familyLadder, monthIndex, type FamilyLadder } from './career-history';
import { generateContactDetails } from './contact-details';
import { generateEducation } from './education-history';
import { JOB_FAMILIES, type JobFamily } from './job-families';
import type { NameRegion } from './name-region';
import { AFRICAN_AND_AMERICAN_NAME_REGIONS } from './names-africa-americas';
import { ASIAN_NAME_REGIONS } from './names-asia';
import { EUROPEAN_NAME_REGIONS } from './names-europe';
import { pickSkills } from './pick-skills';
import { COUNTRY_BY_CODE, type City, type Country } from './places';
import {
  pick,
  pickWeighted,
  seededRandom,
  toAscii,
  weighted,
  type Random,
  type Weighted,
} from './random';
import type { TalentProfile } from './talent-profile';

export type GenerateTalentProfilesOptions = {
  count: number;
  seed: number;
  /** The month the current jobs run to; fixed by default so a seed always gives the same pool. */
  asOf?: { year: number; month: number };
  /** Position of the first profile, to resume a run in batches with the same keys. */
  offset?: number;
};

export const NAME_REGIONS: readonly NameRegion[] = [
  ...EUROPEAN_NAME_REGIONS,
  ...ASIAN_NAME_REGIONS,
  ...AFRICAN_AND_AMERICAN_NAME_REGIONS,
];

const countryOf = (code: string): Country => {
  const country = COUNTRY_BY_CODE.get(code);
  if (!country) throw new Error(`Unknown country ${code}`);
  return country;
};

type RegionTable = { region: NameRegion; countries: Weighted<Country> };
const REGIONS = weighted<RegionTable>(
  NAME_REGIONS.map((region) => [
    {
      region,
      countries: weighted(region.countries.map(([code, share]) => [countryOf(code), share])),
    },
    region.weight,
  ]),
);
const CITIES = new Map<string, Weighted<City>>(
  [...COUNTRY_BY_CODE.values()].map((country) => [
    country.code,
    weighted(country.cities.map((city) => [city, city.population])),
  ]),
);
const FAMILIES = weighted<{ family: JobFamily; ladder: FamilyLadder }>(
  JOB_FAMILIES.map((family) => [{ family, ladder: familyLadder(family) }, family.weight]),
);

const asciiCache = new Map<string, string>();
const ascii = (name: string): string => {
  let cached = asciiCache.get(name);
  if (cached === undefined) {
    cached = toAscii(name);
    asciiCache.set(name, cached);
  }
  return cached;
};

const headline = (
  random: Random,
  title: string,
  company: string,
  skills: readonly string[],
  years: number,
) => {
  const style = Math.floor(random() * 3);
  if (style === 0) return `${title} at ${company}`;
  if (style === 1) return `${title} · ${skills.slice(0, 3).join(', ')}`;
  return years >= 2 ? `${title} with ${years}+ years of experience` : `${title} at ${company}`;
};

/**
 * Streams synthetic talent-pool profiles: one at a time, so a million never sit in memory, and
 * the same seed always yields the same people in the same order.
 */
export function* generateTalentProfiles(
  options: GenerateTalentProfilesOptions,
): Generator<TalentProfile, void, undefined> {
  const { count, seed, asOf = { year: 2026, month: 11 }, offset = 0 } = options;
  const random = seededRandom(seed);
  const now = monthIndex(asOf.year, asOf.month);
  for (let index = offset; index < offset + count; index += 1) {
    const { region, countries } = pickWeighted(random, REGIONS);
    const country = pickWeighted(random, countries);
    const cities = CITIES.get(country.code) as Weighted<City>;
    const home = pickWeighted(random, cities);
    const firstName = pick(random, region.first);
    const lastName = pick(random, region.last);
    const { family, ladder } = pickWeighted(random, FAMILIES);
    const { jobs, monthsWorked } = generateCareer(
      random,
      family,
      ladder,
      {
        city: home.city,
        countryCode: country.code,
        otherCity: () => pickWeighted(random, cities).city,
      },
      now,
    );
    const current = jobs[jobs.length - 1] as (typeof jobs)[number];
    const firstCareerJob = jobs.find((job) => job.seniority !== 'intern');
    const finishedBy = firstCareerJob
      ? Number(firstCareerJob.start.slice(0, 4))
      : asOf.year + (random() < 0.5 ? 0 : 1);
    const schoolCountry = random() < 0.85 ? country : pickWeighted(random, countries);
    const skills = pickSkills(random, family.id);
    const yearsOfExperience = Math.floor(monthsWorked / 12);
    const contact = generateContactDetails(
      random,
      ascii(firstName),
      ascii(lastName),
      country,
      index.toString(36),
    );
    yield {
      key: `${seed}:${index}`,
      firstName,
      lastName,
      fullName:
        region.order === 'family-given' ? `${lastName} ${firstName}` : `${firstName} ${lastName}`,
      nameRegion: region.id,
      headline: headline(random, current.title, current.company, skills, yearsOfExperience),
      hasEmail: contact.email !== null,
      email: contact.email,
      hasPhone: contact.phone !== null,
      phone: contact.phone,
      hasLinkedin: contact.linkedinUrl !== null,
      linkedinUrl: contact.linkedinUrl,
      location: {
        city: home.city,
        region: home.region,
        country: country.name,
        countryCode: country.code,
      },
      jobFamily: family.id,
      seniority: current.seniority,
      currentTitle: current.title,
      currentCompany: current.company,
      yearsOfExperience,
      skills,
      experience: jobs,
      education: generateEducation(random, family, schoolCountry, finishedBy),
    };
  }
}
