import { NEEDS_YOU_KINDS, type NeedsYou } from '@hirelane/domain/activity/activity.schema';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { listPendingOffers } from '../calendars/scheduling-offer-store';
import { countNeedsYou } from './needs-you-store';

/** GET /api/activity/needs-you: what waits for someone, in the projects the caller may see. */
export const getNeedsYou = async (db: Database, tenant: TenantContext): Promise<NeedsYou> => {
  const memberId = seesEveryProject(tenant.role) ? null : tenant.memberId;
  const [rows, offers] = await Promise.all([
    countNeedsYou(db, tenant.workspaceId, memberId),
    listPendingOffers(db, tenant.workspaceId, memberId),
  ]);
  const order = (kind: string) => NEEDS_YOU_KINDS.indexOf(kind as (typeof NEEDS_YOU_KINDS)[number]);
  return {
    items: rows
      .map((row) => ({
        kind: row.kind,
        count: row.count,
        project: { id: row.project_id, name: row.project_name },
        campaign:
          row.campaign_id && row.campaign_name !== null
            ? { id: row.campaign_id, name: row.campaign_name }
            : null,
        candidate_id: row.candidate_id,
      }))
      .concat(
        // One item per offer: each is approved or dismissed on its own, right there.
        offers.map((offer) => ({
          kind: 'interview_slot_offers' as const,
          count: 1,
          project: { id: offer.project_id, name: offer.project_name },
          campaign: null,
          candidate_id: offer.candidate_id,
          offer: { id: offer.id, candidate_name: offer.candidate_name },
        })),
      )
      .sort((a, b) => order(a.kind) - order(b.kind)),
  };
};
