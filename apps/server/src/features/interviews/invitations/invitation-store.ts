import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { mailbox } from '../../../db/schema/accounts';
import { campaign } from '../../../db/schema/campaigns';
import { candidate, projectCandidate } from '../../../db/schema/candidates';
import { interviewInvitation } from '../../../db/schema/interviews';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationRow = typeof interviewInvitation.$inferSelect;
export type NewInvitation = typeof interviewInvitation.$inferInsert;

/** A project's candidate as an invitation needs them (`lock`: for the send's transaction). */
export type InviteeRow = {
  candidateId: string;
  linkId: string;
  stage: string;
  subStage: string | null;
  firstName: string;
  fullName: string;
  email: string | null;
  doNotContactAt: Date | null;
  doNotContactReason: string | null;
};

export const findInvitees = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateIds: string[],
  options: { lock?: boolean } = {},
): Promise<InviteeRow[]> => {
  if (candidateIds.length === 0) return [];
  const query = db
    .select({
      candidateId: candidate.id,
      linkId: projectCandidate.id,
      stage: projectCandidate.stage,
      subStage: projectCandidate.subStage,
      firstName: candidate.firstName,
      fullName: candidate.fullName,
      email: candidate.email,
      doNotContactAt: candidate.doNotContactAt,
      doNotContactReason: candidate.doNotContactReason,
    })
    .from(projectCandidate)
    .innerJoin(
      candidate,
      and(eq(candidate.id, projectCandidate.candidateId), eq(candidate.workspaceId, workspaceId)),
    )
    .where(
      and(
        eq(projectCandidate.workspaceId, workspaceId),
        eq(projectCandidate.projectId, projectId),
        inArray(projectCandidate.candidateId, candidateIds),
      ),
    )
    .orderBy(asc(projectCandidate.id));
  return options.lock ? query.for('update', { of: projectCandidate }) : query;
};

/** The project's live (not revoked) invitations of these people. */
export const findLiveInvitations = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateIds: string[],
): Promise<InvitationRow[]> => {
  if (candidateIds.length === 0) return [];
  return db
    .select()
    .from(interviewInvitation)
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.projectId, projectId),
        inArray(interviewInvitation.candidateId, candidateIds),
        isNull(interviewInvitation.revokedAt),
      ),
    );
};

export const insertInvitations = async (
  db: Executor,
  rows: NewInvitation[],
): Promise<InvitationRow[]> =>
  rows.length === 0 ? [] : db.insert(interviewInvitation).values(rows).returning();

export const findInvitation = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  invitationId: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | undefined> => {
  const query = db
    .select()
    .from(interviewInvitation)
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.projectId, projectId),
        eq(interviewInvitation.id, invitationId),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

export const updateInvitation = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
  change: Partial<
    Pick<
      InvitationRow,
      | 'tokenHash'
      | 'email'
      | 'sentAt'
      | 'sentBy'
      | 'expiresAt'
      | 'remindersSent'
      | 'lastReminderAt'
      | 'revokedAt'
      | 'creditHoldId'
      | 'deliveredAt'
      | 'deliveryError'
      | 'thankYouSentAt'
    >
  >,
): Promise<InvitationRow> => {
  const [row] = await db
    .update(interviewInvitation)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.id, invitationId),
      ),
    )
    .returning();
  if (!row) throw new Error(`invitation ${invitationId} vanished under its lock`);
  return row;
};

export type InvitationWithName = InvitationRow & { fullName: string; sentFrom: string | null };

/** The project's invitations (or one of them), newest first, with the name and the sender. */
export const listInvitations = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  invitationId?: string,
): Promise<InvitationWithName[]> => {
  const rows = await db
    .select({
      invitation: interviewInvitation,
      fullName: candidate.fullName,
      sentFrom: mailbox.email,
    })
    .from(interviewInvitation)
    .innerJoin(
      candidate,
      and(
        eq(candidate.id, interviewInvitation.candidateId),
        eq(candidate.workspaceId, workspaceId),
      ),
    )
    .leftJoin(
      mailbox,
      and(eq(mailbox.id, interviewInvitation.mailboxId), eq(mailbox.workspaceId, workspaceId)),
    )
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.projectId, projectId),
        invitationId ? eq(interviewInvitation.id, invitationId) : undefined,
      ),
    )
    .orderBy(desc(interviewInvitation.sentAt), desc(interviewInvitation.id));
  return rows.map((row) => ({ ...row.invitation, fullName: row.fullName, sentFrom: row.sentFrom }));
};

