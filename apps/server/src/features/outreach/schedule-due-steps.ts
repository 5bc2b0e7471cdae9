import { ICE_BREAKER_VARIABLE } from '@hirelane/domain/campaigns/template-variables';
import { deliveryMessageId } from '@hirelane/domain/outreach/delivery-rules';
import {
  mayContact,
  personRefusal,
  type ContactFacts,
} from '@hirelane/domain/outreach/contact-rulebook';
import { planNextStep } from '@hirelane/domain/outreach/next-step';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { mailboxProblem } from '../accounts/account-status-store';
import { candidateValues } from '../campaigns/previews/get-preview-values';
import { readContactFactsOfMany } from '../candidates/read-contact-facts';
import { NO_EMAIL_REASON, refuseEnrollment } from './contact-refusals';
import { holdEnrollment } from './enrollment-progress-store';
import { lockDueEnrollments, type DueEnrollment } from './due-enrollment-store';
import { OutreachContext } from './outreach-context';
import { PlannedStepWrites } from './planned-step-writes';
import { missingValuesReason, renderCampaignEmail } from './render-campaign-email';
import { SendSlotPlanner } from './send-slot-planner';
import { deliveryLinks } from './tracking-links';
import { writePersonalizedOpener } from './write-personalized-opener';
import { planLinkedinStep } from './plan-linkedin-step';
import { planCallStep } from './plan-call-step';
import { planWhatsappStep } from './plan-whatsapp-step';
import { randomUUID } from 'node:crypto';
import { fillSchedulingLink } from './scheduling-link-value';

export const NO_SENDER_REASON = 'Not sent: the campaign has no sender mailbox.';
export const NO_ROOM_REASON =
  'Waiting: the sender mailbox has reached its daily limit for the coming days.';
export const senderProblemReason = (email: string, problem: string) =>
  `Not sent: the sender mailbox ${email} can't send (${problem}).`;

type Batch = {
  app: AppContext;
  tx: Executor;
  now: Date;
  context: OutreachContext;
  slots: SendSlotPlanner;
  writes: PlannedStepWrites;
  /** What the contact rulebook knows of each candidate of the batch, by candidate id. */
  contactFacts: Map<string, ContactFacts>;
};

const contactFactsOf = (batch: Batch, due: DueEnrollment): ContactFacts => {
  const facts = batch.contactFacts.get(due.candidate.id);
  if (!facts) throw new Error('the batch read no contact facts for this candidate');
  return facts;
};

/**
 * The e-mail step of one enrolment: rendered for the candidate now (a missing value holds them
 * with the reason), given its send time, and stored as the one delivery of (enrolment, step).
 */
const planEmail = async (
  batch: Batch,
  due: DueEnrollment,
  index: number,
  step: { step_id: string; config: Record<string, unknown> },
): Promise<void> => {
  const { tx, now, app } = batch;
  const { enrollment, candidate } = due;
  const workspaceId = enrollment.workspaceId;
  const hold = (reason: string) => holdEnrollment(tx, workspaceId, enrollment.id, reason, now);

  const box = await batch.context.mailboxFor(
    workspaceId,
    enrollment.mailboxId,
    due.campaign.fromEmail,
  );
  if (!box) return hold(NO_SENDER_REASON);
  const problem = mailboxProblem(box);
  if (problem) return hold(senderProblemReason(box.email, problem.reason));
  const contact = mayContact(contactFactsOf(batch, due), {
    channel: 'email',
    now,
    purpose: 'sequence',
  });
  if (!contact.allowed) return refuseEnrollment(tx, workspaceId, enrollment.id, contact, now);
  // The rulebook has checked it; this only tells the compiler.
  if (!candidate.email) return hold(NO_EMAIL_REASON);

  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const subjectTemplate = text(step.config.subject);
  const bodyTemplate = text(step.config.body);
  const job = await batch.context.jobValues(workspaceId, due.campaign.projectId);
  const values = {
    ...(await batch.context.senderValues(workspaceId, box)),
    ...job,
    ...candidateValues(candidate),
  } as Record<string, string | null | undefined>;
  if (`${subjectTemplate} ${bodyTemplate}`.includes(ICE_BREAKER_VARIABLE)) {
    try {
      values[ICE_BREAKER_VARIABLE] = await writePersonalizedOpener(
        app.text,
        candidate,
        job.job_title ?? null,
      );
    } catch (error) {
      return hold(
        `Not sent: the Personalized Opener could not be written (${error instanceof Error ? error.message : 'unknown error'}).`,
      );
    }
  }

  const noLink = await fillSchedulingLink(app, tx, due, values, [subjectTemplate, bodyTemplate]);
  if (noLink) return hold(noLink);

  const deliveryId = randomUUID();
  const rendered = renderCampaignEmail({
    subject: subjectTemplate,
    body: bodyTemplate,
    values,
    firstSubject: enrollment.threadSubject,
    signature: box.signature,
    trackOpens: due.campaign.trackOpens,
    trackClicks: due.campaign.trackClicks,
    links: deliveryLinks(app.config.appUrl, app.config.sessionSecret, deliveryId),
  });
  if (!rendered.ok) return hold(missingValuesReason(rendered.missing));

  const scheduledAt = await batch.slots.assign(workspaceId, box.id, {
    id: due.campaign.id,
    schedule: due.campaign.schedule,
    dailyLimit: due.campaign.dailyLimit,
  });
  if (!scheduledAt) return hold(NO_ROOM_REASON);

  const messageId = deliveryMessageId(enrollment.id, step.step_id, box.email);
  const references = [enrollment.threadMessageId, enrollment.lastMessageId]
    .filter((id, position, all): id is string => Boolean(id) && all.indexOf(id) === position)
    .join(' ');
  batch.writes.addEmail(
    {
      id: deliveryId,
      workspaceId,
      enrollmentId: enrollment.id,
      stepId: step.step_id,
      mailboxId: box.id,
      scheduledAt,
      messageId,
      toEmail: candidate.email,
      subject: rendered.email.subject,
      htmlBody: rendered.email.html,
      textBody: rendered.email.text,
      inReplyTo: enrollment.lastMessageId,
      references: references || null,
    },
    {
      workspaceId,
      enrollmentId: enrollment.id,
      stepIndex: index + 1,
      mailboxId: box.id,
      threadMessageId: enrollment.threadMessageId ?? messageId,
      threadSubject: enrollment.threadSubject ?? rendered.email.subject,
      lastMessageId: messageId,
    },
  );
};

