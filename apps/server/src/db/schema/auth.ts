import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamps } from './columns';

// Tables read and written by better-auth (core schema of better-auth 1.7), plus
// our profile columns on `user`, which better-auth leaves to their defaults.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  currentCompany: text('current_company').notNull().default(''),
  /** The role the user gave at /app/welcome (free text; the web offers JOB_ROLES). */
  jobRole: text('job_role').notNull().default(''),
  hasOnboarded: boolean('has_onboarded').notNull().default(false),
  isAllowed: boolean('is_allowed').notNull().default(true),
  isAdmin: boolean('is_admin').notNull().default(false),
  currentWorkspaceId: uuid('current_workspace_id'),
  /** First time the web app reported the browser extension installed (onboarding checklist). */
  extensionDetectedAt: timestamp('extension_detected_at', { withTimezone: true }),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Set on a session an admin opened as another user; points at the admin's own session. */
    impersonatorSessionId: text('impersonator_session_id'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** One row per magic-link request; counted per e-mail and per IP for rate limiting. */
export const signInRequest = pgTable(
  'sign_in_request',
  {
    id: idColumn(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('sign_in_request_email_idx').on(table.email, table.createdAt),
    index('sign_in_request_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** A pending change of a user's sign-in e-mail: it takes effect when the link sent to new_email is opened. */
export const emailChangeRequest = pgTable(
  'email_change_request',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('email_change_request_user_idx').on(table.userId)],
);
