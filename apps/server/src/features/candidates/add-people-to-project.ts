import type { BulkAddToProjectResult } from '@hirelane/domain/candidates/candidate-bulk.schema';
import { ENTRY_STAGE_BY_AGENT, entrySubStage } from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { linkToProject } from '../pipeline/project-candidate-store';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { touchProjectActivity } from '../projects/project-store';
import { findDirectoryPeople } from './candidate-directory-store';

/**
 * The directory's "Add to project" (decision 038), in one transaction: the project must be
 * visible (404) and editable by the caller (403); each selected person the caller sees in the
 * directory is linked at the project's entry stage, as the pipeline's add does, keeping the
 * person's own source on the link. People already there are counted; ids the caller cannot see
 * (or unknown) are skipped alike, so the answer tells nothing about who exists elsewhere.
 */
export const addPeopleToProject = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  candidateIds: readonly string[],
): Promise<BulkAddToProjectResult> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    const { workspaceId } = tenant;
    const unique = [...new Set(candidateIds)];
    const people = await findDirectoryPeople(
      tx,
      { workspaceId, memberId: seesEveryProject(tenant.role) ? null : tenant.memberId },
      unique,
    );
    const stage = ENTRY_STAGE_BY_AGENT[access.project.agent as ProjectAgent];
    let added = 0;
    for (const person of people) {
      const linked = await linkToProject(tx, {
        workspaceId,
        projectId: access.project.id,
        candidateId: person.id,
        stage,
        subStage: entrySubStage(stage),
        source: person.source,
        userId,
      });
      if (linked) added += 1;
    }
    if (added > 0) await touchProjectActivity(tx, workspaceId, access.project.id);
    return {
      added,
      already_in_project: people.length - added,
      skipped: unique.length - people.length,
    };
  });
