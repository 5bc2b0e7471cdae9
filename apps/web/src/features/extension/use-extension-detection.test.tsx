import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { EXTENSION_PRESENCE_ATTRIBUTE } from '@hirelane/domain/extension/presence';
import { jsonResponse } from '../../test/json-response';
import {
  EXTENSION_RECHECK_MS,
  extensionIconUrl,
  useExtensionDetection,
} from './use-extension-detection';

/** An Image whose load succeeds only while `iconLoads` is true. */
let iconLoads = false;
const requested: string[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    requested.push(value);
    queueMicrotask(() => (iconLoads ? this.onload?.() : this.onerror?.()));
  }
}

const fetchMock = vi.fn<typeof fetch>();
let visibility: DocumentVisibilityState = 'visible';

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** What the extension's content script does when it is installed. */
const announce = (id: string | null) => {
  if (id === null) document.documentElement.removeAttribute(EXTENSION_PRESENCE_ATTRIBUTE);
  else document.documentElement.setAttribute(EXTENSION_PRESENCE_ATTRIBUTE, id);
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useExtensionDetection', () => {
  beforeEach(() => {
    iconLoads = false;
    visibility = 'visible';
    requested.length = 0;
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
  });
  afterEach(() => {
    announce(null);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('loads the icon the extension supplies', () => {
    expect(extensionIconUrl('abc')).toBe('chrome-extension://abc/icon-16.png');
  });

  it('requests nothing from an extension that has not announced itself', async () => {
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await advance(EXTENSION_RECHECK_MS * 5);
    expect(result.current.installed).toBe(false);
    expect(requested).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores another extension announcing another id', async () => {
    announce('xyz');
    iconLoads = true;
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await advance(EXTENSION_RECHECK_MS * 2);
    expect(result.current.installed).toBe(false);
    expect(requested).toEqual([]);
  });

  it('turns installed when the announced extension’s icon loads, and reports it once', async () => {
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await advance(0);
    expect(result.current.installed).toBe(false);

    announce('abc');
    iconLoads = true;
    await advance(EXTENSION_RECHECK_MS);
    expect(result.current.installed).toBe(true);
    expect(requested).toEqual(['chrome-extension://abc/icon-16.png']);
    await advance(EXTENSION_RECHECK_MS * 3);
    expect(result.current.installed).toBe(true);

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url as string).toMatch(/^\/api\/user\/extension/);
    expect(JSON.parse(init?.body as string)).toEqual({ installed: true });
  });

  it('is not installed when the announced extension’s icon does not load', async () => {
    announce('abc');
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await advance(EXTENSION_RECHECK_MS);
    expect(result.current.installed).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns back to not installed when the extension goes away', async () => {
    announce('abc');
    iconLoads = true;
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await advance(0);
    expect(result.current.installed).toBe(true);
    announce(null);
    iconLoads = false;
    await advance(EXTENSION_RECHECK_MS);
    expect(result.current.installed).toBe(false);
  });

  it('checks only while the page is visible, and at once when it shows again', async () => {
    announce('abc');
    iconLoads = true;
    visibility = 'hidden';
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await advance(EXTENSION_RECHECK_MS * 4);
    expect(requested).toEqual([]);
    expect(result.current.installed).toBe(false);

    setVisibility('visible');
    await advance(0);
    expect(result.current.installed).toBe(true);
    expect(requested).toHaveLength(1);
    await advance(EXTENSION_RECHECK_MS);
    expect(requested).toHaveLength(2);

    setVisibility('hidden');
    await advance(EXTENSION_RECHECK_MS * 4);
    expect(requested).toHaveLength(2);
  });

  it('checks nothing without an extension id', async () => {
    announce('');
    const { result } = renderHook(() => useExtensionDetection(''));
    await advance(EXTENSION_RECHECK_MS * 2);
    expect(result.current.installed).toBe(false);
    expect(requested).toHaveLength(0);
  });
});
