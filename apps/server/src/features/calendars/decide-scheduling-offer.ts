import { NO_EMAIL_FOR_LINK_MESSAGE } from '@hirelane/domain/calendars/scheduling-link.schema';
import { OFFER_DECIDED, OFFER_NOT_FOUND } from '@hirelane/domain/calendars/scheduling-offer.schema';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from '../candidates/candidate-access';
import { requireProjectPermission } from '../projects/project-access';
import { ensureSchedulingLink } from './ensure-scheduling-link';
import { decideOffer, findOffer } from './scheduling-offer-store';
import { sendSchedulingLink } from './send-scheduling-link';

/** The offer, through its candidate's access (decision 014) and the right to change candidates. */
const loadOffer = async (
  app: AppContext,
  tenant: TenantContext,
  projectId: string,
  offerId: string,
) => {
  const offer = await findOffer(app.db, tenant.workspaceId, projectId, offerId);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  const access = await loadCandidateAccess(app.db, tenant, offer.candidate_id, projectId);
  if (access.project) requireProjectPermission(access.project.access, 'project:candidates:edit');
  return access.candidate;
};

/**
 * POST …/scheduling-offer/{offerId}/approve: the candidate's scheduling link is made from the
 * project's scheduling settings (or the live one reused) and e-mailed to them; once.
 */
export const approveSchedulingOffer = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  offerId: string,
) => {
  const candidate = await loadOffer(app, tenant, projectId, offerId);
  if (!candidate.email) throw unprocessable(NO_EMAIL_FOR_LINK_MESSAGE);
  const email = candidate.email;
  const link = await app.db.transaction(async (tx) => {
    const offer = await findOffer(tx, tenant.workspaceId, projectId, offerId, { lock: true });
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    if (offer.status !== 'pending') throw unprocessable(OFFER_DECIDED);
    const ensured = await ensureSchedulingLink(app, tx, {
      workspaceId: tenant.workspaceId,
      projectId,
      candidateId: offer.candidate_id,
      createdBy: userId,
    });
    if (!ensured.ok) throw unprocessable(ensured.problem);
    await decideOffer(tx, tenant.workspaceId, offerId, {
      status: 'approved',
      userId,
      linkId: ensured.id,
    });
    return ensured;
  });
  await sendSchedulingLink(app, email, {
    title: link.title,
    url: link.url,
    durationMinutes: link.durationMinutes,
    organizers: link.organizers,
  });
  return { id: link.id, url: link.url, status: 'open' as const, emailed_to: email };
};

/** POST …/scheduling-offer/{offerId}/dismiss: nothing is sent; the item leaves "Needs you". */
export const dismissSchedulingOffer = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  offerId: string,
): Promise<void> => {
  await loadOffer(app, tenant, projectId, offerId);
  await app.db.transaction(async (tx) => {
    const offer = await findOffer(tx, tenant.workspaceId, projectId, offerId, { lock: true });
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    if (offer.status !== 'pending') throw unprocessable(OFFER_DECIDED);
    await decideOffer(tx, tenant.workspaceId, offerId, {
      status: 'dismissed',
      userId,
      linkId: null,
    });
  });
};
