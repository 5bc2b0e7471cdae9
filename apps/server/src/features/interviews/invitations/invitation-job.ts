import { dueReminder, linkState } from '@hirelane/domain/interviews/invitation-schedule';
import { renderInvitation } from '@hirelane/domain/interviews/render-invitation';
import type { AppContext } from '../../../app-context';
import type { JobDefinition } from '../../../jobs/job-definition';
import { findWorkspace } from '../../workspaces/workspace-store';
import { findJob, toJobInput } from '../../projects/job-store';
import { findProjectById } from '../../projects/project-store';
import {
  claimUnusedInvitations,
  findInvitees,
  updateInvitation,
  type InvitationRow,
} from './invitation-store';
import { invitationMailer, type InvitationMail } from './invitation-mailer';
import { releaseInvitationHold } from './release-invitation-hold';
import { hashInvitationToken, invitationToken } from './invitation-token';
import { invitationValues } from './invitation-values';
import { REMINDER_TEMPLATE } from './reminder-template';

const BATCH = 200;

/** The reminder of one invitation, or null when its token cannot be rebuilt or its data is gone. */
const reminderMail = async (
  app: AppContext,
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  row: InvitationRow,
): Promise<InvitationMail | null> => {
  const token = invitationToken(app.config.sessionSecret, row);
  // A changed session secret cannot rebuild the link: no reminder rather than a dead link.
  if (hashInvitationToken(token) !== row.tokenHash) return null;
  const [person] = await findInvitees(tx, row.workspaceId, row.projectId, [row.candidateId]);
  const project = await findProjectById(tx, row.workspaceId, row.projectId);
  const job = project ? await findJob(tx, row.workspaceId, project.jobId) : undefined;
  if (!person || !job || person.doNotContactAt) return null;
  const workspace = await findWorkspace(tx, row.workspaceId);
  const values = invitationValues({
    appUrl: app.config.appUrl,
    job: toJobInput(job),
    workspaceName: workspace?.name ?? '',
    person,
    token,
    expiresAt: row.expiresAt,
  });
  return { to: row.email, ...renderInvitation(REMINDER_TEMPLATE, values) };
};

type Round = { mails: InvitationMail[]; released: number; lastId: string | null; size: number };

const runRound = (app: AppContext, now: Date, afterId: string | null): Promise<Round> =>
  app.db.transaction(async (tx) => {
    const rows = await claimUnusedInvitations(tx, { now, afterId, limit: BATCH });
    const mails: InvitationMail[] = [];
    let released = 0;
    for (const row of rows) {
      if (linkState(row, row.settings, now) === 'expired') {
        if (row.creditHoldId) {
          await releaseInvitationHold(tx, row, null);
          released += 1;
        }
        continue;
      }
      const reminder = dueReminder(row, row.settings, now);
      if (!reminder) continue;
      await updateInvitation(tx, row.workspaceId, row.id, {
        remindersSent: reminder.remindersSentAfter,
        lastReminderAt: now,
      });
      const mail = await reminderMail(app, tx, row);
      if (mail) mails.push(mail);
    }
    return { mails, released, lastId: rows.at(-1)?.id ?? null, size: rows.length };
  });

/**
 * The invitations' clock (issue 18, decision 033), every few minutes: an unused link gets the
 * reminder that is due (dueReminder: one e-mail, the count updated in the same commit, sent after
 * it through the product's mail); an expired link never started gives its credit hold back.
 */
export const runInvitationClock = async (
  app: AppContext,
  now = new Date(),
): Promise<{ reminded: number; released: number }> => {
  let reminded = 0;
  let released = 0;
  let afterId: string | null = null;
  for (;;) {
    const round: Round = await runRound(app, now, afterId);
    const mailer = invitationMailer(app, null);
    try {
      for (const mail of round.mails) if (await mailer.send(mail)) reminded += 1;
    } finally {
      mailer.close();
    }
    released += round.released;
    afterId = round.lastId;
    if (round.size < BATCH) return { reminded, released };
  }
};

export const interviewInvitationClock: JobDefinition = {
  name: 'interviews.invitation-clock',
  everySeconds: 5 * 60,
  handler: (app) => runInvitationClock(app),
};
