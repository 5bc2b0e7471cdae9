import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The talent search index (decision 027): one row per candidate, written only by the
 * statement-level triggers on candidate (migration 0017) from SQL functions, never by the app.
 * No foreign keys: the delete trigger removes a candidate's row, so bulk imports pay no lookup.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    candidateId: uuid('candidate_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    /** Everything, weighted: A current title, B skills, C companies and places, D the rest. */
    document: tsvector('document').notNull(),
    titleText: tsvector('title_text').notNull(),
    companyText: tsvector('company_text').notNull(),
    pastCompanyText: tsvector('past_company_text').notNull(),
    locationText: tsvector('location_text').notNull(),
    schoolText: tsvector('school_text').notNull(),
    /** `skillKey` of every skill, for exact `skills:` matching. */
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The folded full name, for fuzzy `name:` (pg_trgm). */
    nameFolded: text('name_folded').notNull(),
    seniority: text('seniority'),
    /** The words of the current title, space-delimited (" senior backend engineer "). */
    titleWords: text('title_words').notNull(),
    /** The current title without its level words (" backend engineer "). */
    titleRole: text('title_role').notNull(),
    /** Earlier titles without level words, "|"-separated ("| data analyst | backend engineer |"). */
    pastRoles: text('past_roles').notNull(),
    cityKey: text('city_key'),
    countryKey: text('country_key'),
    experienceStart: date('experience_start'),
    /** Null while a job is current (years count up to today). */
    experienceEnd: date('experience_end'),
    hasEmail: boolean('has_email').notNull(),
    hasPhone: boolean('has_phone').notNull(),
    hasLinkedin: boolean('has_linkedin').notNull(),
    doNotContact: boolean('do_not_contact').notNull(),
  },
  (table) => [
    // Keyed by workspace, then candidate (migration 0020): a broad search reads a workspace's
    // first matches in candidate id order (decision 027) without stepping over other workspaces'
    // people, which a key on the candidate id alone made the planner do (3 s for 1,001 matches
    // behind another workspace's million).
    primaryKey({ columns: [table.workspaceId, table.candidateId] }),
    // One GIN index over every searched column (migration 0020, issue 17): the conditions of one
    // search on several columns (a title, two skills, a place) are then one index scan that
    // intersects their entries, skipping through the frequent ones ("engineer") by the rare ones,
    // instead of a bitmap per index over every holder of each term.
    index('candidate_search_terms_idx').using(
      'gin',
      table.document,
      table.skillKeys,
      table.titleText,
      table.companyText,
      table.pastCompanyText,
      table.locationText,
      table.schoolText,
    ),
    index('candidate_search_name_idx').using('gin', table.nameFolded.op('gin_trgm_ops')),
  ],
);

/**
 * Candidates written by a big statement (an import) and not yet in `candidate_search`: the
 * triggers queue their ids instead of indexing them inside the statement, and the
 * `search.index-pending` job indexes them in batches (migration 0019, decision 027).
 */
export const candidateSearchPending = pgTable(
  'candidate_search_pending',
  {
    workspaceId: uuid('workspace_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.candidateId] })],
);
