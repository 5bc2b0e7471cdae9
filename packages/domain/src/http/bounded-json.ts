import { z } from 'zod';

/** How big a free-form JSON value of a request may be (issue 14: every object is bounded). */
export type JsonBounds = {
  /** Objects and arrays inside one another; the value itself is depth 1. */
  maxDepth: number;
  /** Keys and array items, counted over the whole value. */
  maxEntries: number;
  /** Any string, and any key. */
  maxStringLength: number;
};

export type JsonBoundProblem = { path: (string | number)[]; message: string };

/** The first place where `value` exceeds `bounds`, or null. Iterative: no input exhausts the stack. */
export const jsonBoundProblem = (value: unknown, bounds: JsonBounds): JsonBoundProblem | null => {
  const pending: { value: unknown; path: (string | number)[]; depth: number }[] = [
    { value, path: [], depth: 1 },
  ];
  let entries = 0;
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value === 'string') {
      if (current.value.length > bounds.maxStringLength)
        return {
          path: current.path,
          message: `At most ${bounds.maxStringLength} characters.`,
        };
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    if (current.depth > bounds.maxDepth)
      return { path: current.path, message: `Nested more than ${bounds.maxDepth} levels deep.` };
    const children: [string | number, unknown][] = Array.isArray(current.value)
      ? current.value.map((item, index) => [index, item])
      : Object.entries(current.value);
    entries += children.length;
    if (entries > bounds.maxEntries)
      return { path: current.path, message: `At most ${bounds.maxEntries} values in all.` };
    for (const [key, child] of children) {
      const path = [...current.path, key];
      if (typeof key === 'string' && key.length > bounds.maxStringLength)
        return { path, message: `Keys of at most ${bounds.maxStringLength} characters.` };
      pending.push({ value: child, path, depth: current.depth + 1 });
    }
  }
  return null;
};

/** A free-form JSON object (a record of anything) within `bounds`; 422 at the first excess. */
export const boundedJsonObject = (bounds: JsonBounds) =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonBoundProblem(value, bounds);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
