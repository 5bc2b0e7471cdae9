import { and, asc, count, eq, sql } from 'drizzle-orm';
import type {
  CustomField,
  CustomFieldInput,
  CustomFieldType,
} from '@hirelane/domain/pipeline/custom-field.schema';
import type { Executor } from '../../db/client';
import { projectCandidate } from '../../db/schema/candidates';
import { customField } from '../../db/schema/projects';

type CustomFieldRow = typeof customField.$inferSelect;

const toCustomField = (row: CustomFieldRow): CustomField => ({
  _id: row.id,
  name: row.name,
  type: row.type as CustomFieldType,
  options: row.options,
  position: row.position,
});

export const listCustomFields = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<CustomField[]> => {
  const rows = await db
    .select()
    .from(customField)
    .where(and(eq(customField.workspaceId, workspaceId), eq(customField.projectId, projectId)))
    .orderBy(asc(customField.position), asc(customField.createdAt));
  return rows.map(toCustomField);
};

export const countCustomFields = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(customField)
    .where(and(eq(customField.workspaceId, workspaceId), eq(customField.projectId, projectId)));
  return row?.value ?? 0;
};

export const insertCustomField = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  input: CustomFieldInput,
): Promise<CustomField> => {
  const [row] = await db
    .insert(customField)
    .values({
      workspaceId,
      projectId,
      name: input.name,
      type: input.type,
      options: input.type === 'single_select' ? input.options : [],
      position: sql`(select coalesce(max(position), -1) + 1 from custom_field where project_id = ${projectId})`,
    })
    .returning();
  if (!row) throw new Error('custom field insert returned nothing');
  return toCustomField(row);
};

export const findCustomField = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  fieldId: string,
): Promise<CustomField | undefined> => {
  const [row] = await db
    .select()
    .from(customField)
    .where(
      and(
        eq(customField.workspaceId, workspaceId),
        eq(customField.projectId, projectId),
        eq(customField.id, fieldId),
      ),
    );
  return row ? toCustomField(row) : undefined;
};

export const updateCustomField = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  fieldId: string,
  change: { name: string; options: string[] },
): Promise<CustomField | undefined> => {
  const [row] = await db
    .update(customField)
    .set(change)
    .where(
      and(
        eq(customField.workspaceId, workspaceId),
        eq(customField.projectId, projectId),
        eq(customField.id, fieldId),
      ),
    )
    .returning();
  return row ? toCustomField(row) : undefined;
};

export const deleteCustomField = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  fieldId: string,
): Promise<void> => {
  await db
    .delete(customField)
    .where(
      and(
        eq(customField.workspaceId, workspaceId),
        eq(customField.projectId, projectId),
        eq(customField.id, fieldId),
      ),
    );
};

/** Drops a field's values from every candidate of the project (all of them, or only the values not in `keep`). */
export const clearCustomValues = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  fieldId: string,
  keep?: string[],
): Promise<void> => {
  const conditions = [
    eq(projectCandidate.workspaceId, workspaceId),
    eq(projectCandidate.projectId, projectId),
    sql`${projectCandidate.customValues} ? ${fieldId}`,
  ];
  if (keep)
    conditions.push(
      sql`not ((${projectCandidate.customValues} ->> ${fieldId}) = any(${sql.param(keep)}::text[]))`,
    );
  await db
    .update(projectCandidate)
    .set({ customValues: sql`${projectCandidate.customValues} - ${fieldId}::text` })
    .where(and(...conditions));
};
