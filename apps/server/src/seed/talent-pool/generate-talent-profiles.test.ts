import { describe, expect, it } from 'vitest';
import { monthIndex } from './career-history';
import { COMPANIES, COMPANY_POOL_SIZE } from './companies';
import { generateTalentProfiles, NAME_REGIONS } from './generate-talent-profiles';
import { FAMILY_BY_ID, JOB_FAMILIES, SENIORITIES, type Seniority } from './job-families';
import { COUNTRY_BY_CODE } from './places';
import { toAscii } from './random';
import { CROSS_FAMILY_SKILLS, NEIGHBOUR_FAMILY, SKILL_CLUSTERS } from './skills';
import type { TalentProfile } from './talent-profile';

const AS_OF = { year: 2026, month: 11 };
const POOL = [...generateTalentProfiles({ count: 5_000, seed: 42, asOf: AS_OF })];
const COMPANY_NAMES = new Set(COMPANIES.map((company) => company.name));
const FAMILY_SKILLS = new Map(
  Object.entries(SKILL_CLUSTERS).map(([family, clusters]) => [
    family,
    new Set(clusters.flatMap((cluster) => cluster.skills)),
  ]),
);
const CROSS = new Set(CROSS_FAMILY_SKILLS);

const toMonth = (text: string): number =>
  monthIndex(Number(text.slice(0, 4)), Number(text.slice(5, 7)));
const rank = (level: Seniority): number => SENIORITIES.indexOf(level);
const share = (predicate: (profile: TalentProfile) => boolean): number =>
  POOL.filter(predicate).length / POOL.length;
