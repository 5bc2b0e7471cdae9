import { sql } from 'drizzle-orm';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { Executor } from '../../db/client';

/** The candidate and project a run acts on. */
export type RunPerson = {
  first_name: string;
  last_name: string;
  email: string | null;
  do_not_contact: boolean;
  agent: ProjectAgent;
  project_name: string;
  campaign_id: string;
};

export const findRunPerson = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<RunPerson | undefined> => {
  const result = await db.execute<RunPerson>(sql`
    select c.first_name, c.last_name, c.email, c.do_not_contact_at is not null as do_not_contact,
           p.agent, p.name as project_name, p.campaign_id
      from candidate c, project p
     where c.workspace_id = ${workspaceId} and c.id = ${candidateId}
       and p.workspace_id = ${workspaceId} and p.id = ${projectId}`);
  return result.rows[0];
};

/** The e-mail address of an active member of the workspace, by workspace member id. */
export const findActiveMemberEmail = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
): Promise<string | undefined> => {
  const result = await db.execute<{ email: string }>(sql`
    select u.email from workspace_member m join "user" u on u.id = m.user_id
     where m.workspace_id = ${workspaceId} and m.id = ${memberId} and m.status = 'active'`);
  return result.rows[0]?.email;
};

export type WorkflowRecipient = {
  email: string | null;
  do_not_contact: boolean;
  enrollment_id: string | null;
  mailbox_id: string | null;
};

/** The person and their enrolment in the project's campaign (the mailbox that wrote to them). */
export const findWorkflowRecipient = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<WorkflowRecipient | undefined> => {
  const found = await db.execute<WorkflowRecipient>(sql`
    select c.email, c.do_not_contact_at is not null as do_not_contact,
           e.id as enrollment_id, e.mailbox_id
      from candidate c
      join project p on p.workspace_id = c.workspace_id and p.id = ${projectId}
      left join campaign_enrollment e on e.campaign_id = p.campaign_id and e.candidate_id = c.id
     where c.workspace_id = ${workspaceId} and c.id = ${candidateId}`);
  return found.rows[0];
};
