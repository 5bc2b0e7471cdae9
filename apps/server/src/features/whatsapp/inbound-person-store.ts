import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaign, campaignEnrollment } from '../../db/schema/campaigns';
import { candidate } from '../../db/schema/candidates';
import { whatsappMessage } from '../../db/schema/whatsapp';
import { workspace } from '../../db/schema/workspaces';
import { dialableNumber } from '../candidates/read-contact-facts';

export type InboundPerson = {
  candidateId: string;
  enrollmentId: string | null;
  projectId: string | null;
};

/**
 * Who wrote from this number: the person we last messaged there (with the enrolment and project
 * the message belonged to), else the one person of the workspace whose number is it.
 */
export const findInboundPerson = async (
  tx: Executor,
  workspaceId: string,
  e164: string,
): Promise<InboundPerson | null> => {
  const [messaged] = await tx
    .select({
      candidateId: whatsappMessage.candidateId,
      enrollmentId: whatsappMessage.enrollmentId,
      projectId: campaign.projectId,
    })
    .from(whatsappMessage)
    .leftJoin(campaignEnrollment, eq(campaignEnrollment.id, whatsappMessage.enrollmentId))
    .leftJoin(campaign, eq(campaign.id, campaignEnrollment.campaignId))
    .where(
      and(
        eq(whatsappMessage.workspaceId, workspaceId),
        eq(whatsappMessage.direction, 'outbound'),
        eq(whatsappMessage.toPhone, e164),
        inArray(whatsappMessage.status, ['sent', 'delivered', 'read']),
      ),
    )
    .orderBy(desc(whatsappMessage.at))
    .limit(1);
  if (messaged) return messaged;
  const lastDigits = e164.slice(-8);
  const rows = await tx
    .select()
    .from(candidate)
    .where(
      and(
        eq(candidate.workspaceId, workspaceId),
        sql`exists (select 1 from unnest(${candidate.phoneNumbers}) p
                     where right(regexp_replace(p, '\\D', '', 'g'), 8) = ${lastDigits})`,
      ),
    )
    .limit(20);
  const matches = rows.filter((row) => dialableNumber(row).e164 === e164);
  const [only] = matches;
  return matches.length === 1 && only
    ? { candidateId: only.id, enrollmentId: null, projectId: null }
    : null;
};

/** "Stop writing to me" on WhatsApp: do-not-contact from now on (no user marked it). */
export const markStopRequested = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<void> => {
  await tx
    .update(candidate)
    .set({ doNotContactAt: sql`now()`, doNotContactReason: 'Asked to stop on WhatsApp' })
    .where(
      and(
        eq(candidate.workspaceId, workspaceId),
        eq(candidate.id, candidateId),
        isNull(candidate.doNotContactAt),
      ),
    );
};

export const workspaceExists = async (db: Executor, workspaceId: string): Promise<boolean> => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(workspaceId))
    return false;
  const [row] = await db
    .select({ id: workspace.id })
    .from(workspace)
    .where(eq(workspace.id, workspaceId));
  return row !== undefined;
};
