import { Extension, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { RICH_TEXT_ALLOWED_URI } from '@hirelane/domain/campaigns/rich-text-policy';
import type { MessageEditorMode } from '../../lib/message-editor-content';
import { VariableNode } from './variable-node';

/** Nodes and marks SPEC 5 does not allow in a message. */
const NEVER = {
  heading: false,
  code: false,
  codeBlock: false,
  blockquote: false,
  strike: false,
  horizontalRule: false,
  trailingNode: false,
} as const;

/** Enter does nothing in a single-line field (a subject). */
const SingleLine = Extension.create({
  name: 'singleLine',
  addKeyboardShortcuts: () => ({ Enter: () => true, 'Shift-Enter': () => true }),
});

export const editorExtensions = ({
  mode,
  singleLine,
}: {
  mode: MessageEditorMode;
  singleLine: boolean;
}): Extensions => {
  const variable = VariableNode;
  if (mode === 'plain')
    return [
      StarterKit.configure({
        ...NEVER,
        bold: false,
        italic: false,
        underline: false,
        link: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        hardBreak: false,
      }),
      variable,
      ...(singleLine ? [SingleLine] : []),
    ];
  return [
    StarterKit.configure({
      ...NEVER,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => RICH_TEXT_ALLOWED_URI.test(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
      },
    }),
    Image.configure({ inline: true, allowBase64: false }),
    variable,
  ];
};
