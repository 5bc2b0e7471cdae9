import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import type { Executor } from '../../db/client';
import { findSenderMailbox } from '../accounts/mailbox-engine-store';
import type { MailboxRow } from '../accounts/mailbox-store';
import { jobTemplateValues } from '../campaigns/previews/job-template-values';
import { findSenderProfile } from '../campaigns/previews/preview-values-store';
import { findJob, toJobInput } from '../projects/job-store';
import { findProjectById } from '../projects/project-store';

export type SenderMailbox = MailboxRow;

const EMPTY_JOB = { job_title: null, job_location: null, company_name: null, job_salary: null };

const orNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

/**
 * Lookups shared by the enrolments of one scheduling batch (the same campaign, mailbox and job
 * again and again): each is read once per batch.
 */
export class OutreachContext {
  private readonly mailboxes = new Map<string, Promise<SenderMailbox | undefined>>();
  private readonly jobs = new Map<string, Promise<VariableValues>>();
  private readonly senders = new Map<string, Promise<VariableValues>>();

  constructor(private readonly tx: Executor) {}

  /** The enrolment's thread mailbox when it has one, else the campaign's sender address. */
  mailboxFor(workspaceId: string, mailboxId: string | null, fromEmail: string | null) {
    const key = `${workspaceId}:${mailboxId ?? `email:${(fromEmail ?? '').toLowerCase()}`}`;
    let found = this.mailboxes.get(key);
    if (!found) {
      found = findSenderMailbox(this.tx, workspaceId, mailboxId, fromEmail);
      this.mailboxes.set(key, found);
    }
    return found;
  }

  jobValues(workspaceId: string, projectId: string): Promise<VariableValues> {
    const key = `${workspaceId}:${projectId}`;
    let values = this.jobs.get(key);
    if (!values) {
      values = (async () => {
        const project = await findProjectById(this.tx, workspaceId, projectId);
        const job = project ? await findJob(this.tx, workspaceId, project.jobId) : undefined;
        return job ? jobTemplateValues(toJobInput(job)) : EMPTY_JOB;
      })();
      this.jobs.set(key, values);
    }
    return values;
  }

  /** The sender variables: the person who connected the mailbox, its address, the workspace. */
  senderValues(workspaceId: string, box: SenderMailbox): Promise<VariableValues> {
    const key = `${workspaceId}:${box.id}`;
    let values = this.senders.get(key);
    if (!values) {
      values = (async () => {
        const profile = box.userId
          ? await findSenderProfile(this.tx, box.userId, workspaceId)
          : undefined;
        const [nameFirst, ...nameRest] = (box.displayName ?? '').trim().split(/\s+/);
        const first = orNull(profile?.firstName) ?? orNull(nameFirst);
        const last = orNull(profile?.lastName) ?? orNull(nameRest.join(' '));
        return {
          sender_first_name: first,
          sender_last_name: last,
          sender_full_name: orNull([first, last].filter(Boolean).join(' ')),
          sender_email: box.email,
          sender_company: orNull(profile?.company),
        };
      })();
      this.senders.set(key, values);
    }
    return values;
  }
}
