import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { jsonResponse } from '../../test/json-response';
import {
  EXTENSION_RECHECK_MS,
  extensionIconUrl,
  useExtensionDetection,
} from './use-extension-detection';

/** An Image whose load succeeds only while `installed` is true. */
let installed = false;
const requested: string[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    requested.push(value);
    queueMicrotask(() => (installed ? this.onload?.() : this.onerror?.()));
  }
}

const fetchMock = vi.fn<typeof fetch>();

describe('useExtensionDetection', () => {
  beforeEach(() => {
    installed = false;
    requested.length = 0;
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('loads the icon the extension supplies', () => {
    expect(extensionIconUrl('abc')).toBe('chrome-extension://abc/icon-16.png');
  });

  it('is not installed while the icon fails, and rechecks every 3 s', async () => {
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.installed).toBe(false);
    expect(requested).toEqual(['chrome-extension://abc/icon-16.png']);

    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_RECHECK_MS * 2));
    expect(requested).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns installed when the icon loads, and reports it to the server once', async () => {
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.installed).toBe(false);

    installed = true;
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_RECHECK_MS));
    expect(result.current.installed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_RECHECK_MS * 3));
    expect(result.current.installed).toBe(true);

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url as string).toMatch(/^\/api\/user\/extension/);
    expect(JSON.parse(init?.body as string)).toEqual({ installed: true });
  });

  it('turns back to not installed when the extension goes away', async () => {
    installed = true;
    const { result } = renderHook(() => useExtensionDetection('abc'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.installed).toBe(true);
    installed = false;
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_RECHECK_MS));
    expect(result.current.installed).toBe(false);
  });

  it('checks nothing without an extension id', async () => {
    const { result } = renderHook(() => useExtensionDetection(''));
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_RECHECK_MS * 2));
    expect(result.current.installed).toBe(false);
    expect(requested).toHaveLength(0);
  });
});
