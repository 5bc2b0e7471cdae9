import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ProviderProfile } from '../../integrations/people-data/people-data-provider';
import { projectKit } from '../projects/project.test-kit';
import { expireProviderProfiles } from './provider-profile-expiry-job';
import { findProviderProfiles, keepProviderProfiles } from './provider-profile-store';

/** Provider profiles older than a day are deleted by the hourly job, in every workspace. */

let t: TestApp;
let first: string;
let second: string;

const profile = (providerId: string): ProviderProfile => ({
  providerId,
  fullName: `${providerId} Person`,
  firstName: providerId,
  lastName: 'Person',
  title: 'Data Engineer',
  company: 'Stripe',
  city: 'Berlin',
  country: 'Germany',
  yearsOfExperience: 5,
  skills: ['python'],
  experience: [],
  education: [],
  linkedinUrl: null,
  hasEmail: false,
  hasPhone: false,
});

const age = (workspaceId: string, providerId: string, hours: number) =>
  t.pool.query(
    `update provider_profile set fetched_at = now() - make_interval(hours => $3)
     where workspace_id = $1 and provider_id = $2`,
    [workspaceId, providerId, hours],
  );

beforeAll(async () => {
  t = await createTestApp();
  const kit = projectKit(t, 174);
  first = (await kit.owner('expiry-one@example.com')).workspace;
  second = (await kit.owner('expiry-two@example.com', 'Second Team')).workspace;
});
afterAll(async () => {
  await t.close();
});

describe('expiring provider profiles', () => {
  it('deletes profiles fetched more than a day ago and keeps the fresh ones', async () => {
    await keepProviderProfiles(t.app.db, first, [profile('old-1'), profile('fresh-1')]);
    await keepProviderProfiles(t.app.db, second, [profile('old-2'), profile('edge-2')]);
    await age(first, 'old-1', 25);
    await age(second, 'old-2', 48);
    await age(second, 'edge-2', 23);

    expect(await expireProviderProfiles.handler(t.app)).toEqual({ deleted: 2 });

    const kept = async (workspaceId: string, ids: string[]) => [
      ...(await findProviderProfiles(t.app.db, workspaceId, ids)).keys(),
    ];
    expect(await kept(first, ['old-1', 'fresh-1'])).toEqual(['fresh-1']);
    expect(await kept(second, ['old-2', 'edge-2'])).toEqual(['edge-2']);
    expect(await expireProviderProfiles.handler(t.app)).toEqual({ deleted: 0 });
  });

  it('a search that fetches a profile again makes it fresh', async () => {
    await keepProviderProfiles(t.app.db, first, [profile('again')]);
    await age(first, 'again', 30);
    await keepProviderProfiles(t.app.db, first, [profile('again')]);

    expect(await expireProviderProfiles.handler(t.app)).toEqual({ deleted: 0 });
    expect([...(await findProviderProfiles(t.app.db, first, ['again'])).keys()]).toEqual(['again']);
  });
});
