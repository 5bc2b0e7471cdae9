import { expect, it } from 'vitest';
import { boldLine, makeLine } from '../../../test/resume-fixtures/make-line';
import { parseResumeLines } from './parse-resume-lines';

const heading = (text: string) => boldLine(text, { fontSize: 12 });

it('reads a jobs table whose header row is labels and whose rows start with the dates', () => {
  const resume = parseResumeLines(
    [
      boldLine('Jane Okafor', { fontSize: 20 }),
      heading('Experience'),
      makeLine('Period\tPosition\tEmployer'),
      makeLine('2021-07 to now'),
      makeLine('Analytics Lead'),
      makeLine('Initech'),
      makeLine('Warsaw, Poland'),
      makeLine('2017-10 to 2021-05'),
      makeLine('Senior Data Analyst'),
      makeLine('Sterling Cooper'),
      makeLine('Toronto, Canada'),
    ],
    1,
  );
  expect(resume.experience.map(({ title, company }) => ({ title, company }))).toEqual([
    { title: 'Analytics Lead', company: 'Initech' },
    { title: 'Senior Data Analyst', company: 'Sterling Cooper' },
  ]);
  expect(resume.current_company).toBe('Initech');
});

it('finds the phone in a footer that holds the e-mail address under the last section', () => {
  const resume = parseResumeLines(
    [
      boldLine('Jane Okafor', { fontSize: 20 }),
      makeLine('Analytics Lead'),
      heading('Education'),
      boldLine('BS Statistics'),
      makeLine('University of Washington, 2009 – 2012'),
      makeLine('jane.okafor@fastmail.com · +49 30 4177918 · Madrid, Spain'),
    ],
    1,
  );
  expect(resume.phone).toBe('+49 30 4177918');
});
