import type { Seniority } from './job-families';

/** A month as `YYYY-MM`. */
export type YearMonth = string;

export type TalentJob = {
  title: string;
  seniority: Seniority;
  company: string;
  companyIndustry: string;
  companySize: string;
  city: string;
  countryCode: string;
  start: YearMonth;
  /** Inclusive last month; null for the current job. */
  end: YearMonth | null;
};

export type DegreeLevel = 'bootcamp' | 'associate' | 'bachelor' | 'master' | 'phd';

export type TalentEducation = {
  degree: DegreeLevel;
  field: string;
  school: string;
  countryCode: string;
  startYear: number;
  endYear: number;
};

export type TalentLocation = { city: string; region: string; country: string; countryCode: string };

export type TalentProfile = {
  /** Stable for a seed and position, so a re-run can upsert instead of duplicating. */
  key: string;
  firstName: string;
  lastName: string;
  /** Written in the culture's order (family name first for Chinese, Japanese, Korean). */
  fullName: string;
  nameRegion: string;
  headline: string;
  hasEmail: boolean;
  email: string | null;
  hasPhone: boolean;
  phone: string | null;
  hasLinkedin: boolean;
  linkedinUrl: string | null;
  location: TalentLocation;
  jobFamily: string;
  seniority: Seniority;
  currentTitle: string;
  currentCompany: string;
  yearsOfExperience: number;
  skills: string[];
  /** Oldest first; the last one is the current job. */
  experience: TalentJob[];
  /** Oldest first; empty for the few who list none. */
  education: TalentEducation[];
};
