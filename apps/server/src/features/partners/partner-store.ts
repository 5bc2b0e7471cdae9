import { sql } from 'drizzle-orm';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { Executor } from '../../db/client';

/** Recruiting partners' data access (decision 051); every query takes the workspace id. */

export type PartnerRow = {
  member_id: string;
  user_id: string;
  agency_name: string | null;
  status: 'active' | 'inactive';
  first_name: string;
  last_name: string;
  email: string;
  photo: string | null;
};

export type ProjectRef = { _id: string; name: string };

export const toPartnerProfile = (row: PartnerRow) => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  photo: row.photo ?? DEFAULT_USER_PHOTO,
});

/** The partners of the workspace (members with role partner), oldest first. */
export const listPartners = async (
  db: Executor,
  workspaceId: string,
  memberId?: string,
): Promise<PartnerRow[]> =>
  (
    await db.execute<PartnerRow>(sql`
      select m.id as member_id, m.user_id, m.agency_name, m.status,
             u.first_name, u.last_name, u.email, u.image as photo
        from workspace_member m
        join "user" u on u.id = m.user_id
       where m.workspace_id = ${workspaceId} and m.role = 'partner'
         and (${memberId ?? null}::uuid is null or m.id = ${memberId ?? null}::uuid)
       order by m.created_at, m.id`)
  ).rows;

/** Per partner member: the projects shared with them. */
export const listSharedProjectsByPartner = async (
  db: Executor,
  workspaceId: string,
): Promise<Map<string, ProjectRef[]>> => {
  const rows = (
    await db.execute<{ member_id: string; _id: string; name: string }>(sql`
      select pp.workspace_member_id as member_id, p.id as _id, p.name
        from partner_project pp
        join project p on p.id = pp.project_id and p.workspace_id = pp.workspace_id
       where pp.workspace_id = ${workspaceId}
       order by p.name, p.id`)
  ).rows;
  const byMember = new Map<string, ProjectRef[]>();
  for (const row of rows)
    byMember.set(row.member_id, [
      ...(byMember.get(row.member_id) ?? []),
      { _id: row._id, name: row.name },
    ]);
  return byMember;
};

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

/** The partner members a project is shared with. */
export const listPartnerIdsOfProject = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<Set<string>> =>
  new Set(
    (
      await db.execute<{ member_id: string }>(sql`
        select workspace_member_id as member_id from partner_project
         where workspace_id = ${workspaceId} and project_id = ${projectId}`)
    ).rows.map((row) => row.member_id),
  );

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

export const grantProjects = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
  projectIds: string[],
  grantedByUserId: string | null,
): Promise<void> => {
  if (projectIds.length === 0) return;
  await db.execute(sql`
    insert into partner_project (workspace_id, project_id, workspace_member_id, granted_by_user_id)
    select ${workspaceId}, p.id, ${memberId}, ${grantedByUserId}
      from project p
     where p.workspace_id = ${workspaceId}
       and p.id = any(${`{${projectIds.join(',')}}`}::uuid[])
    on conflict (project_id, workspace_member_id) do nothing`);
};

/** Returns false when the project was not shared with this partner. */
export const revokeProject = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
  projectId: string,
): Promise<boolean> =>
  (
    await db.execute(sql`
      delete from partner_project
       where workspace_id = ${workspaceId} and workspace_member_id = ${memberId}
         and project_id = ${projectId}`)
  ).rowCount !== 0;

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

/** "Submitted by" of partner links: per project link id, the partner who submitted it. */
export const findSubmitters = async (
  db: Executor,
  workspaceId: string,
  candidateIds: string[],
): Promise<
  Array<{
    candidate_id: string;
    project_id: string;
    first_name: string;
    last_name: string;
    email: string;
    agency_name: string | null;
  }>
> =>
  candidateIds.length === 0
    ? []
    : (
        await db.execute<{
          candidate_id: string;
          project_id: string;
          first_name: string;
          last_name: string;
          email: string;
          agency_name: string | null;
        }>(sql`
          select pc.candidate_id, pc.project_id, u.first_name, u.last_name, u.email, m.agency_name
            from project_candidate pc
            join "user" u on u.id = pc.added_by_user_id
            left join workspace_member m on m.workspace_id = pc.workspace_id and m.user_id = u.id
           where pc.workspace_id = ${workspaceId} and pc.source = 'partner'
             and pc.candidate_id = any(${`{${candidateIds.join(',')}}`}::uuid[])`)
      ).rows;
