import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  countedLength,
  richEditorHtmlToStored,
  storedToEditorContent,
  type MessageEditorMode,
} from '../lib/message-editor-content';
import { variableMenuOptions, type EditorVariable } from '../lib/message-editor-variables';
import { editorExtensions } from './message-editor/editor-extensions';
import { EditorToolbar } from './message-editor/editor-toolbar';
import { TypedVariableList, typedOptionId } from './message-editor/typed-variable-list';
import { useTypedVariable } from './message-editor/use-typed-variable';
import { setVariableLabels } from './message-editor/variable-node';
import { VariableMenu } from './message-editor/variable-menu';

export type MessageEditorProps = {
  id: string;
  label: string;
  /** The stored value: rich text in the stored format ("\n" line breaks), or plain text. */
  value: string;
  onChange: (value: string) => void;
  mode: 'rich' | 'plain';
  maxLength?: number;
  variables: EditorVariable[];
  placeholder?: string;
  error?: string;
  singleLine?: boolean;
};

const readStored = (editor: Editor, mode: MessageEditorMode, singleLine: boolean): string =>
  mode === 'rich'
    ? richEditorHtmlToStored(editor.getHTML())
    : editor.getText({ blockSeparator: singleLine ? ' ' : '\n' });

/**
 * The message editor (TipTap): rich text with SPEC 5's formatting, or plain text; template
 * variables as chips, stored as `{{name}}`; a counter when the channel has a limit.
 */
export function MessageEditor({
  id,
  label,
  value,
  onChange,
  mode,
  maxLength,
  variables,
  placeholder,
  error,
  singleLine = false,
}: MessageEditorProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const labels = useMemo(
    () => new Map(variables.map((variable) => [variable.name, variable.label])),
    [variables],
  );
  const options = useMemo(
    () => variableMenuOptions(variables, singleLine),
    [variables, singleLine],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const typedRef = useRef<ReturnType<typeof useTypedVariable> | null>(null);
  const listId = `${id}-variables`;

  const describedBy = [error ? errorId : '', maxLength ? counterId : ''].filter(Boolean).join(' ');
  const baseAttributes = useMemo(() => {
    const result: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-labelledby': labelId,
      'aria-multiline': String(!singleLine),
      class: `px-3 py-2.5 text-base text-stone-900 focus:outline-none sm:text-sm ${
        singleLine ? '' : 'min-h-28'
      } [&_a]:text-orange-800 [&_a]:underline [&_img]:inline [&_img]:max-h-40 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:min-h-[1.25em] [&_ul]:list-disc [&_ul]:pl-6`,
    };
    if (describedBy) result['aria-describedby'] = describedBy;
    if (error) result['aria-invalid'] = 'true';
    if (placeholder) result['aria-placeholder'] = placeholder;
    return result;
  }, [id, labelId, singleLine, describedBy, error, placeholder]);
  const editorProps = useMemo(
    () => ({
      attributes: baseAttributes,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) =>
        Boolean(typedRef.current?.onKeyDown(event)),
    }),
    [baseAttributes],
  );

  const editor = useEditor(
    {
      extensions: editorExtensions({ mode, singleLine }),
      content: storedToEditorContent(value, mode),
      editorProps,
      shouldRerenderOnTransaction: false,
      onUpdate: ({ editor: current, transaction }) => {
        const next = readStored(current, mode, singleLine);
        lastEmitted.current = next;
        onChangeRef.current(next);
        typedRef.current?.sync(current, {
          mapping: transaction.mapping,
          typing: transaction.getMeta('uiEvent') !== 'paste',
        });
      },
      onSelectionUpdate: ({ editor: current, transaction }) => {
        if (!transaction.docChanged) typedRef.current?.sync(current, { typing: false });
      },
      onBlur: () => typedRef.current?.close(),
    },
    [mode, singleLine],
  );
  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });
  const typedVariable = useTypedVariable(editor, options);
  // The editor's callbacks (made once) reach the latest list state through this ref.
  useLayoutEffect(() => {
    typedRef.current = typedVariable;
  });
  const { typed, matches, active } = typedVariable;
  const listShown = typed !== null && matches.length > 0;
  const activeOption = listShown ? matches[Math.min(active, matches.length - 1)] : undefined;

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The editor points at the typed-variable list while it shows (a combobox-like textbox).
  useEffect(() => {
    const attributes: Record<string, string> = { ...baseAttributes };
    if (activeOption) {
      attributes['aria-autocomplete'] = 'list';
      attributes['aria-controls'] = listId;
      attributes['aria-activedescendant'] = typedOptionId(listId, activeOption.name);
    }
    editor.setOptions({ editorProps: { ...editorProps, attributes } });
  }, [editor, editorProps, baseAttributes, activeOption, listId]);

  // A new value from outside (a template picked, a reset) replaces the content. A layout effect:
  // it runs in the same task as the render, so no keystroke can land in between and be undone.
  useLayoutEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(storedToEditorContent(value, mode), { emitUpdate: false });
  }, [editor, value, mode]);

  // Chips show the labels of the latest variable list.
  useEffect(() => {
    setVariableLabels(editor, labels);
  }, [editor, labels]);

  const insertVariable = (name: string) => {
    editor.chain().focus().insertContent({ type: 'variable', attrs: { name } }).run();
  };

  const count = countedLength(value, mode);
  const over = maxLength !== undefined && count > maxLength;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div
          id={labelId}
          className="text-sm font-medium text-stone-800"
          onClick={() => editor.commands.focus()}
        >
          {label}
        </div>
        <VariableMenu
          fieldLabel={label}
          options={options}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          onPick={insertVariable}
          onClosed={() => editor.commands.focus()}
        />
      </div>
      <div className="relative">
        <div
          className={`mt-1.5 overflow-hidden rounded-lg border bg-white shadow-sm focus-within:ring-2 ${
            error
              ? 'border-red-500 focus-within:ring-red-200'
              : 'border-stone-300 focus-within:border-orange-500 focus-within:ring-orange-200'
          }`}
        >
          {mode === 'rich' ? <EditorToolbar editor={editor} label={label} /> : null}
          <div className="relative">
            {isEmpty && placeholder ? (
              <p
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-3 top-2.5 truncate text-base text-stone-400 sm:text-sm"
              >
                {placeholder}
              </p>
            ) : null}
            <EditorContent editor={editor} />
          </div>
        </div>
        {listShown ? (
          <TypedVariableList
            id={listId}
            fieldLabel={label}
            matches={matches}
            active={active}
            onPick={typedVariable.pick}
          />
        ) : null}
      </div>
      {error || maxLength !== undefined ? (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          {error ? (
            <p id={errorId} role="alert" className="text-red-700">
              {error}
            </p>
          ) : (
            <span />
          )}
          {maxLength !== undefined ? (
            <p
              id={counterId}
              aria-live="polite"
              className={`shrink-0 tabular-nums ${over ? 'font-semibold text-red-700' : 'text-stone-600'}`}
            >
              {count} / {maxLength}
              <span className="sr-only"> characters</span>
              {over ? ` · ${count - maxLength} over the limit` : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
