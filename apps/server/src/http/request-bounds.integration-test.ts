import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from '@hirelane/domain/http/request-text';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { errorsOf } from '../features/campaigns/campaign.test-kit';
import { projectKit } from '../features/projects/project.test-kit';

let t: TestApp;
let owner: { cookie: string; workspace: string };
let project: { _id: string; linked_campaign: string };

beforeAll(async () => {
  t = await createTestApp();
  const kit = projectKit(t, 133);
  owner = await kit.owner('bounds@example.com');
  project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Bounds' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const nested = (depth: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { stage: 'all' };
  for (let level = 1; level < depth; level += 1) value = { and: value };
  return value;
};

const saveSearch = (query: unknown) =>
  call(t, 'POST', `/api/project/${project._id}/search/save`, {
    ...owner,
    body: { name: 'Deep', kind: 'pipeline', query },
  });

describe('every array and object of a request is bounded (issue 14)', () => {
  it('refuses a saved search nested 2,000 deep, and one deeper than a filter set', async () => {
    const deepest = await saveSearch(nested(2000));
    expect(deepest.statusCode).toBe(422);
    expect(deepest.json().message).toBe(TOO_DEEP_MESSAGE);
    const deeper = await saveSearch(nested(6));
    expect(deeper.statusCode).toBe(422);
    expect(errorsOf(deeper)).toEqual([
      { path: 'query.and.and.and.and', message: 'Nested more than 4 levels deep.' },
    ]);
    const wide = await saveSearch(
      Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`cf.${index}`, '1..2'])),
    );
    expect(wide.statusCode).toBe(422);
    expect(errorsOf(wide)[0]?.message).toBe('At most 200 values in all.');
    const fine = await saveSearch({ stage: 'engaging', q: 'rust' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses a generation request with 10,000 channels', async () => {
    const response = await call(
      t,
      'POST',
      `/api/campaign/${project.linked_campaign}/steps/generate`,
      {
        ...owner,
        body: {
          channels: new Array(10_000).fill('email'),
          tone: 'friendly',
          number_of_steps: 3,
        },
      },
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ path: 'channels', message: 'At most 4 channels.' }]);
  });

  it('refuses a reorder of 10,000 step ids', async () => {
    const ids = Array.from({ length: 10_000 }, () => crypto.randomUUID());
    const response = await call(
      t,
      'PUT',
      `/api/campaign/${project.linked_campaign}/steps/reorder`,
      {
        ...owner,
        body: { step_ids: ids },
      },
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ path: 'step_ids', message: 'At most 200 steps.' }]);
  });
});
