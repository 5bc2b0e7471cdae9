import { expect, it } from 'vitest';
import { boldLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { parseResumeLines } from './parse-resume-lines';

/** A form-like CV (the classic Europass): a column of labels beside every value. */
const europass = () => [
  makeLine('Curriculum Vitae', { fontSize: 16 }),
  boldLine('Personal information', { fontSize: 11 }),
  makeLine('First name(s) / Surname(s)', { fontSize: 8.5 }),
  boldLine("Dmitri O'Connor", { fontSize: 14 }),
  makeLine('Telephone\t+44 20 6010 9767', { fontSize: 9.5 }),
  makeLine('E-mail\tdmitri.o.connor@proton.me', { fontSize: 9.5 }),
  boldLine('Work experience', { fontSize: 11 }),
  makeLine('Dates\t10/2019 – present', { fontSize: 9.5 }),
  makeLine('Occupation or position held\tAnalytics Lead', { fontSize: 8.5 }),
  makeLine(
    'Main activities and\tModelled churn drivers and found two fixes worth 3% of revenue; Built',
    { fontSize: 9.5 },
  ),
  makeLine('responsibilities\tthe revenue dashboard the leadership team reviews every Monday.', {
    fontSize: 9.5,
  }),
  makeLine('Name and address of employer\tInitech, Warsaw, Poland', { fontSize: 8.5 }),
  makeLine('Dates\t09/2017 – 08/2019', { fontSize: 9.5 }),
  makeLine('Occupation or position held\tSenior Data Analyst', { fontSize: 8.5 }),
  makeLine('Name and address of employer\tStark Logistics, Melbourne, Australia', {
    fontSize: 8.5,
  }),
  boldLine('Education and training', { fontSize: 11 }),
  makeLine('Dates\t2013 – 2016', { fontSize: 9.5 }),
];

it('reads the values of labelled rows as title and company, wherever the row stands in the entry', () => {
  const resume = parseResumeLines(europass(), 1);
  expect(
    resume.experience.map(({ title, company, location }) => ({ title, company, location })),
  ).toEqual([
    { title: 'Analytics Lead', company: 'Initech', location: 'Warsaw, Poland' },
    { title: 'Senior Data Analyst', company: 'Stark Logistics', location: 'Melbourne, Australia' },
  ]);
  expect(resume.experience[0]?.description).toBe(
    'Modelled churn drivers and found two fixes worth 3% of revenue; Built the revenue dashboard the leadership team reviews every Monday.',
  );
  expect(resume.current_company).toBe('Initech');
});

it('finds the name in a personal-information section under a larger "Curriculum Vitae"', () => {
  expect(parseResumeLines(europass(), 1).full_name).toBe("Dmitri O'Connor");
});

it('reads "Position: …" and "Employer: …" labels in a plain entry', () => {
  const resume = parseResumeLines(
    [
      boldLine('Jane Okafor', { fontSize: 20 }),
      boldLine('Experience', { fontSize: 12 }),
      makeLine('2019 – 2021'),
      makeLine('Position: Data Analyst'),
      makeLine('Employer: Globex'),
    ],
    1,
  );
  expect(resume.experience.map(({ title, company }) => ({ title, company }))).toEqual([
    { title: 'Data Analyst', company: 'Globex' },
  ]);
});
