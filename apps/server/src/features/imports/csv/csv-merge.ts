import type { CandidateStage, SubStage } from '@hirelane/domain/pipeline/stages';
import type { SqlClient } from '../../../db/transaction';
import {
  fillMatchedCandidates,
  insertMergedCandidates,
  lockWorkspaceCandidates,
} from '../../candidates/candidate-merge-store';
import {
  addMatchedPeopleToProject,
  addNewPeopleToProject,
} from '../../pipeline/project-candidate-merge-store';
import {
  buildPeople,
  groupDuplicateRows,
  matchExistingPeople,
  PEOPLE_TABLE,
  prepareMerge,
} from './csv-merge-store';

export type CsvMergeTarget = {
  workspaceId: string;
  projectId: string;
  userId: string | null;
  stage: CandidateStage;
  subStage: SubStage | null;
};

export type CsvMergeCounts = { created: number; updated: number; merged: number };

type Step = (name: string, work: () => Promise<unknown>) => Promise<void>;

/**
 * Merges the staged rows into the workspace's candidates and the project's pipeline with a few
 * set-based statements inside the caller's transaction. Counts: created (new person), updated
 * (person already in this project), merged (any other valid row: a person of the workspace, or a
 * second row of the same person).
 */
export const mergeStagedRows = async (
  client: SqlClient,
  target: CsvMergeTarget,
  /** How many rows were copied into the staging table. */
  valid: number,
  onStep?: (name: string, ms: number) => void,
): Promise<CsvMergeCounts> => {
  const step: Step = async (name, work) => {
    const started = performance.now();
    await work();
    onStep?.(name, performance.now() - started);
  };
  await prepareMerge(client);
  await lockWorkspaceCandidates(client, target.workspaceId);
  await step('group duplicates', () => groupDuplicateRows(client));
  let matched = 0;
  await step('match existing', async () => {
    matched = await matchExistingPeople(client, target.workspaceId);
  });
  const startMs = Date.now();
  await step('build people', () => buildPeople(client, startMs));
  // A file of new people only (the usual first import) skips every pass over the existing ones.
  if (matched > 0)
    await step('fill existing', () =>
      fillMatchedCandidates(client, target.workspaceId, PEOPLE_TABLE),
    );
  let created = 0;
  await step('insert candidates', async () => {
    created = await insertMergedCandidates(client, target.workspaceId, PEOPLE_TABLE, 'csv');
  });
  const entry = { ...target, source: 'csv' };
  await step('insert pipeline rows', () => addNewPeopleToProject(client, PEOPLE_TABLE, entry));
  const updated = matched > 0 ? await addMatchedPeopleToProject(client, PEOPLE_TABLE, entry) : 0;
  return { created, updated, merged: valid - created - updated };
};
