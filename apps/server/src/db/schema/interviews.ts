import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { InterviewSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import { user } from './auth';
import { project } from './projects';
import { timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

/**
 * The interview design of a charlie project (issue 18, decision 031): its plan and settings, one
 * row per project, deleted with the project and with the workspace. A null plan or settings is
 * not saved yet (the settings then read as the defaults).
 */
export const interviewDesign = pgTable(
  'interview_design',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    plan: jsonb('plan').$type<InterviewPlan | null>(),
    settings: jsonb('settings').$type<InterviewSettings | null>(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('interview_design_project_uq').on(table.projectId)],
);
