/** Small helpers for acting on a page as a person would: find by label, click, type, wait. */

const labelOf = (element: Element): string =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

const isEnabled = (element: Element): boolean =>
  !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';

/** The first button (or role=button) under `root` whose label matches. */
export const findButton = (root: ParentNode | null, label: RegExp): HTMLElement | null => {
  if (!root) return null;
  for (const element of root.querySelectorAll('button, [role="button"]')) {
    if (label.test(labelOf(element))) return element as HTMLElement;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text && label.test(text)) return element as HTMLElement;
  }
  return null;
};

export const isClickable = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && isEnabled(element);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `find` answers something (the page reacts after a click), or null at the timeout. */
export const waitFor = async <T>(
  find: () => T | null,
  timeoutMs = 8000,
  stepMs = 150,
): Promise<T | null> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== null) return found;
    if (Date.now() >= until) return null;
    await sleep(stepMs);
  }
};

/** Types into a textarea/input or a contenteditable box the way the page's own listeners see it. */
export const typeText = (element: HTMLElement, text: string) => {
  element.focus();
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) {
    element.value = text;
  } else {
    element.replaceChildren(
      ...text.split('\n').map((line) => {
        const paragraph = element.ownerDocument.createElement('p');
        paragraph.textContent = line;
        return paragraph;
      }),
    );
  }
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
};

/** What a textarea/input holds, or a contenteditable's text (lines joined). */
export const valueOf = (element: HTMLElement): string =>
  element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement
    ? element.value
    : Array.from(element.querySelectorAll('p'))
        .map((p) => p.textContent ?? '')
        .join('\n') ||
      (element.textContent ?? '');
