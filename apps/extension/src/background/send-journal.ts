/**
 * "About to send" marks of message actions, kept in chrome.storage.local (which outlives the
 * service worker): written before the performer opens the profile to send, removed once the
 * server took the result. A mark still there on a later attempt of the same action means the
 * earlier one may have sent the message, so the conversation is read before sending again.
 */
const JOURNAL_KEY = 'hirelane:linkedin-sending';
/** Marks older than this are dropped: their actions were re-claimed or ended long ago. */
const KEEP_MS = 3 * 24 * 3_600_000;

type Journal = Record<string, string>;

const load = async (): Promise<Journal> =>
  ((await chrome.storage.local.get([JOURNAL_KEY]))[JOURNAL_KEY] as Journal | undefined) ?? {};

/** The journal without marks older than KEEP_MS (pure). */
export const freshMarks = (journal: Journal, now: Date): Journal =>
  Object.fromEntries(
    Object.entries(journal).filter(([, at]) => now.getTime() - Date.parse(at) < KEEP_MS),
  );

export const wasSending = async (actionId: string): Promise<boolean> =>
  (await load())[actionId] !== undefined;

export const markSending = async (actionId: string, now = new Date()): Promise<void> => {
  const journal = { ...freshMarks(await load(), now), [actionId]: now.toISOString() };
  await chrome.storage.local.set({ [JOURNAL_KEY]: journal });
};

export const clearSending = async (actionId: string): Promise<void> => {
  const { [actionId]: _done, ...rest } = await load();
  await chrome.storage.local.set({ [JOURNAL_KEY]: rest });
};
