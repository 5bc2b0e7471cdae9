import { useEffect, useMemo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import type { VariableOption } from '../../lib/message-editor-variables';
import {
  justClosedVariable,
  justTypedBraces,
  matchVariables,
  readTypedQuery,
  type TypedVariable,
} from './typed-variable';

type Mapping = { map: (position: number) => number };

/**
 * Typing `{{` in the editor offers the variables, filtered by what is typed next, while the
 * editor keeps the focus: arrows move the highlight, Enter or Tab inserts it as a chip, Escape
 * closes the list and keeps the text, and a `}` (or leaving the spot) just closes it.
 */
export const useTypedVariable = (editor: Editor, options: readonly VariableOption[]) => {
  const [typed, setTyped] = useState<TypedVariable | null>(null);
  const [active, setActive] = useState(0);
  const typedRef = useRef<TypedVariable | null>(null);
  const matches = useMemo(
    () => (typed ? matchVariables(options, typed.query) : []),
    [typed, options],
  );

  const update = (next: TypedVariable | null) => {
    const previous = typedRef.current;
    if (previous?.from === next?.from && previous?.query === next?.query) return;
    typedRef.current = next;
    setTyped(next);
    setActive(0);
  };

  /**
   * After a change of the text or the cursor; a new `{{` opens the list only when typed, and a
   * typed `{{name}}` becomes its chip. That runs after the change is applied (not as an input
   * rule inside it), so the keystroke that closed it is never read twice.
   */
  const sync = (current: Editor, change: { mapping?: Mapping; typing: boolean }) => {
    if (change.typing && change.mapping && justClosedVariable(current)) {
      queueMicrotask(() => {
        const closed = current.isDestroyed ? null : justClosedVariable(current);
        if (!closed) return;
        current
          .chain()
          .deleteRange({ from: closed.from, to: closed.to })
          .insertContent({ type: 'variable', attrs: { name: closed.name } })
          .run();
      });
    }
    const open = typedRef.current;
    if (open) {
      const from = change.mapping ? change.mapping.map(open.from) : open.from;
      const query = readTypedQuery(current, from);
      if (query !== null) return update({ from, query });
    }
    const from = change.typing ? justTypedBraces(current) : null;
    update(from === null ? null : { from, query: '' });
  };

  const close = () => update(null);

  /** Replaces `{{` and the typed text with the variable's chip. */
  const pick = (name: string) => {
    const open = typedRef.current;
    if (!open) return;
    const to = editor.state.selection.from;
    update(null);
    editor
      .chain()
      .focus()
      .deleteRange({ from: open.from, to })
      .insertContent({ type: 'variable', attrs: { name } })
      .run();
  };

  /** The editor's keys while the list shows matches; true when the key was used here. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!typedRef.current || matches.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const option = matches[Math.min(active, matches.length - 1)];
      if (option) pick(option.name);
      return true;
    }
    return false;
  };

  // Escape is taken before anything else sees it (a dialog around the editor would close).
  const isOpen = typed !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || editor.isDestroyed) return;
      if (!editor.view.dom.contains(document.activeElement)) return;
      event.preventDefault();
      event.stopPropagation();
      typedRef.current = null;
      setTyped(null);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [isOpen, editor]);

  return { typed, matches, active, sync, close, pick, onKeyDown };
};
