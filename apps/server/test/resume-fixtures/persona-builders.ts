import type { DateStyle, Month, PersonaEducation, PersonaJob } from './persona';

/** A job as a persona lists it, newest first; `written` is how the resume writes its dates. */
export const job = (
  title: string,
  company: string,
  location: string | null,
  start: Month,
  end: Month | null,
  dateStyle: DateStyle,
  bullets: string[],
  written: { present?: string; separator?: string } = {},
): PersonaJob => ({ title, company, location, start, end, dateStyle, bullets, ...written });

export const school = (
  name: string,
  degree: string,
  field: string | null,
  start: Month | null,
  end: Month,
  dateStyle: DateStyle = 'year',
): PersonaEducation => ({ school: name, degree, field, start, end, dateStyle });
