import { describe, expect, it } from 'vitest';
import type { ClaimedLinkedinAction } from '@hirelane/domain/linkedin/extension-contract.schema';
import { enqueue, liveActions, nextDueAction, siteUrl } from './action-queue';

const NOW = new Date('2026-11-24T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

const claimed = (
  id: string,
  performIn: number,
  leaseIn = performIn + 600,
): ClaimedLinkedinAction => ({
  id,
  lease_token: `token-${id}`,
  type: 'auto_linkedin_invite',
  profile_url: 'https://www.linkedin.com/in/sam-candidate',
  candidate_name: 'Sam Candidate',
  text: 'Hi Sam',
  requires_connection: false,
  may_have_sent: false,
  perform_at: at(performIn),
  lease_until: at(leaseIn),
});

describe('the claimed actions queue', () => {
  it('hands out the earliest due action, and none that is due later', () => {
    const queue = enqueue(
      [],
      [claimed('late', 180), claimed('soon', 10), claimed('now', -5)],
      'w1',
    );
    expect(nextDueAction(queue, NOW)?.id).toBe('now');
    expect(
      nextDueAction(
        queue.filter((action) => action.id !== 'now'),
        NOW,
      )?.id,
    ).toBe('soon');
    expect(nextDueAction([enqueue([], [claimed('late', 180)], 'w1')[0]!], NOW)).toBeNull();
  });

  it('drops an action whose lease runs out before it can be performed', () => {
    const queue = enqueue([], [claimed('expired', -700, -100), claimed('short', -600, 30)], 'w1');
    expect(liveActions(queue, NOW)).toEqual([]);
    expect(nextDueAction(queue, NOW)).toBeNull();
  });

  it('keeps one entry per action id, with the workspace it was claimed in', () => {
    const first = enqueue([], [claimed('a', 0)], 'w1');
    const again = enqueue(first, [{ ...claimed('a', 0), lease_token: 'new' }], 'w2');
    expect(again).toEqual([{ ...claimed('a', 0), lease_token: 'new', workspace_id: 'w2' }]);
  });
});

describe('siteUrl', () => {
  it('opens linkedin.com profiles on the build’s LinkedIn origin and refuses other hosts', () => {
    expect(siteUrl('https://www.linkedin.com/in/sam-candidate', 'https://www.linkedin.com')).toBe(
      'https://www.linkedin.com/in/sam-candidate',
    );
    expect(siteUrl('https://linkedin.com/in/sam-candidate/', 'http://127.0.0.1:4999')).toBe(
      'http://127.0.0.1:4999/in/sam-candidate/',
    );
    expect(() => siteUrl('https://evil.example/in/x', 'https://www.linkedin.com')).toThrow();
  });
});
