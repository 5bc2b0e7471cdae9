import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openDedicatedConnection } from '../../db/transaction';
import { projectKit, type Kit } from '../../features/projects/project.test-kit';
import {
  createTalentPoolStage,
  writeTalentPoolBatch,
} from '../../features/candidates/talent-pool-store';
import { generateTalentProfiles } from './generate-talent-profiles';
import { talentPoolLine } from './talent-pool-row';
import type { TalentProfile } from './talent-profile';
import { TALENT_POOL_SOURCE, writeTalentPool } from './write-talent-pool';

/** The talent-pool seeder (issue 17): fields, idempotent re-runs, decision 006, tenancy. */

let t: TestApp;
let kit: Kit;
let connection: pg.Client;
let pooled: { cookie: string; workspace: string };
let bystander: { cookie: string; workspace: string };
const SEED = 7;
const COUNT = 300;
const PROFILES: TalentProfile[] = [...generateTalentProfiles({ count: COUNT, seed: SEED })];

type Row = {
  pool_key: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  linkedin_key: string | null;
  linkedin_url: string | null;
  phone_numbers: string[];
  current_company: string | null;
  designation: string | null;
  current_city: string | null;
  country: string | null;
  normalized_title: string | null;
  skills: string[];
  summary: string | null;
  experience: Array<{ title: string; company: string; start_date: string; is_current: boolean }>;
  education: Array<{ school: string; end_date: string | null }>;
  source: string;
};

const rowsOf = async (workspace: string): Promise<Row[]> =>
  (
    await t.pool.query<Row>(
      `select * from candidate where workspace_id = $1 and pool_key is not null order by pool_key`,
      [workspace],
    )
  ).rows;

const countOf = async (workspace: string): Promise<number> =>
  Number(
    (
      await t.pool.query<{ count: string }>(
        'select count(*) from candidate where workspace_id = $1',
        [workspace],
      )
    ).rows[0]?.count,
  );

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 171);
  pooled = await kit.owner('pool-owner@example.com', 'Pool');
  bystander = await kit.owner('pool-bystander@example.com', 'Bystander');
  connection = await openDedicatedConnection(t.pool);
});
afterAll(async () => {
  await connection.end();
  await t.close();
});

