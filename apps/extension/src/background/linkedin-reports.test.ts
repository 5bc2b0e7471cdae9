import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  Object.assign(globalThis, {
    __HIRELANE_APP_ORIGIN__: 'http://app.test',
    __HIRELANE_LINKEDIN_ORIGIN__: 'https://www.linkedin.com',
    __HIRELANE_PERFORM_PERIOD_MINUTES__: 1,
  });
});

const { reportHealth, reportMessages } = await import('./linkedin-reports');

let store: Record<string, unknown>;
let posted: { url: string; body: unknown }[];
let status: number;

const REPLY = {
  profile_url: 'https://www.linkedin.com/in/sam-candidate',
  text: 'Happy to talk.',
  sent_at: '2026-11-20T10:15:00.000Z',
};

beforeEach(() => {
  store = {};
  posted = [];
  status = 200;
  vi.stubGlobal('chrome', {
    storage: {
      local: {
        get: (keys: string[]) =>
          Promise.resolve(Object.fromEntries(keys.map((key) => [key, store[key]]))),
        set: (items: Record<string, unknown>) => Promise.resolve(void Object.assign(store, items)),
      },
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url.endsWith('/api/extension/context'))
        return Promise.resolve(
          new Response(JSON.stringify({ success: true, data: { workspace: { _id: 'w1' } } })),
        );
      posted.push({ url, body: JSON.parse(init.body as string) as unknown });
      return Promise.resolve(new Response(JSON.stringify({ success: true, data: {} }), { status }));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('reportMessages', () => {
  it('posts a message once, however often the page shows it', async () => {
    await reportMessages([REPLY]);
    await reportMessages([REPLY]);
    expect(posted).toEqual([
      { url: 'http://app.test/api/extension/linkedin/messages?workspace=w1', body: REPLY },
    ]);
  });

  it('tries a message again when the app could not be reached', async () => {
    status = 503;
    await reportMessages([REPLY]);
    status = 200;
    await reportMessages([REPLY]);
    expect(posted).toHaveLength(2);
  });
});

describe('reportHealth', () => {
  it('reports a state once an hour, and a new state at once', async () => {
    const loggedOut = { state: 'logged_out', message: 'Signed out.' } as const;
    await reportHealth(loggedOut);
    await reportHealth(loggedOut);
    await reportHealth({ state: 'checkpoint', message: 'Checkpoint.' });
    expect(posted.map((call) => call.body)).toEqual([
      { state: 'logged_out', message: 'Signed out.' },
      { state: 'checkpoint', message: 'Checkpoint.' },
    ]);
    expect(posted[0]?.url).toBe('http://app.test/api/extension/linkedin/health?workspace=w1');
  });
});
