/** A range of the text to highlight (character offsets, end excluded). */
export type MarkRange = { start: number; end: number };

/** Merges overlapping or touching ranges, in order. */
export const mergeRanges = (ranges: readonly MarkRange[], length: number): MarkRange[] => {
  const sorted = ranges
    .map((range) => ({ start: Math.max(0, range.start), end: Math.min(length, range.end) }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const merged: MarkRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
};

/** The answer's text with the evaluator's quotes in <mark>, exactly where they are. */
export function MarkedAnswer({ text, ranges }: { text: string; ranges: readonly MarkRange[] }) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const range of mergeRanges(ranges, text.length)) {
    if (range.start > at) parts.push({ text: text.slice(at, range.start), marked: false });
    parts.push({ text: text.slice(range.start, range.end), marked: true });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <p className="text-sm whitespace-pre-wrap text-stone-800">
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-stone-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