const countBy = (values: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe('generateTalentProfiles', () => {
  it('yields the same people for the same seed and different people for another seed', () => {
    const again = [...generateTalentProfiles({ count: 300, seed: 42, asOf: AS_OF })];
    expect(again).toEqual(POOL.slice(0, 300));
    const other = [...generateTalentProfiles({ count: 300, seed: 43, asOf: AS_OF })];
    const sameNames = other.filter((profile, index) => profile.fullName === POOL[index]?.fullName);
    expect(sameNames.length).toBeLessThan(15);
    expect(other.map((profile) => profile.key)).not.toEqual(
      POOL.slice(0, 300).map((profile) => profile.key),
    );
  });

  it('streams: profiles are produced one at a time, not built up front', () => {
    const stream = generateTalentProfiles({ count: 1_000_000, seed: 1 });
    const first = stream.next();
    expect(first.done).toBe(false);
    expect(first.value?.key).toBe('1:0');
    expect(stream.next().value?.key).toBe('1:1');
    stream.return(undefined);
  });

  it('gives every person 2–6 jobs, ordered, without overlaps, the current one last and open', () => {
    const now = monthIndex(AS_OF.year, AS_OF.month);
    for (const profile of POOL) {
      const jobs = profile.experience;
      expect(jobs.length).toBeGreaterThanOrEqual(2);
      expect(jobs.length).toBeLessThanOrEqual(6);
      const current = jobs[jobs.length - 1];
      expect(current?.end).toBeNull();
      expect(current?.title).toBe(profile.currentTitle);
      expect(current?.company).toBe(profile.currentCompany);
      expect(current?.seniority).toBe(profile.seniority);
      let months = 0;
      jobs.forEach((job, index) => {
        const start = toMonth(job.start);
        const end = job.end === null ? now : toMonth(job.end);
        expect(start).toBeLessThanOrEqual(end);
        expect(end).toBeLessThanOrEqual(now);
        if (index < jobs.length - 1) expect(job.end).not.toBeNull();
        const next = jobs[index + 1];
        if (next) expect(end).toBeLessThan(toMonth(next.start));
        months += end - start + 1;
        expect(COMPANY_NAMES.has(job.company)).toBe(true);
      });
      expect(profile.yearsOfExperience).toBe(Math.floor(months / 12));
    }
  });

  it('uses titles from the family ladder at the stated seniority, climbing and never going down', () => {
    for (const profile of POOL) {
      const family = FAMILY_BY_ID.get(profile.jobFamily);
      expect(family).toBeDefined();
      for (const job of profile.experience) {
        expect(family?.ladder[job.seniority]).toContain(job.title);
      }
      const ranks = profile.experience.map((job) => rank(job.seniority));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    const climbed = (profile: TalentProfile) =>
      rank(profile.experience[0]?.seniority ?? 'c-level') < rank(profile.seniority);
    const seasoned = POOL.filter((profile) => profile.yearsOfExperience >= 8);
    expect(seasoned.filter(climbed).length / seasoned.length).toBeGreaterThan(0.9);
    for (const profile of seasoned) {
      expect(rank(profile.experience[0]?.seniority ?? 'c-level')).toBeLessThanOrEqual(
        rank('senior'),
      );
    }
  });

  it('draws skills mostly from the family clusters, 5–15 per person, without duplicates', () => {
    let fromFamily = 0;
    let total = 0;
    for (const profile of POOL) {
      const familySkills = FAMILY_SKILLS.get(profile.jobFamily) ?? new Set<string>();
      expect(profile.skills.length).toBeGreaterThanOrEqual(5);
      expect(profile.skills.length).toBeLessThanOrEqual(15);
      expect(new Set(profile.skills).size).toBe(profile.skills.length);
      const neighbourSkills = FAMILY_SKILLS.get(NEIGHBOUR_FAMILY[profile.jobFamily] ?? '');
      const outside = profile.skills.filter((skill) => !familySkills.has(skill));
      expect(outside.every((skill) => CROSS.has(skill) || neighbourSkills?.has(skill))).toBe(true);
      expect(outside.length).toBeLessThanOrEqual(2);
      fromFamily += profile.skills.length - outside.length;
      total += profile.skills.length;
    }
    expect(fromFamily / total).toBeGreaterThan(0.85);
    expect(fromFamily).toBeLessThan(total);
  });

  it('writes e-mails from the name and phones in the country format; flags match the values', () => {
    for (const profile of POOL) {
      const country = COUNTRY_BY_CODE.get(profile.location.countryCode);
      expect(profile.hasEmail).toBe(profile.email !== null);
      expect(profile.hasPhone).toBe(profile.phone !== null);
      expect(profile.hasLinkedin).toBe(profile.linkedinUrl !== null);
      if (profile.email !== null) {
        const [local = '', domain = ''] = profile.email.split('@');
        expect(local).toContain(toAscii(profile.lastName));
        expect(local).toContain(toAscii(profile.firstName).charAt(0));
        expect(local).toMatch(/^[a-z0-9._]+$/);
        expect(country?.emailDomains).toContain(domain);
      }
      if (profile.phone !== null) {
        const format = country?.phone ?? '';
        expect(profile.phone).toHaveLength(format.length);
        expect(profile.phone.startsWith(format.slice(0, format.indexOf('#')))).toBe(true);
        expect(profile.phone).toMatch(/^\+[0-9 ()-]+$/);
      }
      if (profile.linkedinUrl !== null) {
        expect(profile.linkedinUrl).toMatch(
          /^https:\/\/www\.linkedin\.com\/in\/[a-z0-9]+-[a-z0-9]+-[0-9a-f]{6}$/,
        );
      }
    }
    const emails = POOL.flatMap((profile) => (profile.email ? [profile.email] : []));
    expect(new Set(emails).size).toBe(emails.length);
    for (const flag of ['hasEmail', 'hasPhone', 'hasLinkedin'] as const) {
      expect(share((profile) => profile[flag])).toBeGreaterThan(0.4);
      expect(share((profile) => profile[flag])).toBeLessThan(0.9);
    }
  });

  it('places people in a city of the country whose code they carry, mostly working there', () => {
    for (const profile of POOL) {
      const country = COUNTRY_BY_CODE.get(profile.location.countryCode);
      expect(country?.name).toBe(profile.location.country);
      const city = country?.cities.find((entry) => entry.city === profile.location.city);
      expect(city?.region).toBe(profile.location.region);
      for (const job of profile.experience) {
        expect(country?.cities.some((entry) => entry.city === job.city)).toBe(true);
      }
    }
    expect(
      share((profile) => profile.experience.at(-1)?.city === profile.location.city),
    ).toBeGreaterThan(0.85);
  });

  it('dates education before the first job past an internship, in a field of the family', () => {
    for (const profile of POOL) {
      const family = FAMILY_BY_ID.get(profile.jobFamily);
      const firstCareerJob = profile.experience.find((job) => job.seniority !== 'intern');
      let previousEnd = -Infinity;
      for (const degree of profile.education) {
        expect(degree.startYear).toBeLessThanOrEqual(degree.endYear);
        expect(degree.startYear).toBeGreaterThanOrEqual(previousEnd);
        previousEnd = degree.endYear;
        if (firstCareerJob)
          expect(degree.endYear).toBeLessThanOrEqual(Number(firstCareerJob.start.slice(0, 4)));
        if (degree.degree !== 'bootcamp') expect(family?.fields).toContain(degree.field);
        expect(COUNTRY_BY_CODE.has(degree.countryCode)).toBe(true);
      }
    }
    expect(share((profile) => profile.education.length > 0)).toBeGreaterThan(0.85);
  });

  it('spreads people over every name culture, family and level without one name dominating', () => {
    const regions = new Set(POOL.map((profile) => profile.nameRegion));
    expect([...regions].sort()).toEqual(NAME_REGIONS.map((region) => region.id).sort());
    expect(regions.size).toBeGreaterThanOrEqual(8);
    expect(new Set(POOL.map((profile) => profile.jobFamily)).size).toBe(JOB_FAMILIES.length);
    const firstNames = countBy(POOL.map((profile) => profile.firstName));
    expect(Math.max(...firstNames.values()) / POOL.length).toBeLessThan(0.02);
    const levels = countBy(POOL.map((profile) => profile.seniority));
    expect([...levels.keys()].sort()).toEqual([...SENIORITIES].sort());
    const levelShare = (level: Seniority) => (levels.get(level) ?? 0) / POOL.length;
    expect(levelShare('mid') + levelShare('senior')).toBeGreaterThan(0.4);
    expect(levelShare('c-level')).toBeLessThan(0.03);
    expect(levelShare('director') + levelShare('vp') + levelShare('c-level')).toBeLessThan(0.15);
  });

  it('keeps accents and the culture’s name order', () => {
    const names = POOL.map((profile) => `${profile.firstName} ${profile.lastName}`).join(' ');
    for (const letter of ['é', 'ø', 'ş', 'ł', 'ü', 'ã']) expect(names).toContain(letter);
    const east = POOL.find((profile) => profile.nameRegion === 'japanese');
    expect(east?.fullName).toBe(`${east?.lastName} ${east?.firstName}`);
    const west = POOL.find((profile) => profile.nameRegion === 'german');
    expect(west?.fullName).toBe(`${west?.firstName} ${west?.lastName}`);
  });
});

describe('the word lists', () => {
  it('has 2,000 distinct generated companies with industries and sizes', () => {
    expect(COMPANIES).toHaveLength(COMPANY_POOL_SIZE);
    expect(COMPANY_NAMES.size).toBe(COMPANY_POOL_SIZE);
    expect(new Set(COMPANIES.map((company) => company.industry)).size).toBeGreaterThan(10);
    expect(new Set(COMPANIES.map((company) => company.size)).size).toBe(8);
  });

  it('never uses one title at two levels of a family, and every family has skills', () => {
    for (const family of JOB_FAMILIES) {
      const titles = Object.values(family.ladder).flat();
      expect(new Set(titles).size).toBe(titles.length);
      expect(FAMILY_SKILLS.get(family.id)?.size).toBeGreaterThan(10);
      expect(FAMILY_SKILLS.has(NEIGHBOUR_FAMILY[family.id] ?? '')).toBe(true);
    }
  });

  it('only names countries it knows, each with cities', () => {
    for (const region of NAME_REGIONS) {
      for (const [code] of region.countries)
        expect(COUNTRY_BY_CODE.get(code)?.cities.length).toBeGreaterThan(0);
    }
  });
});
