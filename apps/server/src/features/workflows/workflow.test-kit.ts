import { expect } from 'vitest';
import type { SaveWorkflowRequest, Workflow } from '@hirelane/domain/workflows/workflow.schema';
import { call, type TestApp } from '../../../test/test-app';

export type As = { cookie: string; workspace: string };

/** Workflow requests and the runs' rows, for the workflow tests. */
export const workflowKit = (t: TestApp) => {
  const create = async (as: As, projectId: string, body: SaveWorkflowRequest) => {
    const response = await call(t, 'POST', `/api/project/${projectId}/workflows`, {
      ...as,
      body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { workflow: Workflow }).workflow;
  };

  const runsOf = async (workflowId: string) =>
    (
      await t.pool.query<{
        id: string;
        status: string;
        reason: string | null;
        event: string;
        depth: number;
        candidate_id: string;
      }>(
        `select id, status, reason, event, depth, candidate_id from workflow_run
          where workflow_id = $1 order by created_at, id`,
        [workflowId],
      )
    ).rows;

  /** The pg-boss jobs queued for these runs (the job table of the queue). */
  const jobsOf = async (runIds: string[]) =>
    (
      await t.pool.query<{ run_id: string }>(
        `select data->>'run_id' as run_id from pgboss.job
          where name = 'workflows.run' and data->>'run_id' = any($1::text[])`,
        [runIds],
      )
    ).rows.map((row) => row.run_id);

  const stageOf = async (projectId: string, candidateId: string) =>
    (
      await t.pool.query<{ stage: string }>(
        'select stage from project_candidate where project_id = $1 and candidate_id = $2',
        [projectId, candidateId],
      )
    ).rows[0]?.stage;

  return { create, runsOf, jobsOf, stageOf };
};
