import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The partner portal's reads (decision 051): shared projects, submissions and the duplicate check.
 * Every query takes the workspace id.
 */

export type ProjectRef = { _id: string; name: string };

/** Submissions per partner user (optionally within one project). */
export const countSubmissionsByUser = async (
  db: Executor,
  workspaceId: string,
  projectId: string | null = null,
): Promise<Map<string, number>> => {
  const rows = (
    await db.execute<{ user_id: string; count: number }>(sql`
      select pc.added_by_user_id as user_id, count(*)::int as count
        from project_candidate pc
       where pc.workspace_id = ${workspaceId} and pc.source = 'partner'
         and pc.added_by_user_id is not null
         and (${projectId}::uuid is null or pc.project_id = ${projectId}::uuid)
       group by pc.added_by_user_id`)
  ).rows;
  return new Map(rows.map((row) => [row.user_id, row.count]));
};

/** Of these ids, the projects of the workspace (not archived), with their names. */
export const findProjectsByIds = async (
  db: Executor,
  workspaceId: string,
  projectIds: string[],
): Promise<ProjectRef[]> =>
  projectIds.length === 0
    ? []
    : (
        await db.execute<ProjectRef>(sql`
          select id as _id, name from project
           where workspace_id = ${workspaceId} and archived_at is null
             and id = any(${`{${projectIds.join(',')}}`}::uuid[])
           order by name, id`)
      ).rows;

export type SharedProjectRow = {
  _id: string;
  name: string;
  job_title: string;
  location: string | null;
  shared_at: Date;
  submission_count: number;
};

/** The projects shared with this partner member (one of them when `projectId` is given). */
export const listProjectsSharedWith = async (
  db: Executor,
  workspaceId: string,
  member: { memberId: string; userId: string },
  projectId: string | null = null,
): Promise<SharedProjectRow[]> =>
  (
    await db.execute<SharedProjectRow>(sql`
      select p.id as _id, p.name, j.title as job_title, j.location, pp.created_at as shared_at,
             (select count(*)::int from project_candidate pc
               where pc.project_id = p.id and pc.source = 'partner'
                 and pc.added_by_user_id = ${member.userId}) as submission_count
        from partner_project pp
        join project p on p.id = pp.project_id and p.workspace_id = pp.workspace_id
        join job j on j.id = p.job_id
       where pp.workspace_id = ${workspaceId} and pp.workspace_member_id = ${member.memberId}
         and p.archived_at is null
         and (${projectId}::uuid is null or p.id = ${projectId}::uuid)
       order by pp.created_at desc, p.id`)
  ).rows;

export type SubmissionRow = {
  _id: string;
  full_name: string;
  email: string | null;
  project_id: string;
  project_name: string;
  stage: string;
  sub_stage: string | null;
  submitted_at: Date;
};

/**
 * A partner's own submissions, in projects still shared with them: project links they added
 * with source partner. Nothing else of the project's pipeline.
 */
export const listSubmissionsOf = async (
  db: Executor,
  workspaceId: string,
  member: { memberId: string; userId: string },
): Promise<SubmissionRow[]> =>
  (
    await db.execute<SubmissionRow>(sql`
      select pc.id as _id, c.full_name, c.email, p.id as project_id, p.name as project_name,
             pc.stage, pc.sub_stage, pc.added_at as submitted_at
        from project_candidate pc
        join partner_project pp on pp.project_id = pc.project_id
                               and pp.workspace_member_id = ${member.memberId}
        join project p on p.id = pc.project_id and p.workspace_id = ${workspaceId}
        join candidate c on c.id = pc.candidate_id and c.workspace_id = ${workspaceId}
       where pc.workspace_id = ${workspaceId} and pc.source = 'partner'
         and pc.added_by_user_id = ${member.userId}
       order by pc.added_at desc, pc.id
       limit 1000`)
  ).rows;

/**
 * When the workspace first knew a person with this e-mail, LinkedIn key or phone (the
 * duplicate review's phone keys, decision 043): the earliest `created_at`, or null.
 */
export const firstKnownAt = async (
  db: Executor,
  workspaceId: string,
  keys: { email: string | null; linkedinKey: string | null; phones: string[] },
): Promise<Date | null> => {
  const phones = `{${keys.phones.map((phone) => `"${phone.replace(/["\\]/g, '')}"`).join(',')}}`;
  const [row] = (
    await db.execute<{ first: Date | null }>(sql`
      select min(c.created_at) as first
        from candidate c
       where c.workspace_id = ${workspaceId}
         and ((${keys.email}::text is not null and c.email = ${keys.email})
           or (${keys.linkedinKey}::text is not null and c.linkedin_key = ${keys.linkedinKey})
           or (cardinality(${phones}::text[]) > 0 and c.phone_numbers <> '{}'
               and hl_phone_keys(c.phone_numbers) && hl_phone_keys(${phones}::text[])))`)
  ).rows;
  return row?.first ? new Date(row.first) : null;
};

/** Partner submissions of a workspace queue here, for the rest of the transaction. */
export const lockPartnerSubmissions = async (db: Executor, workspaceId: string): Promise<void> => {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`partner-submission:${workspaceId}`}))`,
  );
};

export const findLinkId = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<string | undefined> =>
  (
    await db.execute<{ id: string }>(sql`
      select id from project_candidate
       where workspace_id = ${workspaceId} and project_id = ${projectId}
         and candidate_id = ${candidateId}`)
  ).rows[0]?.id;
