import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HASH_SETTLE_MS, useScrollToHash } from './use-scroll-to-hash';

let resize: (() => void) | null = null;

class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {
    resize = null;
  }
}

function Page() {
  useScrollToHash();
  return <section id="mailbox">Mailboxes</section>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

describe('useScrollToHash', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    scrollIntoView.mockReset();
    resize = null;
  });

  it('scrolls to the hash target and keeps it in view while the page above it grows', () => {
    renderAt('/app/settings#mailbox');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    const before = scrollIntoView.mock.calls.length;
    resize?.();
    expect(scrollIntoView.mock.calls.length).toBe(before + 1);
  });

  it('lets go when the person scrolls, and after the page has settled', () => {
    renderAt('/app/settings#mailbox');
    fireEvent.wheel(window);
    expect(resize).toBeNull();

    renderAt('/app/settings#mailbox');
    expect(resize).not.toBeNull();
    vi.advanceTimersByTime(HASH_SETTLE_MS);
    expect(resize).toBeNull();
  });

  it('does nothing without a hash', () => {
    renderAt('/app/settings');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(resize).toBeNull();
  });
});
