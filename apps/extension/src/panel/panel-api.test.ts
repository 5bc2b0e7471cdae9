import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApp } from './panel-api';

const answer = (response: unknown) =>
  vi.stubGlobal('chrome', { runtime: { sendMessage: vi.fn().mockResolvedValue(response) } });

afterEach(() => vi.unstubAllGlobals());

describe('callApp', () => {
  it('reads a 401 as signed out: the extension has no session of its own', async () => {
    answer({ status: 401, body: { success: false, message: 'You need to sign in first.' } });
    expect(await callApp('GET', '/api/extension/context')).toEqual({ kind: 'signed-out' });
  });

  it("passes the app's data and message through", async () => {
    answer({
      status: 200,
      body: { success: true, message: 'Saved to the project.', data: { a: 1 } },
    });
    expect(await callApp('POST', '/api/extension/profiles', {})).toEqual({
      kind: 'ok',
      data: { a: 1 },
      message: 'Saved to the project.',
    });
  });

  it("shows the app's refusal, and says when the app cannot be reached", async () => {
    answer({
      status: 422,
      body: { success: false, message: 'This person was erased on 1 May 2026' },
    });
    expect(await callApp('POST', '/api/extension/profiles', {})).toEqual({
      kind: 'failed',
      message: 'This person was erased on 1 May 2026',
    });
    answer({ status: 0, body: null });
    expect(await callApp('GET', '/api/extension/context')).toEqual({
      kind: 'failed',
      message: 'Hirelane cannot be reached. Try again in a moment.',
    });
  });
});