/**
 * What became of an invitation's e-mail, written after the send: taken by the mail server
 * (`deliveredAt` for the invitation itself; the error cleared) or the reason it was not.
 */
export const recordDelivery = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
  outcome: { sent: true; at: Date | null } | { sent: false; reason: string },
): Promise<void> => {
  await db
    .update(interviewInvitation)
    .set(
      outcome.sent
        ? { deliveryError: null, ...(outcome.at ? { deliveredAt: outcome.at } : {}) }
        : { deliveryError: outcome.reason.slice(0, 1000) },
    )
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.id, invitationId),
      ),
    );
};

/**
 * Live invitations never started, sent at least a day before `now`, of every workspace, for the
 * reminder and expiry job (it decides per row by the copied settings): those whose link is still
 * valid or whose hold is still held. Keyset pages by id; locked, skipping rows another worker holds.
 */
export const claimUnusedInvitations = async (
  db: Executor,
  page: { now: Date; afterId: string | null; limit: number },
): Promise<InvitationRow[]> =>
  db
    .select()
    .from(interviewInvitation)
    .where(
      and(
        isNull(interviewInvitation.revokedAt),
        isNull(interviewInvitation.startedAt),
        isNull(interviewInvitation.completedAt),
        lte(interviewInvitation.sentAt, new Date(page.now.getTime() - DAY_MS)),
        or(
          isNotNull(interviewInvitation.creditHoldId),
          gt(interviewInvitation.expiresAt, page.now),
        ),
        page.afterId ? gt(interviewInvitation.id, page.afterId) : undefined,
      ),
    )
    .orderBy(asc(interviewInvitation.id))
    .limit(page.limit)
    .for('update', { skipLocked: true });

export type InviteeListRow = InviteeRow & { invitation: InvitationRow | null };

/** The project's people by name, each with their live invitation, and how many there are. */
export const listInvitees = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  limit: number,
): Promise<{ rows: InviteeListRow[]; total: number }> => {
  const inProject = and(
    eq(projectCandidate.workspaceId, workspaceId),
    eq(projectCandidate.projectId, projectId),
  );
  const rows = await db
    .select({
      candidateId: candidate.id,
      linkId: projectCandidate.id,
      stage: projectCandidate.stage,
      subStage: projectCandidate.subStage,
      firstName: candidate.firstName,
      fullName: candidate.fullName,
      email: candidate.email,
      doNotContactAt: candidate.doNotContactAt,
      doNotContactReason: candidate.doNotContactReason,
      invitation: interviewInvitation,
    })
    .from(projectCandidate)
    .innerJoin(
      candidate,
      and(eq(candidate.id, projectCandidate.candidateId), eq(candidate.workspaceId, workspaceId)),
    )
    .leftJoin(
      interviewInvitation,
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.projectId, projectId),
        eq(interviewInvitation.candidateId, candidate.id),
        isNull(interviewInvitation.revokedAt),
      ),
    )
    .where(inProject)
    .orderBy(asc(candidate.fullName), asc(candidate.id))
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(projectCandidate).where(inProject);
  return { rows, total: counted?.total ?? 0 };
};

/** Sets the sub-stage of these project links (no stage change, so no history row). */
export const resetSubStage = async (
  db: Executor,
  workspaceId: string,
  linkIds: string[],
  subStage: string,
): Promise<void> => {
  if (linkIds.length === 0) return;
  await db
    .update(projectCandidate)
    .set({ subStage })
    .where(
      and(eq(projectCandidate.workspaceId, workspaceId), inArray(projectCandidate.id, linkIds)),
    );
};

/** The address the project's (first) campaign sends from, or null when it names none. */
export const findCampaignFromEmail = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<string | null> => {
  const fromEmail = sql<string | null>`${campaign.config}->>'from_email'`;
  const [row] = await db
    .select({ fromEmail })
    .from(campaign)
    .where(
      and(
        eq(campaign.workspaceId, workspaceId),
        eq(campaign.projectId, projectId),
        isNotNull(fromEmail),
      ),
    )
    .orderBy(asc(campaign.createdAt))
    .limit(1);
  return row?.fromEmail ?? null;
};
