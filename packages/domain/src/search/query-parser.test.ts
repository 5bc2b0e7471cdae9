import { describe, expect, it } from 'vitest';
import { withoutSpans, type ShapeOf } from './query-ast';
import { parseQuery } from './query-parser';

function shape(input: string): ShapeOf | null {
  const parsed = parseQuery(input);
  if (!parsed.ok) throw new Error(`${input}: ${parsed.error.message}`);
  return parsed.ast && withoutSpans(parsed.ast);
}
const w = (text: string): ShapeOf => ({ type: 'word', text });
const p = (text: string): ShapeOf => ({ type: 'phrase', text });
const and = (...children: ShapeOf[]): ShapeOf => ({ type: 'and', children });
const or = (...children: ShapeOf[]): ShapeOf => ({ type: 'or', children });
const not = (child: ShapeOf): ShapeOf => ({ type: 'not', child });

describe('parseQuery', () => {
  it('reads an empty or blank query as no query', () => {
    expect(parseQuery('')).toEqual({ ok: true, ast: null });
    expect(parseQuery('  \t\n ')).toEqual({ ok: true, ast: null });
  });

  it('joins adjacent terms with an implicit AND', () => {
    expect(shape('java python')).toEqual(and(w('java'), w('python')));
    expect(shape('java AND python')).toEqual(shape('java python'));
  });

  it('binds NOT tighter than AND and AND tighter than OR', () => {
    expect(shape('a OR b c')).toEqual(or(w('a'), and(w('b'), w('c'))));
    expect(shape('a b OR c')).toEqual(or(and(w('a'), w('b')), w('c')));
    expect(shape('a AND b OR c AND d')).toEqual(or(and(w('a'), w('b')), and(w('c'), w('d'))));
    expect(shape('NOT a b')).toEqual(and(not(w('a')), w('b')));
    expect(shape('a OR NOT b c')).toEqual(or(w('a'), and(not(w('b')), w('c'))));
  });

  it('lets parentheses override precedence and flattens same-operator groups', () => {
    expect(shape('(a OR b) c')).toEqual(and(or(w('a'), w('b')), w('c')));
    expect(shape('a (b c) d')).toEqual(and(w('a'), w('b'), w('c'), w('d')));
    expect(shape('a OR (b OR (c OR d))')).toEqual(or(w('a'), w('b'), w('c'), w('d')));
    expect(shape('((a))')).toEqual(w('a'));
    expect(shape('NOT (a OR (b c))')).toEqual(not(or(w('a'), and(w('b'), w('c')))));
  });

  it('reads -word, -"phrase" and -(group) as NOT, and keeps inner hyphens in words', () => {
    expect(shape('java -junior')).toEqual(and(w('java'), not(w('junior'))));
    expect(shape('-"project manager"')).toEqual(not(p('project manager')));
    expect(shape('-(a OR b)')).toEqual(not(or(w('a'), w('b'))));
    expect(shape('front-end e-commerce')).toEqual(and(w('front-end'), w('e-commerce')));
  });

  it('reads quoted phrases with their spaces collapsed, and typographic quotes', () => {
    expect(shape('"machine   learning"')).toEqual(p('machine learning'));
    expect(shape('\u201Cdata engineer\u201D')).toEqual(p('data engineer'));
    expect(shape('"AND"')).toEqual(p('AND'));
  });

  it('treats only upper-case AND, OR and NOT as operators', () => {
    expect(shape('rock and roll')).toEqual(and(w('rock'), w('and'), w('roll')));
    expect(shape('a or b not c')).toEqual(and(w('a'), w('or'), w('b'), w('not'), w('c')));
    expect(shape('ANDROID ORACLE NOTION')).toEqual(and(w('ANDROID'), w('ORACLE'), w('NOTION')));
  });

  it('applies fields to a word, a phrase or a group, case-insensitively, with skill as skills', () => {
    expect(shape('title:engineer')).toEqual({
      type: 'field',
      field: 'title',
      child: w('engineer'),
    });
    expect(shape('company:"Acme Corp"')).toEqual({
      type: 'field',
      field: 'company',
      child: p('Acme Corp'),
    });
    expect(shape('title:(engineer OR developer) skill:go')).toEqual(
      and(
        { type: 'field', field: 'title', child: or(w('engineer'), w('developer')) },
        { type: 'field', field: 'skills', child: w('go') },
      ),
    );
    expect(shape('Past_Company:google -location:london name:José school: MIT')).toEqual(
      and(
        { type: 'field', field: 'past_company', child: w('google') },
        not({ type: 'field', field: 'location', child: w('london') }),
        { type: 'field', field: 'name', child: w('José') },
        { type: 'field', field: 'school', child: w('MIT') },
      ),
    );
  });

  it('keeps skills with inner punctuation whole', () => {
    expect(shape('C++ C# .NET node.js CI/CD A/B skills:C++')).toEqual(
      and(w('C++'), w('C#'), w('.NET'), w('node.js'), w('CI/CD'), w('A/B'), {
        type: 'field',
        field: 'skills',
        child: w('C++'),
      }),
    );
    expect(shape('10:30')).toEqual(w('10:30'));
  });

  it('reads accented words and composes decomposed accents', () => {
    expect(shape('Müller Ñúñez 東京')).toEqual(and(w('Müller'), w('Ñúñez'), w('東京')));
    expect(shape('Jose\u0301')).toEqual(w('José'));
  });

  it('gives every node its span in the input', () => {
    const parsed = parseQuery('a -title:(b OR "c d")');
    expect(parsed).toMatchObject({
      ok: true,
      ast: {
        type: 'and',
        span: { start: 0, end: 21 },
        children: [
          { type: 'word', span: { start: 0, end: 1 } },
          {
            type: 'not',
            span: { start: 2, end: 21 },
            child: {
              type: 'field',
              span: { start: 3, end: 21 },
              child: {
                type: 'or',
                span: { start: 9, end: 21 },
                children: [{ span: { start: 10, end: 11 } }, { span: { start: 15, end: 20 } }],
              },
            },
          },
        ],
      },
    });
  });
});

