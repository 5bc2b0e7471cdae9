import { Node, type Editor } from '@tiptap/react';
import { placeholder } from '@hirelane/domain/campaigns/template-variables';
import { VARIABLE_ATTRIBUTE } from '../../lib/message-editor-content';
import { CHIP_CLASSES, chipLabel, variableKind } from '../../lib/message-editor-variables';

type VariableNodeStorage = { labels: ReadonlyMap<string, string> };

/** Renders one chip's element (also used to relabel chips when the variable list changes). */
export const paintChip = (element: HTMLElement, name: string, label: string) => {
  element.className = CHIP_CLASSES[variableKind(name)];
  element.textContent = label;
  element.title = placeholder(name);
};

/**
 * A template variable inside the editor: an inline atom shown as a chip with its label, written
 * out as the literal `{{name}}` (chips are only a view; the stored text keeps the placeholder).
 */
export const VariableNode = Node.create<object, VariableNodeStorage>({
  name: 'variable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addStorage() {
    return { labels: new Map<string, string>() };
  },

  addAttributes() {
    return {
      name: {
        default: '',
        parseHTML: (element: HTMLElement) => element.getAttribute(VARIABLE_ATTRIBUTE) ?? '',
        renderHTML: (attributes: { name?: string }) => ({
          [VARIABLE_ATTRIBUTE]: attributes.name ?? '',
        }),
      },
    };
  },

  parseHTML() {
    return [{ tag: `span[${VARIABLE_ATTRIBUTE}]` }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', HTMLAttributes, placeholder(String(node.attrs.name))];
  },

  renderText({ node }) {
    return placeholder(String(node.attrs.name));
  },

  addNodeView() {
    const storage = this.storage;
    return ({ node }) => {
      const dom = document.createElement('span');
      const name = String(node.attrs.name);
      dom.setAttribute(VARIABLE_ATTRIBUTE, name);
      dom.contentEditable = 'false';
      paintChip(dom, name, chipLabel(name, storage.labels));
      return { dom };
    };
  },
});

/** Gives the chips the labels of the latest variable list, including chips already shown. */
export const setVariableLabels = (editor: Editor, labels: ReadonlyMap<string, string>) => {
  const storage = (editor.storage as unknown as Record<string, VariableNodeStorage | undefined>)
    .variable;
  if (storage) storage.labels = labels;
  if (editor.isDestroyed) return;
  for (const chip of editor.view.dom.querySelectorAll<HTMLElement>(`[${VARIABLE_ATTRIBUTE}]`)) {
    const name = chip.getAttribute(VARIABLE_ATTRIBUTE) ?? '';
    paintChip(chip, name, chipLabel(name, labels));
  }
};
