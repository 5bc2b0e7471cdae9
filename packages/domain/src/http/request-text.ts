/**
 * Every request's text, whatever the route (issue 14): PostgreSQL cannot store a NUL character,
 * and a lone UTF-16 surrogate is not text at all, so both are refused with 422 before any schema
 * or handler sees them. Nesting is bounded here too, as a belt under each schema's own bounds.
 */
export const UNSAFE_TEXT_MESSAGE =
  'Contains a character that is not allowed (a NUL character or an unpaired surrogate).';
export const TOO_DEEP_MESSAGE = 'Nested too deeply.';

/** Deeper than any request of the API needs (the deepest, a saved search, stays under 20). */
export const MAX_REQUEST_DEPTH = 32;

// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

export type RequestTextProblem = { path: (string | number)[]; message: string };

/**
 * The first string (value or key) that is not storable text, or the first value nested deeper
 * than `maxDepth`; null when the value is fine. Iterative, so no input can exhaust the stack.
 */
export const findRequestTextProblem = (
  value: unknown,
  maxDepth = MAX_REQUEST_DEPTH,
): RequestTextProblem | null => {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { path, message: UNSAFE_TEXT_MESSAGE };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= maxDepth) return { path, message: TOO_DEEP_MESSAGE };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push({ value: current[index], path: [...path, index] });
      continue;
    }
    const entries = Object.entries(current as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      if (isUnsafeText(key)) return { path: [...path, key], message: UNSAFE_TEXT_MESSAGE };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
};
