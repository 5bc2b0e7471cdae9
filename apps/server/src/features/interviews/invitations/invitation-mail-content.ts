import type { InvitationTemplate } from '@hirelane/domain/interviews/invitations.schema';
import { renderInvitation } from '@hirelane/domain/interviews/render-invitation';
import type { AppContext } from '../../../app-context';
import type { Executor } from '../../../db/client';
import { findJob, toJobInput } from '../../projects/job-store';
import { findProjectById } from '../../projects/project-store';
import { findWorkspace } from '../../workspaces/workspace-store';
import type { InvitationMail } from './invitation-mailer';
import { findInvitees, type InvitationRow } from './invitation-store';
import { hashInvitationToken, invitationToken } from './invitation-token';
import { invitationValues } from './invitation-values';

/**
 * A later e-mail of an invitation (a reminder, the thank-you) rendered with the invitation's
 * values and its own link; null when the link cannot be rebuilt (a changed session secret), the
 * person or the job is gone, or the person is marked do not contact.
 */
export const invitationMailFor = async (
  app: Pick<AppContext, 'config'>,
  db: Executor,
  row: InvitationRow,
  template: InvitationTemplate,
): Promise<InvitationMail | null> => {
  const token = invitationToken(app.config.sessionSecret, row);
  if (hashInvitationToken(token) !== row.tokenHash) return null;
  const [person] = await findInvitees(db, row.workspaceId, row.projectId, [row.candidateId]);
  const project = await findProjectById(db, row.workspaceId, row.projectId);
  const job = project ? await findJob(db, row.workspaceId, project.jobId) : undefined;
  if (!person || !job || person.doNotContactAt) return null;
  const workspace = await findWorkspace(db, row.workspaceId);
  const values = invitationValues({
    appUrl: app.config.appUrl,
    job: toJobInput(job),
    workspaceName: workspace?.name ?? '',
    person,
    token,
    expiresAt: row.expiresAt,
  });
  return { to: row.email, ...renderInvitation(template, values) };
};
