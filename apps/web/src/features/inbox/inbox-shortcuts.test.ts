import { describe, expect, it } from 'vitest';
import { inboxActionOf, stepThread } from './inbox-shortcuts';

const press = (key: string, target: EventTarget | null = document.body, mods = {}) =>
  inboxActionOf({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('inboxActionOf', () => {
  it('maps the keys to their moves', () => {
    expect(['j', 'k', 'r', 'a', 'u', '?'].map((key) => press(key))).toEqual([
      'next',
      'previous',
      'reply',
      'assign',
      'unread',
      'help',
    ]);
    expect(press('x')).toBeNull();
  });

  it('does nothing while the user types or holds a modifier', () => {
    const field = document.createElement('textarea');
    expect(press('j', field)).toBeNull();
    expect(press('r', document.createElement('input'))).toBeNull();
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press('a', editable)).toBeNull();
    expect(press('r', document.body, { ctrlKey: true })).toBeNull();
  });
});

describe('stepThread', () => {
  it('moves within the list and stops at its ends', () => {
    expect(stepThread(['a', 'b', 'c'], null, 1)).toBe('a');
    expect(stepThread(['a', 'b', 'c'], 'a', 1)).toBe('b');
    expect(stepThread(['a', 'b', 'c'], 'c', 1)).toBe('c');
    expect(stepThread(['a', 'b', 'c'], 'a', -1)).toBe('a');
    expect(stepThread([], null, 1)).toBeNull();
  });
});
