import { normalizeLinkedinUrl } from '@hirelane/domain/candidates/identity';
import type { ExtensionLookup } from '@hirelane/domain/extension/extension-api.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { candidateViewer } from '../candidates/candidate-access';
import { listVisibleLinks } from '../candidates/candidate-visibility-store';
import { findCandidateIdByLinkedinKey } from './extension-lookup-store';

const NOT_FOUND: ExtensionLookup = { candidate_id: null, projects: [] };

/**
 * POST /api/extension/lookup: whether the person of the open profile is in the workspace,
 * matched by the normalised LinkedIn URL (decision 006), and in which projects the member may
 * see. A person only in projects the member may not see answers as unknown (decision 014). A
 * GitHub page is matched through the LinkedIn link it shows; the workspace keeps no GitHub key.
 */
export const lookupExtensionProfile = async (
  db: Database,
  tenant: TenantContext,
  body: { linkedin_url: string | null },
): Promise<ExtensionLookup> => {
  const key = normalizeLinkedinUrl(body.linkedin_url);
  if (!key) return NOT_FOUND;
  const candidateId = await findCandidateIdByLinkedinKey(db, tenant.workspaceId, key);
  if (!candidateId) return NOT_FOUND;
  const viewer = candidateViewer(tenant);
  const links = await listVisibleLinks(db, tenant.workspaceId, candidateId, viewer);
  if (links.length === 0 && !viewer.seesAll) return NOT_FOUND;
  return {
    candidate_id: candidateId,
    projects: links.map((link) => ({ _id: link.id, name: link.name, stage: link.stage })),
  };
};
