import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RETENTION_DAYS_MESSAGE,
  type InterviewRetention,
} from '@hirelane/domain/workspace-settings/interview-retention.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, errorsOf, type As } from '../campaigns/campaign.test-kit';

/** The workspace's interview data retention setting (issue 18): owners and admins only. */

let t: TestApp;
let owner: As;
let admin: As;
let member: As;
let stranger: As;

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 111);
  owner = await kit.owner('owner@retention.test', 'Keep Talent');
  const adminMate = await kit.teammate(
    owner.cookie,
    owner.workspace,
    'admin@retention.test',
    'admin',
  );
  admin = { cookie: adminMate.cookie, workspace: owner.workspace };
  const plainMate = await kit.teammate(owner.cookie, owner.workspace, 'member@retention.test');
  member = { cookie: plainMate.cookie, workspace: owner.workspace };
  stranger = await kit.owner('stranger@retention.test', 'Other Talent');
});

afterAll(async () => {
  await t.close();
});

const read = (as: As) => call(t, 'GET', '/api/workspace/interview-retention', as);
const put = (as: As, body: unknown) =>
  call(t, 'PUT', '/api/workspace/interview-retention', { ...as, body });
const stored = async (workspace: string) =>
  (
    await t.pool.query<{ days: number }>(
      'select interview_retention_days as days from workspace where id = $1',
      [workspace],
    )
  ).rows[0]?.days;

describe('interview data retention', () => {
  it('is 180 days by default and changed by owners and admins, never by members', async () => {
    const first = await read(owner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data as InterviewRetention).toEqual({ interview_retention_days: 180 });

    const saved = await put(admin, { interview_retention_days: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data as InterviewRetention).toEqual({ interview_retention_days: 30 });
    expect((await read(owner)).json().data).toEqual({ interview_retention_days: 30 });

    expect((await read(member)).statusCode).toBe(403);
    expect((await put(member, { interview_retention_days: 7 })).statusCode).toBe(403);
    expect(await stored(owner.workspace)).toBe(30);
  });

  it('refuses days outside 7..3650, fractions and missing values, and stores nothing', async () => {
    await put(owner, { interview_retention_days: 90 });
    for (const body of [
      { interview_retention_days: 6 },
      { interview_retention_days: 3651 },
      { interview_retention_days: 30.5 },
      { interview_retention_days: '30' },
      {},
    ]) {
      const response = await put(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(response)[0]).toMatchObject({
        path: 'interview_retention_days',
        message: RETENTION_DAYS_MESSAGE,
      });
    }
    for (const days of [7, 3650]) {
      const edge = await put(owner, { interview_retention_days: days });
      expect(edge.statusCode, edge.body).toBe(200);
    }
    expect(await stored(owner.workspace)).toBe(3650);
  });

  it("changes only the request's workspace; another workspace's id is refused", async () => {
    await put(owner, { interview_retention_days: 60 });
    const intruding = { cookie: stranger.cookie, workspace: owner.workspace };
    expect((await read(intruding)).statusCode).toBe(403);
    expect((await put(intruding, { interview_retention_days: 7 })).statusCode).toBe(403);
    expect((await put(stranger, { interview_retention_days: 14 })).statusCode).toBe(200);
    expect(await stored(owner.workspace)).toBe(60);
    expect(await stored(stranger.workspace)).toBe(14);
  });
});