describe('writing the talent pool', () => {
  it('writes every profile once with its fields, in no project, with the pool source', async () => {
    const result = await writeTalentPool(connection, {
      workspaceId: pooled.workspace,
      count: COUNT,
      seed: SEED,
      batchSize: 64,
    });
    expect(result).toMatchObject({ generated: COUNT, written: COUNT });
    const rows = await rowsOf(pooled.workspace);
    expect(rows).toHaveLength(COUNT);
    const byKey = new Map(rows.map((row) => [row.pool_key, row]));
    for (const profile of PROFILES) {
      const row = byKey.get(profile.key);
      expect(row, profile.key).toBeDefined();
      if (!row) continue;
      expect(row).toMatchObject({
        first_name: profile.firstName,
        last_name: profile.lastName,
        full_name: profile.fullName,
        email: profile.email?.toLowerCase() ?? null,
        linkedin_url: profile.linkedinUrl,
        phone_numbers: profile.phone ? [profile.phone] : [],
        current_company: profile.currentCompany,
        designation: profile.currentTitle,
        current_city: profile.location.city,
        country: profile.location.country,
        skills: profile.skills,
        summary: profile.headline,
        source: TALENT_POOL_SOURCE,
      });
      expect(row.linkedin_key).toBe(
        profile.linkedinUrl ? profile.linkedinUrl.replace('https://www.', '') : null,
      );
      expect(profile.currentTitle.endsWith(row.normalized_title ?? '')).toBe(true);
      // Newest first: the current job leads, as on a resume.
      expect(row.experience).toHaveLength(profile.experience.length);
      expect(row.experience[0]).toMatchObject({
        title: profile.currentTitle,
        company: profile.currentCompany,
        is_current: true,
      });
      expect(row.experience.slice(1).every((job) => !job.is_current)).toBe(true);
      expect(row.education.map((entry) => entry.school)).toEqual(
        [...profile.education].reverse().map((entry) => entry.school),
      );
    }
    const links = await t.pool.query<{ count: string }>(
      `select count(*) from project_candidate where workspace_id = $1`,
      [pooled.workspace],
    );
    expect(Number(links.rows[0]?.count)).toBe(0);
  });

  it('adds nobody on a re-run with the same seed', async () => {
    const result = await writeTalentPool(connection, {
      workspaceId: pooled.workspace,
      count: COUNT,
      seed: SEED,
    });
    expect(result).toMatchObject({ generated: COUNT, written: 0 });
    expect(await countOf(pooled.workspace)).toBe(COUNT);
  });

  it('skips a profile whose e-mail the workspace already knows and leaves other workspaces alone', async () => {
    const known = PROFILES.find((profile) => profile.email !== null);
    if (!known?.email) throw new Error('the sample has no e-mail');
    const project = await kit.createProject(bystander.cookie, bystander.workspace, {
      name: 'Known',
    });
    const added = await kit.addCandidate(bystander.cookie, bystander.workspace, project._id, {
      first_name: 'Already',
      last_name: 'Known',
      email: known.email,
    });
    const result = await writeTalentPool(connection, {
      workspaceId: bystander.workspace,
      count: COUNT,
      seed: SEED,
    });
    expect(result.written).toBe(COUNT - 1);
    const person = await t.pool.query(
      'select first_name, pool_key, source from candidate where id = $1',
      [added.candidate_id],
    );
    expect(person.rows[0]).toEqual({
      first_name: 'Already',
      pool_key: null,
      source: 'chrome_extension',
    });
    // The first workspace's pool is as it was.
    expect(await countOf(pooled.workspace)).toBe(COUNT);
    expect(await countOf(bystander.workspace)).toBe(COUNT);
  });

  it('indexes for search what its big batches queued before it answers', async () => {
    const searcher = await kit.owner('pool-searcher@example.com', 'Searcher');
    const count = 2 * COUNT;
    const result = await writeTalentPool(connection, {
      workspaceId: searcher.workspace,
      count,
      seed: SEED + 1,
      batchSize: count,
    });
    expect(result.written).toBe(count);
    const { rows } = await t.pool.query<{ indexed: number; pending: number; limit: number }>(
      `select (select count(*)::int from candidate_search where workspace_id = $1) as indexed,
              (select count(*)::int from candidate_search_pending where workspace_id = $1) as pending,
              candidate_search_sync_limit() as limit`,
      [searcher.workspace],
    );
    expect(rows[0]?.limit).toBeLessThan(count);
    expect(rows[0]).toMatchObject({ indexed: count, pending: 0 });
  });

  it('indexes with other connections while it writes, each person once', async () => {
    const searcher = await kit.owner('pool-drainers@example.com', 'Drainers');
    const count = 4 * COUNT;
    const drainers = [await openDedicatedConnection(t.pool), await openDedicatedConnection(t.pool)];
    try {
      const result = await writeTalentPool(connection, {
        workspaceId: searcher.workspace,
        count,
        seed: SEED + 2,
        batchSize: COUNT * 2,
        drainers,
      });
      expect(result.written).toBe(count);
    } finally {
      await Promise.all(drainers.map((drainer) => drainer.end()));
    }
    const { rows } = await t.pool.query<{ indexed: number; people: number; pending: number }>(
      `select (select count(*)::int from candidate_search where workspace_id = $1) as indexed,
              (select count(distinct candidate_id)::int from candidate_search where workspace_id = $1) as people,
              (select count(*)::int from candidate_search_pending where workspace_id = $1) as pending`,
      [searcher.workspace],
    );
    expect(rows[0]).toEqual({ indexed: count, people: count, pending: 0 });
  });

  it('keeps quotes, backslashes, tabs and new lines of the values through COPY', async () => {
    const [sample] = [...generateTalentProfiles({ count: 1, seed: 99 })];
    if (!sample) throw new Error('no profile');
    const odd = {
      ...sample,
      key: 'odd:1',
      email: null,
      linkedinUrl: null,
      headline: 'Tabs\there, a \\ backslash\nand a new line',
      skills: ['C#', 'say "hi"', 'back\\slash', 'a,b', '{braces}'],
    };
    const id = '00000000-0000-7000-8000-00000000abcd';
    await createTalentPoolStage(connection);
    expect(
      await writeTalentPoolBatch(
        connection,
        bystander.workspace,
        TALENT_POOL_SOURCE,
        talentPoolLine(id, odd),
      ),
    ).toBe(1);
    const row = await t.pool.query<{ summary: string; skills: string[] }>(
      'select summary, skills from candidate where id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ summary: odd.headline, skills: odd.skills });
  });
});
