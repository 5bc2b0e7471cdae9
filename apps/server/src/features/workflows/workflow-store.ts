import { and, asc, eq } from 'drizzle-orm';
import type { SaveWorkflowRequest, Workflow } from '@hirelane/domain/workflows/workflow.schema';
import type { Executor } from '../../db/client';
import { workflow } from '../../db/schema/workflows';

type WorkflowRow = typeof workflow.$inferSelect;

export const toWorkflow = (row: WorkflowRow): Workflow => ({
  id: row.id,
  project_id: row.projectId,
  name: row.name,
  enabled: row.enabled,
  trigger: row.trigger,
  action: row.action,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** What SQL matches events on: the trigger's kind and its stage, verdicts or labels. */
const triggerColumns = (input: SaveWorkflowRequest) => ({
  triggerKind: input.trigger.kind,
  triggerValues:
    input.trigger.kind === 'stage_entered'
      ? [input.trigger.stage]
      : input.trigger.kind === 'interview_verdict'
        ? [...input.trigger.verdicts]
        : [...input.trigger.labels],
});

export const listProjectWorkflows = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<WorkflowRow[]> =>
  db
    .select()
    .from(workflow)
    .where(and(eq(workflow.workspaceId, workspaceId), eq(workflow.projectId, projectId)))
    .orderBy(asc(workflow.createdAt), asc(workflow.id));

export const findWorkflow = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  workflowId: string,
): Promise<WorkflowRow | undefined> => {
  const [row] = await db
    .select()
    .from(workflow)
    .where(
      and(
        eq(workflow.workspaceId, workspaceId),
        eq(workflow.projectId, projectId),
        eq(workflow.id, workflowId),
      ),
    );
  return row;
};

export const insertWorkflow = async (
  db: Executor,
  values: { workspaceId: string; projectId: string; userId: string; input: SaveWorkflowRequest },
): Promise<WorkflowRow> => {
  const [row] = await db
    .insert(workflow)
    .values({
      workspaceId: values.workspaceId,
      projectId: values.projectId,
      createdBy: values.userId,
      name: values.input.name,
      enabled: values.input.enabled,
      trigger: values.input.trigger,
      action: values.input.action,
      ...triggerColumns(values.input),
    })
    .returning();
  if (!row) throw new Error('workflow insert returned nothing');
  return row;
};

export const updateWorkflow = async (
  db: Executor,
  workspaceId: string,
  workflowId: string,
  input: SaveWorkflowRequest,
): Promise<WorkflowRow> => {
  const [row] = await db
    .update(workflow)
    .set({
      name: input.name,
      enabled: input.enabled,
      trigger: input.trigger,
      action: input.action,
      ...triggerColumns(input),
      updatedAt: new Date(),
    })
    .where(and(eq(workflow.workspaceId, workspaceId), eq(workflow.id, workflowId)))
    .returning();
  if (!row) throw new Error('workflow update returned nothing');
  return row;
};

export const setWorkflowEnabled = async (
  db: Executor,
  workspaceId: string,
  workflowId: string,
  enabled: boolean,
): Promise<WorkflowRow> => {
  const [row] = await db
    .update(workflow)
    .set({ enabled, updatedAt: new Date() })
    .where(and(eq(workflow.workspaceId, workspaceId), eq(workflow.id, workflowId)))
    .returning();
  if (!row) throw new Error('workflow update returned nothing');
  return row;
};

export const deleteWorkflowRow = async (
  db: Executor,
  workspaceId: string,
  workflowId: string,
): Promise<void> => {
  await db
    .delete(workflow)
    .where(and(eq(workflow.workspaceId, workspaceId), eq(workflow.id, workflowId)));
};
