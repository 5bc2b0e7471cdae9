import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './tenant-columns';

/**
 * A people-data provider's profile as a search returned it, so saving the person reads it from
 * the server and never from the client (decision 028). Rows older than a day are not used.
 */
export const providerProfile = pgTable(
  'provider_profile',
  {
    ...tenantColumns(),
    providerId: text('provider_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_profile_workspace_provider_uq').on(table.workspaceId, table.providerId),
  ],
);
