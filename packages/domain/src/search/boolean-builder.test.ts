import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBooleanStrings,
  cleanInput,
  cleanValue,
  type BooleanBuilderInput,
  type CleanInput,
} from './boolean-builder';
import { QUERY_LIMITS, withoutSpans, type QueryNode, type ShapeOf } from './query-ast';
import { parseQuery } from './query-parser';

const EMPTY: BooleanBuilderInput = {
  titles: [],
  synonyms: [],
  mustHaveSkills: [],
  niceToHaveSkills: [],
  locations: [],
  exclusions: [],
};

const ASKED: BooleanBuilderInput = {
  titles: ['Software Engineer', 'Developer'],
  synonyms: ['Programmer', 'developer'],
  mustHaveSkills: ['Java', 'Spring Boot'],
  niceToHaveSkills: ['Kubernetes', 'C++'],
  locations: ['Berlin', 'New York'],
  exclusions: ['Recruiter', 'Acme Staffing'],
};

function parsedShape(query: string): ShapeOf | null {
  const parsed = parseQuery(query);
  if (!parsed.ok) throw new Error(`${query}: ${parsed.error.message}`);
  return parsed.ast && withoutSpans(parsed.ast);
}

/**
 * Reads a Hirelane tree back into the builder's lists, refusing any shape the builder does not
 * make: what the parsed string means, in the builder's own terms.
 */
function readBack(node: QueryNode | null): CleanInput {
  const read: CleanInput = {
    titles: [],
    synonyms: [],
    mustHaveSkills: [],
    niceToHaveSkills: [],
    locations: [],
    exclusions: [],
  };
  const texts = (child: QueryNode): string[] => {
    if (child.type === 'word' || child.type === 'phrase') return [child.text];
    if (child.type === 'or')
      return child.children.map((item) => {
        if (item.type !== 'word' && item.type !== 'phrase') throw new Error('nested group');
        return item.text;
      });
    throw new Error(`unexpected ${child.type}`);
  };
  const parts = node === null ? [] : node.type === 'and' ? node.children : [node];
  for (const part of parts) {
    if (part.type === 'not') read.exclusions.push(...texts(part.child));
    else if (part.type !== 'field') throw new Error(`unexpected ${part.type} at the top`);
    else if (part.field === 'title') read.titles.push(...texts(part.child));
    else if (part.field === 'location') read.locations.push(...texts(part.child));
    else if (part.field === 'skills' && part.child.type === 'or')
      read.niceToHaveSkills.push(...texts(part.child));
    else if (part.field === 'skills') read.mustHaveSkills.push(...texts(part.child));
    else throw new Error(`unexpected field ${part.field}`);
  }
  return read;
}

