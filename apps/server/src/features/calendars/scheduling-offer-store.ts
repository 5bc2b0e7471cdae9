import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { schedulingOffer } from '../../db/schema/calendars';

/**
 * A strong_hire or hire verdict waits for a person to offer the candidate an interview slot:
 * once per evaluation, so scoring again or a second verdict on it offers nothing new.
 */
export const offerInterviewSlot = async (
  tx: Executor,
  values: { workspaceId: string; evaluationId: string; projectId: string },
): Promise<void> => {
  await tx.insert(schedulingOffer).values(values).onConflictDoNothing();
};

export type PendingOfferRow = {
  id: string;
  project_id: string;
  project_name: string;
  candidate_id: string;
  candidate_name: string;
};

/**
 * The offers nobody answered, in the projects the member may see (null: every project), whose
 * candidate is still in the project and whose invitation was not revoked.
 */
export const listPendingOffers = async (
  db: Executor,
  workspaceId: string,
  memberId: string | null,
): Promise<PendingOfferRow[]> => {
  const visible =
    memberId === null
      ? sql`true`
      : sql`o.project_id in (select pm.project_id from project_member pm
              where pm.workspace_member_id = ${memberId})`;
  const result = await db.execute<PendingOfferRow>(sql`
    select o.id, o.project_id, p.name as project_name, i.candidate_id,
           coalesce(nullif(c.full_name, ''), c.email, 'this candidate') as candidate_name
      from scheduling_offer o
      join interview_evaluation ev on ev.id = o.evaluation_id
      join interview_invitation i on i.id = ev.invitation_id
      join candidate c on c.id = i.candidate_id
      join project p on p.id = o.project_id
      join project_candidate pc on pc.project_id = o.project_id and pc.candidate_id = i.candidate_id
     where o.workspace_id = ${workspaceId} and o.status = 'pending' and i.revoked_at is null
       and p.archived_at is null and ${visible}
     order by o.created_at, o.id
     limit 50`);
  return result.rows;
};

export type OfferRow = {
  id: string;
  workspace_id: string;
  project_id: string;
  candidate_id: string;
  status: string;
};

export const findOffer = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  offerId: string,
  options: { lock?: boolean } = {},
): Promise<OfferRow | undefined> => {
  const result = await db.execute<OfferRow>(sql`
    select o.id, o.workspace_id, o.project_id, i.candidate_id, o.status
      from scheduling_offer o
      join interview_evaluation ev on ev.id = o.evaluation_id
      join interview_invitation i on i.id = ev.invitation_id
     where o.workspace_id = ${workspaceId} and o.project_id = ${projectId} and o.id = ${offerId}
     ${options.lock ? sql`for update of o` : sql``}`);
  return result.rows[0];
};

export const decideOffer = async (
  tx: Executor,
  workspaceId: string,
  offerId: string,
  decision: { status: 'approved' | 'dismissed'; userId: string; linkId: string | null },
): Promise<void> => {
  await tx
    .update(schedulingOffer)
    .set({
      status: decision.status,
      linkId: decision.linkId,
      decidedBy: decision.userId,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(schedulingOffer.workspaceId, workspaceId), eq(schedulingOffer.id, offerId)));
};
