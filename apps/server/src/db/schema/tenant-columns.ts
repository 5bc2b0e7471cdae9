import { uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { workspace } from './workspaces';

/**
 * `workspace_id` of a tenant row (decision 004): required, and deleted with its workspace. The
 * tables that hold no foreign key to workspace on purpose (project_candidate, stage_history,
 * project_stage_count) declare theirs by hand.
 */
export const workspaceIdColumn = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspace.id, { onDelete: 'cascade' });

/** The columns a tenant table starts with: its id and its workspace. */
export const tenantColumns = () => ({ id: idColumn(), workspaceId: workspaceIdColumn() });
