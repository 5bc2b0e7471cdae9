import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit } from '../campaigns/campaign.test-kit';

/** GET /api/candidates/export: everyone matching the directory filters, streamed by keyset. */

type As = { cookie: string; workspace: string };
let t: TestApp;
let owner: As;
let member: As;
let outsider: As;
let seen: string;
let hidden: string;
const PEOPLE = 450;

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  const kit = campaignKit(t, 246);
  owner = await kit.owner('export-all-owner@example.com', 'Export Team');
  outsider = await kit.owner('export-all-outsider@example.com', 'Other Export Team');
  seen = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Seen Roles' }))._id;
  hidden = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Hidden Roles' }))._id;
  member = await kit.shareWith(owner, seen, 'export-all-member@example.com', 'collaborator');
  // More people than one chunk of the stream (200) and one directory page (100), in one statement.
  await t.pool.query(
    `with people as (
       insert into candidate (workspace_id, full_name, email, current_company, source)
       select $1, 'Person ' || lpad(n::text, 4, '0'), 'p' || n || '@export.test',
              case when n = 7 then '=SUM(A1)' else 'Streamco' end, 'csv'
         from generate_series(1, ${PEOPLE}) n
       returning id, full_name)
     insert into project_candidate (workspace_id, project_id, candidate_id, stage, source)
     select $1, case when right(full_name, 1) in ('0', '5') then $2::uuid else $3::uuid end,
            id, 'shortlisted', 'csv'
       from people`,
    [owner.workspace, seen, hidden],
  );
  await t.pool.query(
    `insert into candidate (workspace_id, full_name, source) values ($1, 'Manual Mary', 'manual')`,
    [owner.workspace],
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/candidates/export', () => {
  it('streams every matching person in name order, formula-safe, as an attachment', async () => {
    const response = await call(t, 'GET', '/api/candidates/export?source=csv', owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="candidates.csv"');
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      'Name,E-mail,Title,Company,Source,Projects,Contact status,Added,Last activity',
    );
    expect(lines).toHaveLength(PEOPLE + 1);
    const names = lines.slice(1).map((line) => line.split(',')[0]);
    expect(names[0]).toBe('Person 0001');
    expect(names.at(-1)).toBe(`Person ${String(PEOPLE).padStart(4, '0')}`);
    expect(new Set(names).size).toBe(PEOPLE);
    expect(response.body).not.toContain('Manual Mary');
    expect(response.body).toContain("'=SUM(A1)");
  });

  it('exports a project filter and only a member’s visible people', async () => {
    const inSeen = PEOPLE / 5;
    const byProject = await call(t, 'GET', `/api/candidates/export?project=${hidden}`, owner);
    expect(csvLines(byProject.body)).toHaveLength(PEOPLE - inSeen + 1);
    const mine = await call(t, 'GET', '/api/candidates/export', member);
    expect(mine.statusCode).toBe(200);
    const lines = csvLines(mine.body);
    expect(lines).toHaveLength(inSeen + 1);
    expect(mine.body).not.toContain('Hidden Roles');
    expect(mine.body).not.toContain('Manual Mary');
  });

  it('answers 404 for a project the caller may not see, 422 for a bad filter', async () => {
    const notTheirs = await call(t, 'GET', `/api/candidates/export?project=${hidden}`, member);
    expect(notTheirs.statusCode).toBe(404);
    const foreign = await call(t, 'GET', `/api/candidates/export?project=${seen}`, outsider);
    expect(foreign.statusCode).toBe(404);
    const bad = await call(t, 'GET', '/api/candidates/export?contact=maybe', owner);
    expect(bad.statusCode).toBe(422);
  });
});
