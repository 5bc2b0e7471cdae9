import { Fragment } from 'react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits `text` into parts, marking every occurrence of a term as a whole word (case-insensitive). */
export const highlightParts = (
  text: string,
  terms: readonly string[],
): { text: string; match: boolean }[] => {
  const usable = terms.filter((term) => term.trim().length > 0);
  if (usable.length === 0 || text === '') return [{ text, match: false }];
  const longestFirst = [...usable].sort((a, b) => b.length - a.length).map(escape);
  // Whole words only: "go" marks "Go", not the start of "Google".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${longestFirst.join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  // With one capturing group, split puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
};

/** Text with the searched words marked. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
