import type { Editor } from '@tiptap/react';
import type { VariableOption } from '../../lib/message-editor-variables';

/** A `{{` typed in the editor: where it starts, and what was typed after it so far. */
export type TypedVariable = { from: number; query: string };

/** Longest text after `{{` still read as the start of a variable's name or label. */
const MAX_QUERY = 40;

const normalize = (text: string) => text.toLowerCase().replace(/_/g, ' ').trim();

/**
 * The options whose name or label holds the typed text ("fir" finds first_name / First name),
 * those that start with it first.
 */
export const matchVariables = (
  options: readonly VariableOption[],
  query: string,
): VariableOption[] => {
  const wanted = normalize(query);
  if (!wanted) return [...options];
  const texts = (option: VariableOption) => [normalize(option.name), normalize(option.label)];
  const starting = options.filter((option) =>
    texts(option).some((text) => text.startsWith(wanted)),
  );
  const containing = options.filter(
    (option) => !starting.includes(option) && texts(option).some((text) => text.includes(wanted)),
  );
  return [...starting, ...containing];
};

/**
 * The text typed since the `{{` at `from`, or null once the cursor left it or the text can no
 * longer be the start of a name (a `}`, a line break, another `{`).
 */
export const readTypedQuery = (editor: Editor, from: number): string | null => {
  const { from: cursor, empty } = editor.state.selection;
  if (!empty || cursor < from + 2 || cursor - from > MAX_QUERY + 2) return null;
  const text = editor.state.doc.textBetween(from, cursor, '\n', '\ufffc');
  const match = /^\{\{([A-Za-z0-9_ ]*)$/.exec(text);
  return match ? (match[1] ?? '') : null;
};

/** Where a `{{` just typed starts, or null when the two characters before the cursor are not it. */
export const justTypedBraces = (editor: Editor): number | null => {
  const { from, empty } = editor.state.selection;
  if (!empty || from < 2) return null;
  return editor.state.doc.textBetween(from - 2, from, '\n', '\ufffc') === '{{' ? from - 2 : null;
};

/** A whole `{{name}}` just closed before the cursor: its range and name. */
export const justClosedVariable = (
  editor: Editor,
): { from: number; to: number; name: string } | null => {
  const { from: cursor, empty } = editor.state.selection;
  if (!empty) return null;
  const before = editor.state.doc.textBetween(
    Math.max(0, cursor - MAX_QUERY - 4),
    cursor,
    '\n',
    '\ufffc',
  );
  const match = /\{\{([a-z][a-z0-9_]*)\}\}$/.exec(before);
  return match?.[1] ? { from: cursor - match[0].length, to: cursor, name: match[1] } : null;
};
