import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SalaryRange } from '@hirelane/domain/projects/job.schema';
import { user } from './auth';
import { workspaceMember } from './workspaces';
import { createdAtColumn, timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

export const job = pgTable(
  'job',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    company: text('company'),
    location: text('location'),
    remotePolicy: text('remote_policy'),
    employmentType: text('employment_type'),
    seniority: text('seniority'),
    salary: jsonb('salary').$type<SalaryRange | null>(),
    description: text('description'),
    mustHaveSkills: text('must_have_skills')
      .array()
      .notNull()
      .default(sql`'{}'`),
    niceToHaveSkills: text('nice_to_have_skills')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps(),
  },
  (table) => [index('job_workspace_idx').on(table.workspaceId)],
);

export const project = pgTable(
  'project',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    agent: text('agent').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id),
    /** The linked campaign; created with the project in the same transaction. */
    campaignId: uuid('campaign_id').notNull(),
    bgImageId: text('bg_image_id').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
    /** Last time anyone opened or changed the project: the order of "sort by recent". */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when the project is listed on the workspace's public career page with an apply form
     * (decision 039; the job posting's datePosted); null when it is not published.
     */
    careerPublishedAt: timestamp('career_published_at', { withTimezone: true }),
  },
  (table) => [index('project_workspace_activity_idx').on(table.workspaceId, table.lastActivityAt)],
);

export const projectMember = pgTable(
  'project_member',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    workspaceMemberId: uuid('workspace_member_id')
      .notNull()
      .references(() => workspaceMember.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('project_member_project_member_uq').on(table.projectId, table.workspaceMemberId),
    index('project_member_member_idx').on(table.workspaceMemberId),
  ],
);

/**
 * A project shared with a recruiting partner (decision 051). Not a project membership: the
 * partner sees the project's name and job, and only the candidates they submitted to it.
 */
export const partnerProject = pgTable(
  'partner_project',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    workspaceMemberId: uuid('workspace_member_id')
      .notNull()
      .references(() => workspaceMember.id, { onDelete: 'cascade' }),
    grantedByUserId: text('granted_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('partner_project_project_member_uq').on(table.projectId, table.workspaceMemberId),
    index('partner_project_member_idx').on(table.workspaceMemberId),
  ],
);

export const customField = pgTable(
  'custom_field',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [index('custom_field_project_idx').on(table.projectId)],
);

export const savedSearch = pgTable(
  'saved_search',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
    /** When a search-kind saved search was last run (its "N new since last run" counts from here). */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  },
  (table) => [index('saved_search_project_idx').on(table.projectId)],
);
