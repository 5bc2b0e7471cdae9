import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerProfile } from '../../db/schema/provider-profiles';
import type { ProviderProfile } from '../../integrations/people-data/people-data-provider';

/* The provider profiles a search returned (decision 028): kept so a save reads them from here. */

/** How long a kept profile may be saved from; after that the recruiter searches again. */
export const PROVIDER_PROFILE_TTL_MS = 24 * 60 * 60 * 1000;

/** Keeps (or refreshes) the profiles of one result page. */
export const keepProviderProfiles = async (
  db: Executor,
  workspaceId: string,
  profiles: ProviderProfile[],
): Promise<void> => {
  const unique = [...new Map(profiles.map((profile) => [profile.providerId, profile])).values()];
  if (unique.length === 0) return;
  await db
    .insert(providerProfile)
    .values(
      unique.map((profile) => ({
        workspaceId,
        providerId: profile.providerId,
        payload: profile,
      })),
    )
    .onConflictDoUpdate({
      target: [providerProfile.workspaceId, providerProfile.providerId],
      set: { payload: sql`excluded.payload`, fetchedAt: sql`now()` },
    });
};

export type KeptProviderProfile = { profile: ProviderProfile; fetchedAt: Date };

/** The kept profiles of these provider ids in the workspace, by provider id (missing ones absent). */
export const findProviderProfiles = async (
  db: Executor,
  workspaceId: string,
  providerIds: string[],
): Promise<Map<string, KeptProviderProfile>> => {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({
      providerId: providerProfile.providerId,
      payload: providerProfile.payload,
      fetchedAt: providerProfile.fetchedAt,
    })
    .from(providerProfile)
    .where(
      and(
        eq(providerProfile.workspaceId, workspaceId),
        inArray(providerProfile.providerId, providerIds),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.providerId,
      { profile: row.payload as unknown as ProviderProfile, fetchedAt: row.fetchedAt },
    ]),
  );
};

/**
 * Deletes kept profiles fetched before `before`, in every workspace (a maintenance job: the rows
 * can no longer be saved, decision 028). In batches, so one run never holds long locks.
 */
export const deleteProviderProfilesBefore = async (
  db: Executor,
  before: Date,
  batchSize = 5_000,
): Promise<number> => {
  let deleted = 0;
  for (;;) {
    const rows = await db.execute<{ id: string }>(sql`
      delete from ${providerProfile}
      where ctid in (
        select ctid from ${providerProfile}
        where ${providerProfile.fetchedAt} < ${before.toISOString()}
        limit ${batchSize}
      )
      returning 1 as id`);
    deleted += rows.rows.length;
    if (rows.rows.length < batchSize) return deleted;
  }
};

/**
 * A person's erasure (decision 036): deletes the workspace's kept profiles of this LinkedIn
 * profile. `matches` decides on each candidate URL (the domain's normaliser), after SQL narrowed
 * them down by the key's path.
 */
export const deleteProviderProfilesOfPerson = async (
  db: Executor,
  workspaceId: string,
  linkedinPath: string,
  matches: (url: string) => boolean,
): Promise<number> => {
  const found = await db.execute<{ id: string; url: string }>(sql`
    select id, payload->>'linkedinUrl' as url from ${providerProfile}
     where workspace_id = ${workspaceId}
       and position(${linkedinPath.toLowerCase()} in lower(payload->>'linkedinUrl')) > 0`);
  const ids = found.rows.filter((row) => matches(row.url)).map((row) => row.id);
  if (ids.length === 0) return 0;
  await db
    .delete(providerProfile)
    .where(and(eq(providerProfile.workspaceId, workspaceId), inArray(providerProfile.id, ids)));
  return ids.length;
};
