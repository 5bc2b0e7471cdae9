import { submittedByLabel } from '@hirelane/domain/partners/partner.schema';
import type { Executor } from '../../db/client';
import { findSubmitters } from './partner-store';

/** Per person, "Submitted by …" of their partner link in this project (decision 051). */
export const submittersOf = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateIds: string[],
): Promise<Map<string, string>> => {
  const rows = await findSubmitters(db, workspaceId, candidateIds);
  return new Map(
    rows
      .filter((row) => row.project_id === projectId)
      .map((row) => [row.candidate_id, submittedByLabel(row)]),
  );
};

/** The person's partner: of the link in the viewed project if it is one, else their first. */
export const submitterOfPerson = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  projectId: string | null,
): Promise<string | null> => {
  const rows = await findSubmitters(db, workspaceId, [candidateId]);
  const row = rows.find((entry) => entry.project_id === projectId) ?? rows[0];
  return row ? submittedByLabel(row) : null;
};