describe('parseQuery errors', () => {
  const error = (input: string) => {
    const parsed = parseQuery(input);
    if (parsed.ok) throw new Error(`${input} parsed`);
    return parsed.error;
  };

  it.each([
    ['java "senior dev', 5, 1, 'This quote is never closed: add a closing " or remove it.'],
    ['(java OR go', 0, 1, 'This parenthesis is never closed: add a ) or remove it.'],
    ['a ((b) c', 2, 1, 'This parenthesis is never closed: add a ) or remove it.'],
    ['java) go', 4, 1, 'This closing parenthesis has no opening one.'],
    ['a ( ) b', 2, 3, 'These parentheses are empty: put a search term inside or remove them.'],
    ['java AND', 5, 3, 'AND needs a search term after it.'],
    ['java OR OR go', 5, 2, 'OR needs a search term after it.'],
    ['(java OR) go', 6, 2, 'OR needs a search term after it.'],
    ['AND java', 0, 3, 'AND needs a search term before it.'],
    ['(OR java)', 1, 2, 'OR needs a search term before it.'],
    ['java NOT', 5, 3, 'NOT must be followed by the word, phrase or group to exclude.'],
    ['NOT OR a', 0, 3, 'NOT must be followed by the word, phrase or group to exclude.'],
    [
      'java - go',
      5,
      1,
      'A minus sign excludes what follows it directly: write -word or -"a phrase", without a space.',
    ],
    ['(java -)', 6, 1, 'A minus sign must be followed by the word, phrase or group to exclude.'],
    ['a ""', 2, 2, 'This phrase is empty: put words between the quotes or remove them.'],
    ['a "  "', 2, 4, 'This phrase is empty: put words between the quotes or remove them.'],
    ['title:', 0, 6, 'title: must be followed by a word, a "phrase" or a group in parentheses.'],
    [
      'java title: OR go',
      5,
      6,
      'title: must be followed by a word, a "phrase" or a group in parentheses.',
    ],
    [
      'skills:-java',
      0,
      7,
      'skills: must be followed by a word, a "phrase" or a group in parentheses.',
    ],
    [
      'title:(a company:b)',
      9,
      8,
      "A field cannot be used inside another field's parentheses: title: already applies here.",
    ],
  ])('%j → at %i (length %i): %s', (input, position, length, message) => {
    expect(error(input)).toEqual({ message, position, length });
  });

  it('reports the leftmost problem, before an unreadable quote or minus further on', () => {
    expect(error('AND java "x')).toMatchObject({ position: 0, length: 3 });
    expect(error('(a) b) - c')).toMatchObject({ position: 5, length: 1 });
    expect(error('(a "b')).toMatchObject({ position: 3, length: 1 });
  });

  it('names the fields that exist when a field is unknown', () => {
    expect(error('java Role:lead')).toEqual({
      message:
        'Unknown field "Role:". The fields are title, skills (or skill), company, past_company, location, school, name. To search for the text itself, put it in quotes.',
      position: 5,
      length: 5,
    });
  });

  it('refuses a query over 1,000 characters, pointing at what is beyond the limit', () => {
    expect(error('a '.repeat(600))).toEqual({
      message: 'The query is 1,200 characters long; the limit is 1,000.',
      position: 1000,
      length: 200,
    });
    expect(parseQuery('x'.repeat(1000)).ok).toBe(true);
  });

  it('refuses parentheses nested deeper than 20, at the first one too deep', () => {
    expect(parseQuery(`${'('.repeat(20)}a${')'.repeat(20)}`).ok).toBe(true);
    expect(error(`x ${'('.repeat(21)}a${')'.repeat(21)}`)).toEqual({
      message: 'Parentheses are nested more than 20 deep here: simplify the query.',
      position: 22,
      length: 1,
    });
  });

  it('refuses more than 100 terms, at the 101st', () => {
    expect(parseQuery('ab '.repeat(100)).ok).toBe(true);
    expect(error(`${'ab '.repeat(100)}"c d"`)).toEqual({
      message: 'The query has more than 100 search terms: remove some.',
      position: 300,
      length: 5,
    });
  });
});
