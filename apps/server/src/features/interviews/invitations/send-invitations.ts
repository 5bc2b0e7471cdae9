import { randomUUID } from 'node:crypto';
import { creditCost } from '@hirelane/domain/billing/credit-prices';
import { invitationExpiresAt } from '@hirelane/domain/interviews/invitation-schedule';
import {
  SKIP_REASON_LABELS,
  type InvitationResult,
  type SendInvitationsRequest,
  type SendInvitationsResult,
  type SkipReason,
} from '@hirelane/domain/interviews/invitations.schema';
import { renderInvitation } from '@hirelane/domain/interviews/render-invitation';
import type { AppContext } from '../../../app-context';
import type { TenantContext } from '../../../http/request-context';
import { assertAffordable } from '../../billing/assert-affordable';
import { lockBalance } from '../../billing/credit-ledger-store';
import { takeCreditsWithin } from '../../billing/take-credits';
import { touchProjectActivity } from '../../projects/project-store';
import { enterInvitedStage } from './enter-invited-stage';
import { loadInvitationContext, requirePlan } from './invitation-context';
import { invitationMailer, type InvitationMail } from './invitation-mailer';
import { findSenderBox } from './invitation-sender';
import {
  findInvitees,
  findLiveInvitations,
  insertInvitations,
  recordDelivery,
  type InviteeRow,
  type NewInvitation,
} from './invitation-store';
import { hashInvitationToken, invitationToken } from './invitation-token';
import { invitationValues } from './invitation-values';

const skipped = (candidateId: string, reason: SkipReason): InvitationResult => ({
  candidate_id: candidateId,
  outcome: 'skipped',
  reason,
  message: SKIP_REASON_LABELS[reason],
});

/**
 * Invites the chosen people of a charlie project to its AI interview (issue 18, decision 033).
 * One transaction: each person is checked (in the project, an e-mail, not do-not-contact, no live
 * invitation); for all who pass, one ai_interview hold each — all or nothing: when the balance
 * cannot cover every hold, nobody is invited (422, the ledger's message) — an invitation row with
 * the plan and settings copied and the token's hash, and the move to invited / new. The e-mails go
 * after the commit, through the chosen connected mailbox (by default the project's campaign
 * mailbox) or the product's mail; each invitation records whether its e-mail went, and why not.
 */
export const sendInvitations = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: SendInvitationsRequest,
): Promise<SendInvitationsResult> => {
  const { workspaceId } = tenant;
  const prepared = await app.db.transaction(async (tx) => {
    const context = await loadInvitationContext(tx, tenant, projectId, { act: true, lock: true });
    const plan = requirePlan(context);
    const box = await findSenderBox(tx, workspaceId, projectId, input.mailbox_id);
    const ids = [...new Set(input.candidate_ids)];
    const people = new Map(
      (await findInvitees(tx, workspaceId, projectId, ids, { lock: true })).map((person) => [
        person.candidateId,
        person,
      ]),
    );
    const invited = new Set(
      (await findLiveInvitations(tx, workspaceId, projectId, ids)).map((row) => row.candidateId),
    );
    const results: InvitationResult[] = [];
    const chosen: Array<InviteeRow & { email: string }> = [];
    for (const candidateId of ids) {
      const person = people.get(candidateId);
      if (!person) results.push(skipped(candidateId, 'not_in_project'));
      else if (!person.email) results.push(skipped(candidateId, 'no_email'));
      else if (person.doNotContactAt) results.push(skipped(candidateId, 'do_not_contact'));
      else if (invited.has(candidateId)) results.push(skipped(candidateId, 'already_invited'));
      else {
        chosen.push({ ...person, email: person.email });
        results.push({ candidate_id: candidateId, outcome: 'sent', invitation_id: '' });
      }
    }

    if (chosen.length > 0) {
      await lockBalance(tx, workspaceId);
      await assertAffordable(tx, workspaceId, 'ai_interview', chosen.length);
    }
    const sentAt = new Date();
    const expiresAt = invitationExpiresAt(sentAt, context.settings);
    const rows: NewInvitation[] = [];
    const mails: Array<InvitationMail & { candidateId: string; invitationId: string }> = [];
    for (const person of chosen) {
      const id = randomUUID();
      const hold = await takeCreditsWithin(tx, 'hold', {
        workspaceId,
        action: 'ai_interview',
        idempotencyKey: `interview-invitation:${id}`,
        objectType: 'interview_invitation',
        objectId: id,
        userId,
      });
      const token = invitationToken(app.config.sessionSecret, { id, sentAt });
      rows.push({
        id,
        workspaceId,
        projectId,
        candidateId: person.candidateId,
        tokenHash: hashInvitationToken(token),
        email: person.email,
        plan,
        settings: context.settings,
        creditHoldId: hold.entry.id,
        sentBy: userId,
        mailboxId: box?.id ?? null,
        sentAt,
        expiresAt,
      });
      const values = invitationValues({
        appUrl: app.config.appUrl,
        job: context.job,
        workspaceName: context.workspaceName,
        person,
        token,
        expiresAt,
      });
      mails.push({
        candidateId: person.candidateId,
        invitationId: id,
        to: person.email,
        ...renderInvitation(input, values),
      });
    }
    const inserted = await insertInvitations(tx, rows);
    const idOf = new Map(inserted.map((row) => [row.candidateId, row.id]));
    for (const result of results)
      if (result.outcome === 'sent') result.invitation_id = idOf.get(result.candidate_id) ?? '';
    await enterInvitedStage(tx, workspaceId, chosen, userId);
    if (chosen.length > 0) await touchProjectActivity(tx, workspaceId, projectId);
    return { results, mails, box };
  });

  const mailer = invitationMailer(app, prepared.box);
  const undelivered: SendInvitationsResult['undelivered'] = [];
  try {
    for (const { candidateId, invitationId, ...mail } of prepared.mails) {
      const outcome = await mailer.send(mail);
      await recordDelivery(
        app.db,
        workspaceId,
        invitationId,
        outcome.sent ? { sent: true, at: new Date() } : outcome,
      );
      if (!outcome.sent) undelivered.push({ candidate_id: candidateId, reason: outcome.reason });
    }
  } finally {
    mailer.close();
  }
  const sent = prepared.mails.length;
  return {
    results: prepared.results,
    sent,
    skipped: prepared.results.length - sent,
    credits_held: creditCost('ai_interview', sent),
    undelivered,
  };
};
