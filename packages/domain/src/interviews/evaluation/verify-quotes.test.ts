import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateQuote, normaliseForQuote, verifyQuotes } from './verify-quotes';

const ANSWER =
  'We moved   the clusters to EKS.\nI said “zero downtime” and we didn’t miss it: 99.95% uptime.';

describe('the quote rule', () => {
  it('finds an exact substring and gives its offsets in the original answer', () => {
    const location = locateQuote(ANSWER, 'moved   the clusters');
    expect(location).toEqual({ start: 3, end: 23, text: 'moved   the clusters' });
    expect(ANSWER.slice(location?.start, location?.end)).toBe(location?.text);
  });

  it('forgives runs of whitespace and line breaks, and gives back the answer’s own words', () => {
    expect(locateQuote(ANSWER, 'We moved the clusters to EKS. I said')?.text).toBe(
      'We moved   the clusters to EKS.\nI said',
    );
    expect(locateQuote(ANSWER, '  moved\tthe  clusters ')?.text).toBe('moved   the clusters');
  });

  it('forgives straight for typographic quote marks and apostrophes, both ways', () => {
    expect(locateQuote(ANSWER, 'I said "zero downtime" and we didn\'t miss it')?.text).toBe(
      'I said “zero downtime” and we didn’t miss it',
    );
    expect(locateQuote("it's 'fine'", 'it’s ‘fine’')?.text).toBe("it's 'fine'");
  });

  it('forgives nothing else: case, punctuation, spelling, ellipses, paraphrase', () => {
    expect(locateQuote(ANSWER, 'we moved the clusters')).toBeNull();
    expect(locateQuote(ANSWER, 'We moved the clusters to EKS')?.text).toBe(
      'We moved   the clusters to EKS',
    );
    expect(locateQuote(ANSWER, 'We moved the clusters to EKS!')).toBeNull();
    expect(locateQuote(ANSWER, 'We moved the cluster to EKS')).toBeNull();
    expect(locateQuote(ANSWER, 'We moved … to EKS')).toBeNull();
    expect(locateQuote(ANSWER, 'We migrated the clusters to EKS')).toBeNull();
    expect(locateQuote(ANSWER, '99.9% uptime')).toBeNull();
  });

  it('never finds an empty or blank quote', () => {
    expect(locateQuote(ANSWER, '')).toBeNull();
    expect(locateQuote(ANSWER, ' \n ')).toBeNull();
    expect(normaliseForQuote('  a \n\n b  ')).toBe('a b');
  });
});

describe('the quote rule on any text', () => {
  const text = fc.string({
    unit: fc.constantFrom('a', 'b', 'Z', ' ', '\n', '\t', '.', "'", '’', '"', '“', 'é'),
    maxLength: 40,
  });

  it('finds every substring of the answer, at offsets whose text reads the same', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (answer, a, b) => {
        const [from, to] = [a % (answer.length + 1), b % (answer.length + 1)].sort((x, y) => x - y);
        const quote = answer.slice(from, to);
        const location = locateQuote(answer, quote);
        if (normaliseForQuote(quote) === '') return location === null;
        return (
          location !== null &&
          answer.slice(location.start, location.end) === location.text &&
          normaliseForQuote(location.text) === normaliseForQuote(quote)
        );
      }),
    );
  });

  it('never finds a quote with a letter the answer lacks', () => {
    fc.assert(
      fc.property(text, text, (answer, quote) => {
        const withX = `${quote}x`;
        return answer.includes('x') || locateQuote(answer, withX) === null;
      }),
    );
  });
});

describe('verifyQuotes', () => {
  const answers: Record<string, string> = {
    q1: 'I led the migration to Kubernetes. It took six months.',
    q2: 'I have not used Terraform.',
  };
  const textOf = (id: string) => answers[id];

  it('keeps found quotes, drops a score none of whose quotes is found, and says which', () => {
    const result = verifyQuotes(
      [
        {
          question_id: 'q1',
          score: 80,
          quotes: ['I led the migration to Kubernetes.', 'I designed the whole platform alone.'],
          reasoning: 'Led a migration.',
        },
        {
          question_id: 'q2',
          score: 90,
          quotes: ['I am a Terraform expert.'],
          reasoning: 'Invented.',
        },
      ],
      textOf,
    );
    expect(result.kept).toEqual([
      {
        question_id: 'q1',
        score: 80,
        quotes: ['I led the migration to Kubernetes.'],
        reasoning: 'Led a migration.',
      },
    ]);
    expect(result.dropped).toEqual([
      { question_id: 'q2', score: 90, quotes_not_found: ['I am a Terraform expert.'] },
    ]);
  });

  it('checks a quote only against the answer to its own question', () => {
    const result = verifyQuotes(
      [{ question_id: 'q2', score: 70, quotes: ['I led the migration'], reasoning: 'r' }],
      textOf,
    );
    expect(result.kept).toEqual([]);
    expect(result.dropped[0]?.question_id).toBe('q2');
  });

  it('drops a score for a question without an answer, and keeps a repeated quote once', () => {
    const result = verifyQuotes(
      [
        { question_id: 'q9', score: 50, quotes: ['anything'], reasoning: 'r' },
        {
          question_id: 'q1',
          score: 60,
          quotes: ['It took six months.', 'It  took six months.'],
          reasoning: 'r',
        },
      ],
      textOf,
    );
    expect(result.dropped.map((d) => d.question_id)).toEqual(['q9']);
    expect(result.kept[0]?.quotes).toEqual(['It took six months.']);
  });
});
