import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ActivityPage } from '@hirelane/domain/activity/activity.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { DRAFTS, campaignKit, type As } from '../campaigns/campaign.test-kit';

/**
 * Migration 0030_activity_launch_backfill (decision 037): launches from before the feed come
 * back from campaign.launched_at, once, without an actor; pauses of that time are not invented.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;

const backfill = readFileSync(
  path.join(MIGRATIONS_FOLDER, '0030_activity_launch_backfill.sql'),
  'utf8',
);

const campaignFeed = async (projectId: string) => {
  const response = await call(
    t,
    'GET',
    `/api/activity?kind=campaign&projectId=${projectId}`,
    owner,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as ActivityPage).items.map(
    (item) =>
      item.kind === 'campaign' && {
        change: item.change,
        campaign: item.campaign.id,
        actor: item.actor,
        at: item.occurred_at,
      },
  );
};

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 138);
  owner = await kit.owner('feed-backfill@example.com', 'Backfill Team');
});

afterAll(async () => {
  await t.close();
});

it('brings back launches from before the feed once, and invents no pause', async () => {
  // Launched, then paused, before migration 0024: only launched_at and the status were kept.
  const old = await kit.createProject(owner.cookie, owner.workspace, { name: 'Old Roles' });
  await t.pool.query(
    `update campaign set launched_at = '2025-12-01T09:00:00Z', status = false where id = $1`,
    [old.linked_campaign],
  );
  // Launched through the API after the feed existed: its launch is already recorded.
  const recent = await kit.createProject(owner.cookie, owner.workspace, { name: 'New Roles' });
  await kit.addStep(owner, recent.linked_campaign, DRAFTS.email);
  await kit.insertMailbox(owner.workspace, 'backfill@feed.test');
  await kit.api(owner).settings(recent.linked_campaign, { from_email: 'backfill@feed.test' });
  expect((await kit.api(owner).activate(recent.linked_campaign, true)).statusCode).toBe(200);
  const never = await kit.createProject(owner.cookie, owner.workspace, { name: 'Draft Roles' });

  await t.pool.query(backfill);
  await t.pool.query(backfill);

  expect(await campaignFeed(old._id)).toEqual([
    {
      change: 'launched',
      campaign: old.linked_campaign,
      actor: null,
      at: '2025-12-01T09:00:00.000Z',
    },
  ]);
  const recentFeed = await campaignFeed(recent._id);
  expect(recentFeed).toHaveLength(1);
  expect(recentFeed[0]).toMatchObject({ change: 'launched' });
  expect(recentFeed[0] && recentFeed[0].actor).toBeTruthy();
  expect(await campaignFeed(never._id)).toEqual([]);
});
