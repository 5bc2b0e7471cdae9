import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import { toIsoDay } from '@hirelane/domain/reports/report-range';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { completeCampaignCandidates } from '../pipeline/campaign-pipeline-store';
import { projectKit, type Kit } from '../projects/project.test-kit';

/**
 * stage_history.project_id (decision 040): the pipeline's writers set it, a writer that leaves it
 * out gets it from the link (trigger), and the project report reads the project's moves by it.
 */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let projectId: string;

const addPerson = async (name: string, stage: string) => {
  const candidate = await t.pool.query<{ id: string }>(
    `insert into candidate (workspace_id, first_name, full_name, source)
     values ($1, $2, $2, 'csv') returning id`,
    [owner.workspace, name],
  );
  const candidateId = candidate.rows[0]?.id ?? '';
  const link = await t.pool.query<{ id: string }>(
    `insert into project_candidate (workspace_id, project_id, candidate_id, stage, source)
     values ($1, $2, $3, $4, 'csv') returning id`,
    [owner.workspace, projectId, candidateId, stage],
  );
  return { candidateId, linkId: link.rows[0]?.id ?? '' };
};

const movesOf = async (linkId: string) =>
  (
    await t.pool.query<{ project_id: string | null; to_stage: string }>(
      `select project_id::text, to_stage from stage_history where project_candidate_id = $1 order by moved_at, id`,
      [linkId],
    )
  ).rows;

const today = () => {
  const day = toIsoDay(new Date());
  return `?from=${day}&to=${day}`;
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 227);
  owner = await kit.owner('stage-project@example.com');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Moves' }))._id;
});
afterAll(async () => {
  await t.close();
});

describe('stage_history.project_id', () => {
  it('is written by a pipeline move, by a finished sequence and by the trigger', async () => {
    const moved = await addPerson('Mo', 'shortlisted');
    const response = await call(t, 'POST', `/api/project/${projectId}/pipeline/move`, {
      ...owner,
      body: { candidate_ids: [moved.candidateId], to_stage: 'rejected' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await movesOf(moved.linkId)).toEqual([{ project_id: projectId, to_stage: 'rejected' }]);

    const finished = await addPerson('Fin', 'in_campaign');
    await completeCampaignCandidates(t.app.db, [
      { workspaceId: owner.workspace, projectId, candidateId: finished.candidateId },
    ]);
    expect(await movesOf(finished.linkId)).toEqual([
      { project_id: projectId, to_stage: 'completed' },
    ]);

    const direct = await addPerson('Di', 'shortlisted');
    await t.pool.query(
      `insert into stage_history (workspace_id, project_candidate_id, from_stage, to_stage)
       values ($1, $2, 'shortlisted', 'in_campaign')`,
      [owner.workspace, direct.linkId],
    );
    expect(await movesOf(direct.linkId)).toEqual([
      { project_id: projectId, to_stage: 'in_campaign' },
    ]);
  });

  it('lets the report count the moves of all three writers', async () => {
    const response = await call(t, 'GET', `/api/project/${projectId}/reports${today()}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data as ProjectReport;
    const entered = Object.fromEntries(report.stages.map((row) => [row.stage, row.entered]));
    // Three added today (each enters its first stage) plus the three moves.
    expect(entered).toMatchObject({ shortlisted: 2, in_campaign: 2, completed: 1, rejected: 1 });
    expect(report.timeInStage.map((row) => [row.stage, row.stays])).toEqual([
      ['shortlisted', 2],
      ['in_campaign', 1],
    ]);
  });
});
