/** A known person whose resume the fixtures render; the expected parse is derived from it. */
export type Month = `${number}-${number}`;

/** How a job's or school's dates are written in the rendered resume. */
export type DateStyle = 'short' | 'long' | 'dotted' | 'numeric' | 'year';

export type PersonaJob = {
  title: string;
  company: string;
  location: string | null;
  start: Month;
  /** null = current job. */
  end: Month | null;
  dateStyle: DateStyle;
  /** The word written for a current job: "Present", "Current", "Now"… */
  present?: string;
  /** Between the two dates: " – ", " - ", " to ", "—"… */
  separator?: string;
  bullets: string[];
};

export type PersonaEducation = {
  school: string;
  degree: string;
  field: string | null;
  start: Month | null;
  end: Month;
  dateStyle: DateStyle;
};

export type Persona = {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** As written on the resume ("linkedin.com/in/x", "https://www.linkedin.com/in/x/"…). */
  linkedin: string | null;
  /** Expected normalised profile URL. */
  linkedinUrl: string | null;
  /** As written on the resume ("Austin, TX"). */
  locationText: string;
  city: string;
  country: string;
  headline: string;
  summary: string;
  skills: string[];
  jobs: PersonaJob[];
  education: PersonaEducation[];
  /** Extra sections (languages, certifications…) that must not disturb the others. */
  extras?: { heading: string; lines: string[] }[];
};

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DOTTED = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];

/** One month written in a style: "Jan 2020", "January 2020", "Sept. 2020", "01/2020", "2020". */
export const writeMonth = (month: Month, style: DateStyle): string => {
  const [year, number] = month.split('-');
  const index = Number(number) - 1;
  switch (style) {
    case 'short':
      return `${SHORT[index]} ${year}`;
    case 'long':
      return `${LONG[index]} ${year}`;
    case 'dotted':
      return `${DOTTED[index]} ${year}`;
    case 'numeric':
      return `${number}/${year}`;
    case 'year':
      return `${year}`;
  }
};

export const writeJobDates = (job: PersonaJob): string =>
  `${writeMonth(job.start, job.dateStyle)}${job.separator ?? ' – '}${
    job.end ? writeMonth(job.end, job.dateStyle) : (job.present ?? 'Present')
  }`;

export const writeSchoolDates = (school: PersonaEducation): string =>
  school.start
    ? `${writeMonth(school.start, school.dateStyle)} – ${writeMonth(school.end, school.dateStyle)}`
    : writeMonth(school.end, school.dateStyle);

/** What a parser can know from a written month: a year alone stands for January. */
export const expectedMonth = (month: Month | null, style: DateStyle): string | null =>
  month === null ? null : style === 'year' ? `${month.slice(0, 4)}-01` : month;

/** "Bachelor of Science in Computer Science" or "MBA". */
export const writeDegree = (school: PersonaEducation, joiner = ' in '): string =>
  school.field ? `${school.degree}${joiner}${school.field}` : school.degree;
