import type { JobInput, SalaryRange } from '../projects/job.schema';
import type { SeniorityLevel } from '../product/seniority-levels';
import type { DealBreaker } from './interview-plan.schema';
import { countryOfLocation } from './job-country';

/** Yearly amount of a salary figure (the pass rule compares yearly amounts: decision 031). */
const HOURS_PER_YEAR = 2080;
const yearly = (amount: number, period: SalaryRange['period']): number =>
  period === 'year' ? amount : period === 'month' ? amount * 12 : amount * HOURS_PER_YEAR;

const money = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount.toLocaleString('en-US')} ${currency}`;
  }
};

const SENIOR_NOTICE: readonly SeniorityLevel[] = ['senior', 'lead', 'principal', 'executive'];

/** Longest notice period that passes, in weeks: three months for senior roles, two otherwise. */
export const noticeWeeksFor = (seniority: SeniorityLevel | null): number =>
  seniority && SENIOR_NOTICE.includes(seniority) ? 12 : 8;

const workAuthorization = (job: JobInput): DealBreaker => {
  const country = countryOfLocation(job.location);
  const where = country ?? 'the country you would work from';
  return {
    id: 'db-work-authorization',
    kind: 'work_authorization',
    question: `Are you legally authorised to work in ${where} without needing visa sponsorship?`,
    passing_answer: `Yes, authorised to work in ${where}`,
    rule: { type: 'yes_no', expected: 'yes' },
  };
};

const location = (job: JobInput): DealBreaker | null => {
  const place = job.location?.trim() || null;
  const base = { id: 'db-location', kind: 'location' as const };
  const yes = { type: 'yes_no' as const, expected: 'yes' as const };
  if (job.remote_policy === 'onsite' && place)
    return {
      ...base,
      question: `This role is on site in ${place}. Can you work from there every working day?`,
      passing_answer: `Yes, can work on site in ${place}`,
      rule: yes,
    };
  if (job.remote_policy === 'hybrid' && place)
    return {
      ...base,
      question: `This role is hybrid, with regular days in the office in ${place}. Can you be there on those days?`,
      passing_answer: `Yes, can come to the office in ${place}`,
      rule: yes,
    };
  if (job.remote_policy === 'remote')
    return {
      ...base,
      question: place
        ? `This role is remote from ${place}. Will you be living and working in ${place}?`
        : 'This role is fully remote. Can you work remotely with a reliable connection during our working hours?',
      passing_answer: place ? `Yes, will work from ${place}` : 'Yes, can work remotely',
      rule: yes,
    };
  if (!place) return null;
  return {
    ...base,
    question: `This role is based in ${place}. Can you work there?`,
    passing_answer: `Yes, can work in ${place}`,
    rule: yes,
  };
};

const salary = (job: JobInput): DealBreaker | null => {
  const range = job.salary;
  if (!range || (range.min === null && range.max === null)) return null;
  const base = { id: 'db-salary', kind: 'salary' as const };
  if (range.max === null) {
    const from = money(yearly(range.min ?? 0, range.period), range.currency);
    return {
      ...base,
      question: `The salary for this role starts at ${from} per year. Does that work for you?`,
      passing_answer: `Yes, a salary from ${from} per year works`,
      rule: { type: 'yes_no', expected: 'yes' },
    };
  }
  const top = yearly(range.max, range.period);
  const bounds =
    range.min !== null
      ? `${money(yearly(range.min, range.period), range.currency)} – ${money(top, range.currency)}`
      : `up to ${money(top, range.currency)}`;
  return {
    ...base,
    question: `The salary range for this role is ${bounds} per year. What yearly salary do you expect, in ${range.currency}?`,
    passing_answer: `At most ${money(top, range.currency)} per year`,
    rule: { type: 'number_at_most', value: top },
  };
};

const noticePeriod = (job: JobInput): DealBreaker => {
  const weeks = noticeWeeksFor(job.seniority);
  return {
    id: 'db-notice-period',
    kind: 'notice_period',
    question: 'How many weeks’ notice do you need to give before you could start?',
    passing_answer: `At most ${weeks} weeks`,
    rule: { type: 'number_at_most', value: weeks },
  };
};

/**
 * The deal-breakers of a job, in the order they are asked: work authorisation for the job's
 * country, location or remote policy, the salary range when the job has one, the notice period.
 */
export const proposeDealBreakers = (job: JobInput): DealBreaker[] =>
  [workAuthorization(job), location(job), salary(job), noticePeriod(job)].filter(
    (dealBreaker): dealBreaker is DealBreaker => dealBreaker !== null,
  );
