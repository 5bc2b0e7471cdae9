import { describe, expect, it } from 'vitest';
import type { DealBreaker } from '../interview-plan.schema';
import {
  checkDealBreakers,
  readAmount,
  readNoticeWeeks,
  readSalary,
  readYesNo,
} from './check-deal-breakers';

const dealBreaker = (overrides: Partial<DealBreaker> & Pick<DealBreaker, 'rule'>): DealBreaker => ({
  id: 'db',
  kind: 'custom',
  question: 'Question?',
  passing_answer: 'The passing answer',
  ...overrides,
});

const check = (db: DealBreaker, answer: string | undefined) =>
  checkDealBreakers([db], () => answer)[0];

describe('yes or no', () => {
  it.each([
    ['Yes, I am.', 'yes'],
    ['yes', 'yes'],
    ['Yeah, I hold a Blue Card.', 'yes'],
    ['Of course', 'yes'],
    ['Well, yes.', 'yes'],
    ['I am an EU citizen.', 'yes'],
    ["I'm a German citizen", 'yes'],
    ['No', 'no'],
    ['No, I need a visa.', 'no'],
    ["I'm not", 'no'],
    ['I’m not, sadly.', 'no'],
    ['I am not authorised yet', 'no'],
    ["I don't need sponsorship.", 'no'],
    ['I do not.', 'no'],
    ['Never.', 'no'],
  ] as const)('reads %j as %s', (answer, expected) => {
    expect(readYesNo(answer)).toBe(expected);
  });

  it.each([
    "I'm not sure.",
    'It depends on the visa.',
    'Maybe next year.',
    "I am an EU citizen, so I don't need a visa",
    'I would need sponsorship.',
    'Berlin is nice.',
  ])('leaves %j unclear for a person', (answer) => {
    expect(readYesNo(answer)).toBeNull();
  });

  it('passes when the answer says what the rule expects, fails otherwise, quoting the sentence', () => {
    const expectsYes = dealBreaker({ rule: { type: 'yes_no', expected: 'yes' } });
    expect(check(expectsYes, 'Yes, I am. I moved here in 2019.')).toEqual({
      id: 'db',
      passed: true,
      reading: 'yes',
      quote: 'Yes, I am.',
    });
    expect(check(expectsYes, "I'm not. I would need a visa.")).toMatchObject({
      passed: false,
      quote: "I'm not.",
    });
    const expectsNo = dealBreaker({ rule: { type: 'yes_no', expected: 'no' } });
    expect(check(expectsNo, "I don't need sponsorship.")?.passed).toBe(true);
  });

  it('is unclear (null), not failed, without an answer or with a hedge', () => {
    const expectsYes = dealBreaker({ rule: { type: 'yes_no', expected: 'yes' } });
    expect(check(expectsYes, undefined)).toEqual({ id: 'db', passed: null, reading: 'No answer' });
    expect(check(expectsYes, '   ')?.passed).toBeNull();
    expect(check(expectsYes, 'Not sure, I have to ask.')?.passed).toBeNull();
  });
});

describe('numbers', () => {
  it.each([
    ['95000', 95_000],
    ['95,000 euros', 95_000],
    ['95.000 €', 95_000],
    ['€95k', 95_000],
    ['$ 120K', 120_000],
    ['£85 thousand', 85_000],
    ['90-100k', 90_000],
    ['between 90 and 100k', 90_000],
    ['2.5 weeks', 2.5],
    ['2,5', 2.5],
    ['1,250,000', 1_250_000],
  ])('reads the first amount of %j as %d', (text, expected) => {
    expect(readAmount(text)).toBe(expected);
  });

  it('reads a salary as the first amount of 1,000 or more, yearly', () => {
    expect(readSalary('After 5 years I expect 95k.')).toBe(95_000);
    expect(readSalary('€7,000 per month')).toBe(84_000);
    expect(readSalary('7k monthly')).toBe(84_000);
    expect(readSalary('Around 5')).toBeNull();
    expect(readSalary('I would rather discuss it later.')).toBeNull();
  });

  it.each([
    ['8 weeks', 8],
    ['Two weeks.', 2],
    ['3 months', 12.99],
    ['two months', 8.66],
    ['a month', 4.33],
    ['30 days', 4.29],
    ['1-2 months', 8.66],
    ['I can start immediately.', 0],
    ['6', 6],
    ['3 (in months)', 12.99],
  ])('reads the notice in %j as %d weeks', (text, expected) => {
    expect(readNoticeWeeks(text)).toBe(expected);
  });

  it('checks at most / at least against the first number, with the sentence as the quote', () => {
    const salary = dealBreaker({
      kind: 'salary',
      rule: { type: 'number_at_most', value: 105_000 },
    });
    expect(check(salary, 'Good question. I am looking for €98k a year.')).toEqual({
      id: 'db',
      passed: true,
      reading: '98000',
      quote: 'I am looking for €98k a year.',
    });
    expect(check(salary, 'At least 120,000.')).toMatchObject({ passed: false, reading: '120000' });
    expect(check(salary, '105k')?.passed).toBe(true);

    const notice = dealBreaker({
      kind: 'notice_period',
      rule: { type: 'number_at_most', value: 12 },
    });
    expect(check(notice, 'Three months, sorry.')).toMatchObject({
      passed: false,
      reading: '12.99 weeks',
    });
    expect(check(notice, '12 weeks')?.passed).toBe(true);
    expect(check(notice, 'two months')?.passed).toBe(true);

    const years = dealBreaker({ rule: { type: 'number_at_least', value: 3 } });
    expect(check(years, 'About 5 years.')?.passed).toBe(true);
    expect(check(years, '2')?.passed).toBe(false);
  });

  it('is unclear when the answer holds no number', () => {
    const salary = dealBreaker({
      kind: 'salary',
      rule: { type: 'number_at_most', value: 105_000 },
    });
    expect(check(salary, 'Whatever is fair.')).toEqual({
      id: 'db',
      passed: null,
      reading: 'No number in the answer',
      quote: 'Whatever is fair.',
    });
  });
});

describe('any of', () => {
  const location = dealBreaker({
    kind: 'location',
    rule: { type: 'any_of', phrases: ['Berlin', 'München', 'willing to relocate'] },
  });

  it('passes on one of the phrases whatever the case and accents, as whole words', () => {
    expect(check(location, 'I live in BERLIN.')).toMatchObject({ passed: true, reading: 'Berlin' });
    expect(check(location, 'From Munchen, near the station.')).toMatchObject({
      passed: true,
      reading: 'München',
      quote: 'From Munchen, near the station.',
    });
    expect(check(location, 'Lisbon now. But I am Willing  to\trelocate.')).toMatchObject({
      passed: true,
      quote: 'But I am Willing  to\trelocate.',
    });
  });

  it('fails an answer without any of them, and does not match inside other words', () => {
    expect(check(location, 'Remote from Lisbon.')?.passed).toBe(false);
    expect(check(location, 'Berliner Strasse in Hamburg')?.passed).toBe(false);
  });
});

it('checks every deal-breaker against the answer with its id', () => {
  const results = checkDealBreakers(
    [
      dealBreaker({ id: 'a', rule: { type: 'yes_no', expected: 'yes' } }),
      dealBreaker({ id: 'b', rule: { type: 'number_at_most', value: 10 } }),
    ],
    (id) => (id === 'a' ? 'Yes' : undefined),
  );
  expect(results.map((r) => [r.id, r.passed])).toEqual([
    ['a', true],
    ['b', null],
  ]);
});
