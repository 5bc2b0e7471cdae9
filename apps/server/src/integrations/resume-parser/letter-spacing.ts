/**
 * Letters set one by one: at least four, nearly all single (a kerned pair such as "AT" may stay
 * joined, a hyphen or an apostrophe stays with its letter: "I T- K U N S K A P E R").
 */
const SPACED_LETTERS = /^(?:\p{L}{1,2}[-'’]? ){3,}\p{L}{1,2}$/u;

/**
 * Text set with wide letter spacing ("D M I T R I", "E D U C AT I O N") comes out of the PDF with
 * a space between every letter. Joins the letters of such a run when nearly all its pieces are
 * single letters; a word space the PDF kept as its own item stays between the words.
 */
export const joinSpacedLetters = (text: string): string => {
  const trimmed = text.trim();
  if (!SPACED_LETTERS.test(trimmed)) return text;
  const pieces = trimmed.split(' ');
  const single = pieces.filter((piece) => piece.length === 1).length;
  if (single < pieces.length * 0.75) return text;
  const lead = /^\s/.test(text) ? ' ' : '';
  const tail = /\s$/.test(text) ? ' ' : '';
  return `${lead}${pieces.join('')}${tail}`;
};
