import type { Executor } from '../../db/client';
import { completeCampaignCandidates } from '../pipeline/campaign-pipeline-store';
import type { ScheduledEmail } from './delivery-store';
import {
  completeEnrollments,
  insertScheduledEmails,
  saveWaits,
  savePlannedThreads,
  type PlannedCompletion,
  type PlannedThread,
  type PlannedWait,
} from './planned-step-store';

/**
 * The common writes of one planning batch (an e-mail to send, a delay to wait out, a finished
 * sequence), made in one set-based statement each when the batch ends instead of a few round
 * trips per enrolment. The batch's transaction makes them all or nothing.
 */
export class PlannedStepWrites {
  private readonly emails: ScheduledEmail[] = [];
  private readonly threads: PlannedThread[] = [];
  private readonly waits: PlannedWait[] = [];
  private readonly completions: PlannedCompletion[] = [];

  addEmail(email: ScheduledEmail, thread: PlannedThread): void {
    this.emails.push(email);
    this.threads.push(thread);
  }

  addWait(wait: PlannedWait): void {
    this.waits.push(wait);
  }

  addCompletion(completion: PlannedCompletion): void {
    this.completions.push(completion);
  }

  async flush(tx: Executor): Promise<void> {
    if (this.emails.length > 0) await insertScheduledEmails(tx, this.emails);
    if (this.threads.length > 0) await savePlannedThreads(tx, this.threads);
    if (this.waits.length > 0) await saveWaits(tx, this.waits);
    if (this.completions.length > 0) {
      await completeEnrollments(tx, this.completions);
      await completeCampaignCandidates(tx, this.completions);
    }
  }
}
