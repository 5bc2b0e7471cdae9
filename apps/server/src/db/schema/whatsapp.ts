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
import type { CloudTemplateMessage } from '../../integrations/whatsapp/cloud-api-client';
import { campaignEnrollment } from './campaigns';
import { candidate } from './candidates';
import { inboxThread } from './inbox';
import { tenantColumns } from './tenant-columns';

/**
 * The workspace's WhatsApp Web gateway account (decision 048): one per workspace, its gateway
 * session named after the workspace. Only WORKING or FAILED is stored (SPEC 3): the states in
 * between are read live from the gateway while pairing.
 */
export const whatsappAccount = pgTable(
  'whatsapp_account',
  {
    ...tenantColumns(),
    session: text('session').notNull(),
    status: text('status').notNull(),
    /** The paired phone (digits), once WORKING. */
    phone: text('phone'),
    errorMessage: text('error_message'),
    /** The next moment a message may go (the gap between two sends, like e-mail). */
    nextSendAt: timestamp('next_send_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('whatsapp_account_workspace_uq').on(table.workspaceId),
    uniqueIndex('whatsapp_account_session_uq').on(table.session),
  ],
);

/**
 * The workspace's WhatsApp Business Cloud API account (decision 048, business account): the
 * phone number and business account (WABA) ids, the access token and the app secret sealed with
 * ENCRYPTION_KEY, and the token Meta's webhook verification must echo. Only WORKING or FAILED.
 */
export const whatsappBusinessAccount = pgTable(
  'whatsapp_business_account',
  {
    ...tenantColumns(),
    phoneNumberId: text('phone_number_id').notNull(),
    wabaId: text('waba_id').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    appSecretSealed: text('app_secret_sealed').notNull(),
    verifyToken: text('verify_token').notNull(),
    /** As Meta shows it, e.g. "+1 555-013-3700". */
    displayPhoneNumber: text('display_phone_number'),
    status: text('status').notNull(),
    errorMessage: text('error_message'),
    templatesSyncedAt: timestamp('templates_synced_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('whatsapp_business_account_workspace_uq').on(table.workspaceId),
    uniqueIndex('whatsapp_business_account_phone_uq').on(table.phoneNumberId),
  ],
);

/**
 * One WhatsApp message. Outbound: planned once per (enrolment, step), claimed by a worker with a
 * lease, `sent` only when the gateway accepted it, then delivered/read/failed by its webhooks.
 * Inbound: a person's message, recorded once per provider id. Joins the inbox thread by trigger.
 */
export const whatsappMessage = pgTable(
  'whatsapp_message',
  {
    ...tenantColumns(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id').references(() => campaignEnrollment.id, {
      onDelete: 'set null',
    }),
    stepId: uuid('step_id'),
    accountId: uuid('account_id').references(() => whatsappAccount.id, { onDelete: 'set null' }),
    /** Sent or received through the Cloud API account instead of the gateway. */
    businessAccountId: uuid('business_account_id').references(() => whatsappBusinessAccount.id, {
      onDelete: 'set null',
    }),
    direction: text('direction').notNull(),
    /** outbound: scheduled → sending → sent → delivered → read | failed; inbound: received. */
    status: text('status').notNull(),
    toPhone: text('to_phone'),
    fromPhone: text('from_phone'),
    body: text('body'),
    templateName: text('template_name'),
    templateVariables: text('template_variables').array(),
    /** A Cloud API template message as it is sent (name, language, filled parameters). */
    templatePayload: jsonb('template_payload').$type<CloudTemplateMessage>(),
    providerMessageId: text('provider_message_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** When it was sent or received: the message's place in the conversation. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    threadId: uuid('thread_id').references(() => inboxThread.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('whatsapp_message_step_uq').on(table.enrollmentId, table.stepId),
    uniqueIndex('whatsapp_message_provider_uq').on(table.providerMessageId),
    index('whatsapp_message_due_idx')
      .on(table.scheduledAt)
      .where(sql`status in ('scheduled', 'sending')`),
    index('whatsapp_message_candidate_idx').on(table.candidateId, table.at),
    index('whatsapp_message_thread_idx').on(table.threadId, table.at),
  ],
);
