import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import { buildJobMatchSpec, type JobMatchSpec } from '@hirelane/domain/search/job-match';
import { titleSynonyms } from '@hirelane/domain/search/title-synonyms';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import type { TalentSearchRequest } from '@hirelane/domain/search/talent-search.schema';
import type { Executor } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { findJob, toJobInput } from '../projects/job-store';
import type { TalentSearchScope } from './talent-search-engine';

/**
 * What every talent search route needs before the engine runs: the project visible to the caller
 * (any project role searches, SPEC 6), a query that parses (else a validation error, 422 like every
 * bad input of the API (DESIGN §3), pointing at the character; never a 500), the scope, and the project's job as the match.
 */
export const prepareTalentSearch = async (
  db: Executor,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  request: TalentSearchRequest,
): Promise<{ scope: TalentSearchScope; match: JobMatchSpec | null }> => {
  const { project } = await loadProjectAccess(db, tenant, projectId);
  const parsed = parseQuery(request.query);
  if (!parsed.ok) {
    const message = `${parsed.error.message} (at character ${parsed.error.position + 1})`;
    throw unprocessable(message, [{ path: 'query', message }]);
  }
  const job = await findJob(db, tenant.workspaceId, project.jobId);
  return {
    scope: {
      workspaceId: tenant.workspaceId,
      projectId: project.id,
      viewer: { userId, seesEveryProject: seesEveryProject(tenant.role) },
    },
    // The same titles as the agent and "Search from the job", so the match order agrees with them.
    match: job ? buildJobMatchSpec(toJobInput(job), titleSynonyms(job.title)) : null,
  };
};
