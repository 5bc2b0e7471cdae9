import type { z } from 'zod';
import type {
  addCandidateRequest,
  UpsertOutcome,
} from '@hirelane/domain/candidates/candidate.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { touchProjectActivity } from '../projects/project-store';
import { upsertCandidate } from './upsert-candidate';

/** Adds one person to the project by hand (or from the browser extension). */
export const addCandidate = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: z.infer<typeof addCandidateRequest>,
): Promise<{ candidate_id: string; outcome: UpsertOutcome }> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    const { source, ...profile } = input;
    const result = await upsertCandidate(
      tx,
      tenant.workspaceId,
      projectId,
      profile,
      source,
      userId,
    );
    await touchProjectActivity(tx, tenant.workspaceId, projectId);
    return { candidate_id: result.candidateId, outcome: result.outcome };
  });
