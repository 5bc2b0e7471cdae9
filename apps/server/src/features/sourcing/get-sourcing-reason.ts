import type { SourcingReason } from '@hirelane/domain/sourcing/sourcing.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { findSourcingReason } from './sourcing-run-store';
import { toSourcingReason } from './sourcing-run-view';

/**
 * "Why Ria chose them": the reason the agent saved this person to the project, or null. Whoever
 * sees the project sees its candidates (decision 014), so the project's access is the check.
 */
export const getSourcingReason = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  candidateId: string,
): Promise<SourcingReason | null> => {
  const { project } = await loadProjectAccess(db, tenant, projectId);
  const row = await findSourcingReason(db, tenant.workspaceId, project.id, candidateId);
  return row ? toSourcingReason(row) : null;
};
