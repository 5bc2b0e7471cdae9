import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // A test build's defines (scripts/build.ts): the app and the fixture site in place of LinkedIn.
  Object.assign(globalThis, {
    __HIRELANE_APP_ORIGIN__: 'http://app.test',
    __HIRELANE_LINKEDIN_ORIGIN__: 'http://127.0.0.1:4999',
    __HIRELANE_PERFORM_PERIOD_MINUTES__: 0.1,
  });
});

const { runPerformer } = await import('./performer');

type Call = { url: string; method: string; body: unknown };

const action = (performIn: number) => ({
  id: '0b7e2c1a-5d1f-4c3e-9a7b-2f9e8d7c6b5a',
  lease_token: 'lease-1',
  type: 'auto_linkedin_invite',
  profile_url: 'https://www.linkedin.com/in/sam-candidate',
  candidate_name: 'Sam Candidate',
  text: 'Hi Sam',
  requires_connection: false,
  may_have_sent: false,
  perform_at: new Date(Date.now() + performIn * 1000).toISOString(),
  lease_until: new Date(Date.now() + (performIn + 600) * 1000).toISOString(),
});

let store: Record<string, unknown>;
let calls: Call[];
let claimed: unknown[];
const tabs = {
  create: vi.fn(),
  get: vi.fn(),
  sendMessage: vi.fn(),
  remove: vi.fn(),
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: null, data }), { status: 200 });

beforeEach(() => {
  store = {};
  calls = [];
  claimed = [];
  tabs.create.mockResolvedValue({ id: 7 });
  tabs.get.mockResolvedValue({ id: 7, status: 'complete' });
  tabs.sendMessage.mockResolvedValue({ outcome: 'done', detail: 'Invitation sent with the note.' });
  tabs.remove.mockResolvedValue(undefined);
  vi.stubGlobal('chrome', {
    tabs,
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
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url.endsWith('/api/extension/context'))
        return Promise.resolve(envelope({ workspace: { _id: 'w1', name: 'W' } }));
      if (url.includes('/actions/claim'))
        return Promise.resolve(envelope({ actions: claimed.splice(0), idle_reason: null }));
      return Promise.resolve(envelope({ status: 'done' }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('runPerformer', () => {
  it('claims a due action, performs it in a background tab on the site and reports it', async () => {
    claimed = [action(0)];
    await runPerformer();
    expect(calls[1]).toEqual({
      url: 'http://app.test/api/extension/linkedin/actions/claim?workspace=w1',
      method: 'POST',
      body: { max: 3 },
    });
    expect(tabs.create).toHaveBeenCalledWith({
      url: 'http://127.0.0.1:4999/in/sam-candidate',
      active: false,
    });
    expect(tabs.sendMessage).toHaveBeenCalledWith(7, {
      type: 'hirelane:perform',
      action: expect.objectContaining({
        type: 'auto_linkedin_invite',
        text: 'Hi Sam',
        requires_connection: false,
      }) as unknown,
    });
    expect(calls.at(-1)).toEqual({
      url: 'http://app.test/api/extension/linkedin/actions/0b7e2c1a-5d1f-4c3e-9a7b-2f9e8d7c6b5a/result?workspace=w1',
      method: 'POST',
      body: { lease_token: 'lease-1', outcome: 'done', detail: 'Invitation sent with the note.' },
    });
    expect(tabs.remove).toHaveBeenCalledWith(7);
    expect(store['hirelane:linkedin-queue']).toEqual([]);
  });

  it('keeps an action due later in the queue, and claims no more while it waits', async () => {
    claimed = [action(300)];
    await runPerformer();
    expect(tabs.create).not.toHaveBeenCalled();
    expect(store['hirelane:linkedin-queue']).toEqual([
      expect.objectContaining({ id: '0b7e2c1a-5d1f-4c3e-9a7b-2f9e8d7c6b5a', workspace_id: 'w1' }),
    ]);
    calls = [];
    await runPerformer();
    expect(calls).toEqual([]);
  });

  it('reports a failure with its reason when the page never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      claimed = [action(0)];
      tabs.sendMessage.mockRejectedValue(new Error('Receiving end does not exist.'));
      const run = runPerformer();
      await vi.runAllTimersAsync();
      await run;
      expect(calls.at(-1)?.body).toEqual({
        lease_token: 'lease-1',
        outcome: 'failed',
        detail: 'The page opened is not a LinkedIn page the extension can act on.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  describe('a message step, sent at most once', () => {
    const JOURNAL = 'hirelane:linkedin-sending';
    const message = (mayHaveSent: boolean) => ({
      ...action(0),
      type: 'auto_linkedin_message_send',
      may_have_sent: mayHaveSent,
    });
    const sentAction = () =>
      (tabs.sendMessage.mock.calls[0]?.[1] as { action: { check_sent_first: boolean } }).action;

    it('marks the action as being sent before opening the profile, and clears it once reported', async () => {
      claimed = [message(false)];
      let markedWhenOpened: unknown;
      tabs.create.mockImplementation(() => {
        markedWhenOpened = store[JOURNAL];
        return Promise.resolve({ id: 7 });
      });
      await runPerformer();
      expect(markedWhenOpened).toEqual({ [action(0).id]: expect.any(String) as unknown });
      expect(sentAction().check_sent_first).toBe(false);
      expect(store[JOURNAL]).toEqual({});
    });

    it('keeps the mark when the result did not reach the server', async () => {
      claimed = [message(false)];
      const served = vi.mocked(fetch).getMockImplementation();
      vi.mocked(fetch).mockImplementation((url, init) =>
        typeof url === 'string' && url.includes('/result')
          ? Promise.reject(new Error('offline'))
          : served!(url, init),
      );
      await runPerformer();
      expect(Object.keys(store[JOURNAL] as object)).toEqual([action(0).id]);
    });

    it('reads the conversation first when the server says an earlier claim may have sent it', async () => {
      claimed = [message(true)];
      await runPerformer();
      expect(sentAction().check_sent_first).toBe(true);
    });

    it('reads the conversation first when an earlier attempt died after marking it', async () => {
      store[JOURNAL] = { [action(0).id]: new Date().toISOString() };
      claimed = [message(false)];
      await runPerformer();
      expect(sentAction().check_sent_first).toBe(true);
      expect(store[JOURNAL]).toEqual({});
    });
  });
});
