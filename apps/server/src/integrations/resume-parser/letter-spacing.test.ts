import { describe, expect, it } from 'vitest';
import { joinSpacedLetters } from './letter-spacing';

describe('joinSpacedLetters', () => {
  it.each([
    ['D M I T R I', 'DMITRI'],
    ['K O W A L S K I', 'KOWALSKI'],
    ['E D U C AT I O N', 'EDUCATION'],
    ['L A N G UA G E S', 'LANGUAGES'],
    ['S K I L L S ', 'SKILLS '],
  ])('joins letters set one by one: %s', (text, joined) => {
    expect(joinSpacedLetters(text)).toBe(joined);
  });

  it.each([
    'A B C',
    'Go to QA',
    'I am a QA Lead',
    'C, C++, Go',
    'R & D',
    'J. R. R. Tolkien',
    'BA MA PhD',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(joinSpacedLetters(text)).toBe(text);
  });
});
