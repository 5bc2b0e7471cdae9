/**
 * For tests only: jsdom has no layout, and ProseMirror measures the caret when it scrolls to it
 * after typing. Call in beforeAll of a test that types into a MessageEditor.
 */
export const stubEditorLayout = (): void => {
  const range = Range.prototype as Partial<Range>;
  if (!('getClientRects' in range))
    range.getClientRects = (): DOMRectList => Object.assign([], { item: () => null });
  if (!('getBoundingClientRect' in range)) range.getBoundingClientRect = () => new DOMRect();
  if (!('elementFromPoint' in document)) Object.assign(document, { elementFromPoint: () => null });
};
