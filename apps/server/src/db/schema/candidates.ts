import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  EducationEntry,
  ExperienceEntry,
} from '@hirelane/domain/candidates/parsed-resume.schema';
import { user } from './auth';
import { storedFile } from './files';
import { project } from './projects';
import { createdAtColumn, idColumn, timestamps } from './columns';
import { tenantColumns, workspaceIdColumn } from './tenant-columns';

/**
 * A person in a workspace. The same e-mail or the same normalised LinkedIn URL is the same
 * person (DESIGN §5); the partial unique indexes make that hold under concurrent imports.
 */
export const candidate = pgTable(
  'candidate',
  {
    ...tenantColumns(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    email: text('email'),
    linkedinKey: text('linkedin_key'),
    linkedinUrl: text('linkedin_url'),
    currentCompany: text('current_company'),
    designation: text('designation'),
    phoneNumbers: text('phone_numbers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    currentCity: text('current_city'),
    country: text('country'),
    normalizedTitle: text('normalized_title'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'`),
    summary: text('summary'),
    experience: jsonb('experience').$type<ExperienceEntry[]>().notNull().default([]),
    education: jsonb('education').$type<EducationEntry[]>().notNull().default([]),
    source: text('source').notNull(),
    resumeFileId: uuid('resume_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    /** Do not contact on any channel (unsubscribed, asked by hand, erased): every sequence stops. */
    doNotContactAt: timestamp('do_not_contact_at', { withTimezone: true }),
    doNotContactReason: text('do_not_contact_reason'),
    /** Who marked it by hand; null for an unsubscribe link (or a user since deleted). */
    doNotContactByUserId: text('do_not_contact_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    /** When a contact reveal (a paid people-data lookup) last wrote a found e-mail or phone. */
    contactRevealedAt: timestamp('contact_revealed_at', { withTimezone: true }),
    /** The talent-pool generator's stable key of a seeded person, so a re-run adds nobody twice. */
    poolKey: text('pool_key'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('candidate_workspace_email_uq')
      .on(table.workspaceId, table.email)
      .where(sql`email is not null`),
    uniqueIndex('candidate_workspace_linkedin_uq')
      .on(table.workspaceId, table.linkedinKey)
      .where(sql`linkedin_key is not null`),
    uniqueIndex('candidate_workspace_pool_key_uq')
      .on(table.workspaceId, table.poolKey)
      .where(sql`pool_key is not null`),
    // The candidates directory's two orders, paged by (key, id) (decision 038).
    index('candidate_directory_recent_idx').on(table.workspaceId, table.createdAt, table.id),
    index('candidate_directory_name_idx').on(table.workspaceId, table.fullName, table.id),
  ],
);

/**
 * A candidate in one project's pipeline. Imports insert these a million at a time, and every
 * foreign key costs a lookup per row, so the redundant ones are left out: the rows go with their
 * workspace through project and candidate, and `added_by_user_id` is nulled when its user is
 * deleted by a trigger on "user" (migration 0004) rather than by a foreign key.
 */
export const projectCandidate = pgTable(
  'project_candidate',
  {
    id: idColumn(),
    workspaceId: uuid('workspace_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    subStage: text('sub_stage'),
    source: text('source').notNull(),
    customValues: jsonb('custom_values')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default({}),
    addedByUserId: text('added_by_user_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_candidate_project_candidate_uq').on(table.projectId, table.candidateId),
    index('project_candidate_counts_idx').on(table.projectId, table.stage, table.subStage),
    index('project_candidate_candidate_idx').on(table.candidateId),
    // The pipeline table's default order (newest first), for all candidates and per stage tab.
    index('project_candidate_added_idx').on(table.projectId, table.addedAt, table.id),
    index('project_candidate_stage_added_idx').on(
      table.projectId,
      table.stage,
      table.addedAt,
      table.id,
    ),
  ],
);

/**
 * Every pipeline move: who, when, from, to. Rows are never updated. Entering a project is not a
 * move: it is the link's added_at / added_by (the candidate page shows it as the first entry).
 * Like project_candidate, no foreign keys to workspace (the rows go with their link) or user
 * (nulled by the trigger of migration 0004).
 */
export const stageHistory = pgTable(
  'stage_history',
  {
    id: idColumn(),
    workspaceId: uuid('workspace_id').notNull(),
    projectCandidateId: uuid('project_candidate_id')
      .notNull()
      .references(() => projectCandidate.id, { onDelete: 'cascade' }),
    /**
     * The link's project, copied so the reports read a project's moves by index without joining
     * every link (decision 040); a writer that leaves it out gets it from the link (trigger of
     * migration 0030).
     */
    projectId: uuid('project_id'),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    movedByUserId: text('moved_by_user_id'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stage_history_project_candidate_idx').on(table.projectCandidateId),
    // The activity feed: a workspace's moves newest first, paged by (moved_at, id).
    index('stage_history_feed_idx').on(table.workspaceId, table.movedAt, table.id),
    // The project report's pass over a project's moves, per link in order (decision 040); the
    // migration adds INCLUDE (from_stage, to_stage) so the pass is an index-only scan.
    index('stage_history_project_idx').on(
      table.projectId,
      table.projectCandidateId,
      table.movedAt,
      table.id,
    ),
  ],
);

export const candidateNote = pgTable(
  'candidate_note',
  {
    ...tenantColumns(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => project.id, { onDelete: 'set null' }),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('candidate_note_candidate_idx').on(table.candidateId)],
);

/**
 * Pipeline stage counts as deltas: statement-level triggers on project_candidate (migration
 * 0003) append one row per (project, stage, sub-stage) a statement changed, so reading the
 * counts sums a few rows instead of counting every candidate, and concurrent writers never
 * wait on a shared counter row. Reads compact a project's deltas when they pile up. No foreign
 * keys: rows go with their project through a trigger on project.
 */
export const projectStageCount = pgTable(
  'project_stage_count',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id').notNull(),
    projectId: uuid('project_id').notNull(),
    stage: text('stage').notNull(),
    subStage: text('sub_stage'),
    delta: integer('delta').notNull(),
  },
  (table) => [index('project_stage_count_project_idx').on(table.projectId)],
);

/**
 * Every do-not-contact change made by hand (marked with its reason, or lifted), by whom and when.
 * Rows are never updated; the candidate row holds the current state.
 */
export const doNotContactChange = pgTable(
  'do_not_contact_change',
  {
    ...tenantColumns(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    /** marked, lifted. */
    action: text('action').notNull(),
    reason: text('reason'),
    changedByUserId: text('changed_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('do_not_contact_change_candidate_idx').on(table.candidateId)],
);

/**
 * "Not a duplicate" (decision 043): a pair of people the duplicate review offered and a user
 * said are two persons, never offered again. The pair is kept in id order (candidate_a < b).
 */
export const candidateDuplicateDismissal = pgTable(
  'candidate_duplicate_dismissal',
  {
    workspaceId: workspaceIdColumn(),
    candidateA: uuid('candidate_a')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    candidateB: uuid('candidate_b')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    dismissedByUserId: text('dismissed_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateA, table.candidateB] }),
    index('candidate_duplicate_dismissal_b_idx').on(table.candidateB),
  ],
);