const advance = async (batch: Batch, due: DueEnrollment): Promise<void> => {
  const { tx, now } = batch;
  const { enrollment } = due;
  const workspaceId = enrollment.workspaceId;
  // The person's own wishes end the sequence whatever its next step (decision 046).
  const refusal = personRefusal(contactFactsOf(batch, due), 'sequence');
  if (refusal) {
    await refuseEnrollment(tx, workspaceId, enrollment.id, refusal, now);
    return;
  }
  const planned = planNextStep(due.steps, enrollment.stepIndex);
  switch (planned.kind) {
    case 'complete':
      batch.writes.addCompletion({
        workspaceId,
        enrollmentId: enrollment.id,
        projectId: due.campaign.projectId,
        candidateId: enrollment.candidateId,
      });
      return;
    case 'delay':
      batch.writes.addWait({
        workspaceId,
        enrollmentId: enrollment.id,
        stepIndex: planned.nextIndex,
        nextRunAt: new Date(now.getTime() + planned.waitMs),
      });
      return;
    case 'email':
      await planEmail(batch, due, planned.index, planned.step);
      return;
    case 'linkedin':
      await planLinkedinStep(
        batch.app,
        tx,
        batch.context,
        due,
        planned.index,
        now,
        contactFactsOf(batch, due),
      );
      return;
    case 'call':
      return planCallStep(batch.app, tx, due, planned.index, now, contactFactsOf(batch, due));
    case 'whatsapp':
      return planWhatsappStep(batch.app, tx, batch.context, due, planned.index, now);
    case 'held':
      // Never passed: the candidate waits at the step until it is removed from the campaign.
      await holdEnrollment(tx, workspaceId, enrollment.id, planned.reason, now);
      return;
  }
};

/**
 * Phase one of the engine: for each enrolment whose next step is due, plan that step (render
 * and schedule an e-mail, wait out a delay, hold at a step that cannot be sent, or finish), in one
 * transaction per batch. Answers how many enrolments it handled.
 */
export const scheduleDueSteps = async (
  app: AppContext,
  options: { now?: Date; limit?: number } = {},
): Promise<number> => {
  const now = options.now ?? new Date();
  return app.db.transaction(async (tx) => {
    const due = await lockDueEnrollments(tx, now, options.limit ?? 200);
    if (due.length === 0) return 0;
    const batch: Batch = {
      app,
      tx,
      now,
      context: new OutreachContext(tx),
      slots: new SendSlotPlanner(tx, app.config.outreach, now),
      writes: new PlannedStepWrites(),
      contactFacts: await readContactFactsOfMany(
        tx,
        due.map((one) => ({ workspaceId: one.enrollment.workspaceId, candidate: one.candidate })),
      ),
    };
    for (const one of due) await advance(batch, one);
    await batch.writes.flush(tx);
    await batch.slots.flush();
    return due.length;
  });
};
