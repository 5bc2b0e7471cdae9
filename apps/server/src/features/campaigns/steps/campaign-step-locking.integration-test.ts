import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_LOCKED_REASON } from '@hirelane/domain/campaigns/campaign.schema';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DRAFTS, campaignKit, errorsOf, type As } from '../campaign.test-kit';
import { LOCKED_STEP_CANNOT_MOVE } from './reorder-campaign-steps';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let campaignId: string;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 73);
  owner = await kit.owner('locking-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Locked' });
  campaignId = project.linked_campaign;
  ids = [];
  for (const draft of [DRAFTS.email, DRAFTS.delay, DRAFTS.invite, DRAFTS.message])
    ids.push((await kit.addStep(owner, campaignId, draft))._id);
});
afterAll(async () => {
  await t.close();
});

const lockedView = async () =>
  (await kit.stepsOf(owner, campaignId)).map((step) => [
    step._id,
    step.can_update,
    step.locked_reason,
  ]);

describe('can_update locking', () => {
  it('keeps a step updatable while its deliveries are only scheduled', async () => {
    await kit.insertDelivery(owner.workspace, campaignId, ids[0] ?? '', 'scheduled');
    expect((await kit.stepsOf(owner, campaignId)).every((step) => step.can_update)).toBe(true);
  });

  it('locks a step only while a delivery of it is being sent, with the reason; sent stays editable', async () => {
    await kit.insertDelivery(owner.workspace, campaignId, ids[0] ?? '', 'sent');
    await kit.insertDelivery(owner.workspace, campaignId, ids[2] ?? '', 'sending');
    expect(await lockedView()).toEqual([
      [ids[0], true, null],
      [ids[1], true, null],
      [ids[2], false, STEP_LOCKED_REASON],
      [ids[3], true, null],
    ]);
  });

  it('refuses to update or delete a step being sent (422) and leaves it as it was', async () => {
    const before = await kit.stepsOf(owner, campaignId);
    const api = kit.api(owner);
    const update = await api.update(campaignId, ids[2] ?? '', {
      type: 'auto_linkedin_invite',
      config: { note: 'Changed' },
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().message).toBe(STEP_LOCKED_REASON);
    const remove = await api.remove(campaignId, ids[2] ?? '');
    expect(remove.statusCode).toBe(422);
    expect(remove.json().message).toBe(STEP_LOCKED_REASON);
    expect(await kit.stepsOf(owner, campaignId)).toEqual(before);
  });

  it('updates a sent step, and updates and deletes the steps that have not run', async () => {
    const sent = await kit.api(owner).update(campaignId, ids[0] ?? '', {
      type: 'auto_email',
      config: { subject: 'Fixed', body: 'Fixed typo' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ order: 1, can_update: true });
    const update = await kit.api(owner).update(campaignId, ids[1] ?? '', {
      type: 'delay',
      config: { days: 0, hours: 5 },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ order: 2, config: { days: 0, hours: 5 } });
    const extra = await kit.addStep(owner, campaignId, DRAFTS.follow);
    expect((await kit.api(owner).remove(campaignId, extra._id)).statusCode).toBe(200);
  });

  it('refuses a reorder that moves a step being sent, allows one that keeps it in place', async () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    const moved = await kit.api(owner).reorder(campaignId, [a, b, d, c]);
    expect(moved.statusCode).toBe(422);
    expect(errorsOf(moved)).toEqual([{ path: 'step_ids', message: LOCKED_STEP_CANNOT_MOVE }]);
    // The sent step a moves: it is not locked.
    const kept = await kit.api(owner).reorder(campaignId, [d, b, c, a]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await kit.stepsOf(owner, campaignId)).map((step) => step._id)).toEqual([d, b, c, a]);
  });

  it('does not count deliveries of another workspace', async () => {
    const other = await kit.owner('locking-other@example.com', 'Other Team');
    const project = await kit.createProject(other.cookie, other.workspace, { name: 'Other' });
    const step = await kit.addStep(other, project.linked_campaign, DRAFTS.email);
    // A delivery row naming this step id but filed under the first workspace.
    await kit.insertDelivery(owner.workspace, campaignId, step._id, 'sent');
    const [seen] = await kit.stepsOf(other, project.linked_campaign);
    expect(seen).toMatchObject({ _id: step._id, can_update: true, locked_reason: null });
  });
});
