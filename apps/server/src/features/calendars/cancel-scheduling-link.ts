import { LINK_CLOSED_MESSAGE } from '@hirelane/domain/calendars/scheduling-link.schema';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from '../candidates/candidate-access';
import { requireProjectPermission } from '../projects/project-access';
import { cancelLinkBooking, sendCancellation } from './cancel-interview-booking';
import { findCandidateLink } from './scheduling-store';

export const LINK_NOT_FOUND = 'Scheduling link not found.';

/**
 * POST /api/project/{projectId}/candidate/{candidateId}/scheduling-link/{linkId}/cancel: the
 * recruiter closes a link; a booked interview is canceled with it (the event removed, the
 * candidate sent METHOD CANCEL, the sub-stage cleared). To offer other times, send a new link.
 */
export const cancelSchedulingLink = async (
  app: AppContext,
  tenant: TenantContext,
  projectId: string,
  candidateId: string,
  linkId: string,
  now = new Date(),
): Promise<void> => {
  const { project } = await loadCandidateAccess(app.db, tenant, candidateId, projectId);
  if (project) requireProjectPermission(project.access, 'project:candidates:edit');
  const canceled = await app.db.transaction(async (tx) => {
    const link = await findCandidateLink(tx, tenant.workspaceId, projectId, candidateId, linkId, {
      lock: true,
    });
    if (!link) throw notFound(LINK_NOT_FOUND);
    if (link.status === 'canceled') throw unprocessable(LINK_CLOSED_MESSAGE);
    return cancelLinkBooking(app, tx, link, 'canceled', now);
  });
  await sendCancellation(app, canceled, null);
};
