/** The inbox's keyboard moves (issue 19), listed in the help overlay. */
export const INBOX_SHORTCUTS = [
  { key: 'j', action: 'next', text: 'Next conversation' },
  { key: 'k', action: 'previous', text: 'Previous conversation' },
  { key: 'r', action: 'reply', text: 'Reply' },
  { key: 'a', action: 'assign', text: 'Assign' },
  { key: 'i', action: 'read', text: 'Mark read' },
  { key: 'u', action: 'unread', text: 'Mark unread' },
  { key: '?', action: 'help', text: 'Show these shortcuts' },
] as const;

export type InboxAction = (typeof INBOX_SHORTCUTS)[number]['action'];

/** True while the user types: in a field, a text area, a select or an editable element. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  // The reply editor (TipTap) is contenteditable; the attribute also holds where the
  // isContentEditable property is missing (jsdom).
  if (target.isContentEditable || target.closest('[contenteditable="true"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
};

/** The action of a key press, or null (typing, a modifier held, or no such shortcut). */
export const inboxActionOf = (event: {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): InboxAction | null => {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return INBOX_SHORTCUTS.find((shortcut) => shortcut.key === event.key)?.action ?? null;
};

/** The thread after (+1) or before (-1) the open one; the first when none is open. */
export const stepThread = (
  ids: readonly string[],
  current: string | null,
  step: 1 | -1,
): string | null => {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index === -1) return ids[0] ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))] ?? null;
};
