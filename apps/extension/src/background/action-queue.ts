import type { ClaimedLinkedinAction } from '@hirelane/domain/linkedin/extension-contract.schema';

/**
 * The claimed actions the service worker holds between alarms (chrome.storage.local: a service
 * worker sleeps between alarms). Pure rules, unit tested.
 */
export type QueuedAction = ClaimedLinkedinAction & { workspace_id: string };

/** Performed within this margin of perform_at by the current alarm; later ones wait. */
export const DUE_MARGIN_MS = 20_000;
/** A performance needs this much of the lease left (open the page, act, report). */
export const LEASE_MARGIN_MS = 90_000;

/** Drops actions whose lease ran out (the server hands them out again). */
export const liveActions = (queue: readonly QueuedAction[], now: Date): QueuedAction[] =>
  queue.filter((action) => Date.parse(action.lease_until) - LEASE_MARGIN_MS > now.getTime());

/** The next action to perform now, earliest first, or null. */
export const nextDueAction = (queue: readonly QueuedAction[], now: Date): QueuedAction | null =>
  [...liveActions(queue, now)]
    .sort((a, b) => Date.parse(a.perform_at) - Date.parse(b.perform_at))
    .find((action) => Date.parse(action.perform_at) <= now.getTime() + DUE_MARGIN_MS) ?? null;

/** Claimed actions join the queue once (a second claim of the same id replaces the first). */
export const enqueue = (
  queue: readonly QueuedAction[],
  claimed: readonly ClaimedLinkedinAction[],
  workspaceId: string,
): QueuedAction[] => {
  const ids = new Set(claimed.map((action) => action.id));
  return [
    ...queue.filter((action) => !ids.has(action.id)),
    ...claimed.map((action) => ({ ...action, workspace_id: workspaceId })),
  ];
};

/** The profile URL on the site this build opens (test builds: the fixture site). */
export const siteUrl = (profileUrl: string, linkedinOrigin: string): string => {
  const url = new URL(profileUrl);
  if (!/(^|\.)linkedin\.com$/.test(url.hostname)) throw new Error('Not a LinkedIn profile URL.');
  return `${linkedinOrigin}${url.pathname}${url.search}`;
};
