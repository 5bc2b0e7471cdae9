import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAtColumn, idColumn } from './columns';

export const workspace = pgTable(
  'workspace',
  {
    id: idColumn(),
    name: text('name').notNull(),
    planName: text('plan_name'),
    planStatus: text('plan_status'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Stripe (decision 023): the customer of the workspace, created at its first checkout. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** Stripe: the subscription the plan columns mirror. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Past due: the unpaid invoice's hosted page (banner 5's "Pay now"); null once paid. */
    payUrl: text('pay_url'),
    /** Public address of the workspace logo (set in settings); null shows the generated mark. */
    logoUrl: text('logo_url'),
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    /** The public career page's address, /careers/{slug} (decision 039); unique across workspaces. */
    careerSlug: text('career_slug').unique(),
    careerPageEnabled: boolean('career_page_enabled').notNull().default(false),
    /** The career page's accent colour, #rrggbb; null uses the product's. */
    careerBrandColor: text('career_brand_color'),
    /** Days interview recordings and transcripts are kept (issue 18, decision 035; 7..3650). */
    interviewRetentionDays: integer('interview_retention_days').notNull().default(180),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check(
      'workspace_interview_retention_days_ck',
      sql`${table.interviewRetentionDays} between 7 and 3650`,
    ),
  ],
);

export const workspaceMember = pgTable(
  'workspace_member',
  {
    id: idColumn(),
    // The same column as tenant-columns.ts gives, written here: that file imports this one.
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** A recruiting partner's agency (role partner, decision 051); null for the team. */
    agencyName: text('agency_name'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('workspace_member_workspace_user_uq').on(table.workspaceId, table.userId),
    index('workspace_member_user_idx').on(table.userId),
  ],
);

export const workspaceInvitation = pgTable(
  'workspace_invitation',
  {
    id: idColumn(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    invitedByUserId: text('invited_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(1),
    /** A partner invitation (decision 051): the agency, and the projects shared on acceptance. */
    agencyName: text('agency_name'),
    projectIds: uuid('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('workspace_invitation_workspace_idx').on(table.workspaceId),
    uniqueIndex('workspace_invitation_pending_uq')
      .on(table.workspaceId, table.email)
      .where(sql`status = 'pending'`),
  ],
);