describe('buildBooleanStrings', () => {
  it('writes the LinkedIn, Google X-ray and Hirelane strings', () => {
    const strings = buildBooleanStrings(ASKED);
    expect(strings.linkedin).toBe(
      '("Software Engineer" OR Developer OR Programmer) AND Java AND "Spring Boot" AND (Kubernetes OR C++) AND (Berlin OR "New York") NOT (Recruiter OR "Acme Staffing")',
    );
    expect(strings.google).toBe(
      'site:linkedin.com/in ("Software Engineer" OR "Developer" OR "Programmer") "Java" "Spring Boot" ("Kubernetes" OR "C++") ("Berlin" OR "New York") -"Recruiter" -"Acme Staffing"',
    );
    expect(strings.hirelane).toEqual({
      ok: true,
      query:
        'title:("Software Engineer" OR Developer OR Programmer) skills:Java skills:"Spring Boot" skills:(Kubernetes OR C++) location:(Berlin OR "New York") NOT (Recruiter OR "Acme Staffing")',
    });
  });

  it('gives a Hirelane string whose parsed tree means what was asked', () => {
    const strings = buildBooleanStrings(ASKED);
    if (!strings.hirelane.ok) throw new Error(strings.hirelane.message);
    const phrase = (text: string) => ({ type: 'phrase', text });
    const word = (text: string) => ({ type: 'word', text });
    expect(parsedShape(strings.hirelane.query)).toEqual({
      type: 'and',
      children: [
        {
          type: 'field',
          field: 'title',
          child: {
            type: 'or',
            children: [phrase('Software Engineer'), word('Developer'), word('Programmer')],
          },
        },
        { type: 'field', field: 'skills', child: word('Java') },
        { type: 'field', field: 'skills', child: phrase('Spring Boot') },
        {
          type: 'field',
          field: 'skills',
          child: { type: 'or', children: [word('Kubernetes'), word('C++')] },
        },
        {
          type: 'field',
          field: 'location',
          child: { type: 'or', children: [word('Berlin'), phrase('New York')] },
        },
        {
          type: 'not',
          child: { type: 'or', children: [word('Recruiter'), phrase('Acme Staffing')] },
        },
      ],
    });
  });

  it('quotes values the syntaxes would read as operators, fields or exclusions', () => {
    const strings = buildBooleanStrings({
      ...EMPTY,
      titles: ['OR'],
      mustHaveSkills: ['title:lead', '-x', 'a(b)'],
    });
    expect(strings.linkedin).toBe('"OR" AND "title:lead" AND "-x" AND "a(b)"');
    expect(strings.hirelane).toEqual({
      ok: true,
      query: 'title:"OR" skills:"title:lead" skills:"-x" skills:"a(b)"',
    });
  });

  it('drops quotes inside values, joins spaces and leaves out empty and repeated values', () => {
    expect(cleanValue(' say  “hello”\t"world" ')).toBe('say hello world');
    const strings = buildBooleanStrings({
      ...EMPTY,
      mustHaveSkills: ['"', '  ', 'Go', 'go', 'GO '],
    });
    expect(strings.linkedin).toBe('Go');
    expect(strings.google).toBe('site:linkedin.com/in "Go"');
    expect(strings.hirelane).toEqual({ ok: true, query: 'skills:Go' });
  });

  it('gives empty strings when nothing is asked, and an exclusion-only query when only that is', () => {
    expect(buildBooleanStrings(EMPTY)).toEqual({
      linkedin: '',
      google: '',
      hirelane: { ok: true, query: '' },
    });
    const only = buildBooleanStrings({ ...EMPTY, exclusions: ['intern'] });
    expect(only.linkedin).toBe('NOT intern');
    expect(only.google).toBe('site:linkedin.com/in -"intern"');
    expect(only.hirelane).toEqual({ ok: true, query: 'NOT intern' });
  });

  it('says so when the Hirelane query would pass the search’s caps', () => {
    const many = Array.from({ length: QUERY_LIMITS.maxTerms + 1 }, (_, i) => `skill${i}`);
    const tooMany = buildBooleanStrings({ ...EMPTY, niceToHaveSkills: many });
    expect(tooMany.hirelane).toEqual({
      ok: false,
      message: 'Our search takes at most 100 words and phrases; this has 101. Remove some values.',
    });
    expect(tooMany.linkedin).toContain('skill100');
    const long = buildBooleanStrings({ ...EMPTY, titles: ['x'.repeat(QUERY_LIMITS.maxLength)] });
    expect(long.hirelane.ok).toBe(false);
  });
});

const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('C++', 'C#', '.NET', 'node.js', 'AND', 'NOT', '-x', 'title:x', '(', 'a "b" c'),
);
const list = fc.array(value, { maxLength: 6 });
const builderInput = fc.record({
  titles: list,
  synonyms: list,
  mustHaveSkills: list,
  niceToHaveSkills: list,
  locations: list,
  exclusions: list,
});

describe('buildBooleanStrings properties', () => {
  it('every Hirelane string it builds parses, to a tree that means what was asked', () => {
    fc.assert(
      fc.property(builderInput, (input) => {
        const { hirelane } = buildBooleanStrings(input);
        if (!hirelane.ok) {
          // Only the search's own caps stop a string being built.
          expect(hirelane.message).toMatch(/^Our search takes at most/);
          return;
        }
        const parsed = parseQuery(hirelane.query);
        if (!parsed.ok) throw new Error(`${hirelane.query}: ${parsed.error.message}`);
        const clean = cleanInput(input);
        expect(readBack(parsed.ast)).toEqual({
          ...clean,
          titles: [...clean.titles, ...clean.synonyms],
          synonyms: [],
          // A single nice-to-have reads as a must-have: both mean "has this skill".
          mustHaveSkills: [
            ...clean.mustHaveSkills,
            ...(clean.niceToHaveSkills.length === 1 ? clean.niceToHaveSkills : []),
          ],
          niceToHaveSkills: clean.niceToHaveSkills.length === 1 ? [] : clean.niceToHaveSkills,
        });
      }),
      { numRuns: 1000 },
    );
  });
});
