import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * A person's erasure (decision 036): the e-mails of the workspace to or from their address that
 * no candidate row holds (an inbound mail the engine could not match). Those it matched go with
 * the candidate row (foreign key cascade), as do their enrolments, deliveries and tracking events.
 */
export const deleteUnmatchedMailOfAddress = async (
  db: Executor,
  workspaceId: string,
  email: string,
): Promise<number> => {
  const address = email.toLowerCase();
  const result = await db.execute(sql`
    delete from email_message
     where workspace_id = ${workspaceId} and candidate_id is null
       and (lower(from_email) = ${address} or lower(to_email) = ${address})`);
  return result.rowCount ?? 0;
};
