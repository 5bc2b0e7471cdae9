import { z } from 'zod';
import { envelope } from '../http/envelope';
import { VERDICTS } from '../interviews/evaluation/interview-answer.schema';
import { replyLabelSchema } from '../inbox/reply-labels';
import { candidateStageSchema } from '../pipeline/stages';

export const WORKFLOW_NAME_MAX = 120;
export const WORKFLOW_RUNS_PAGE_SIZE = 25;
/** Workflows firing workflows: past this depth a run is skipped (the save-time check should prevent it). */
export const WORKFLOW_MAX_DEPTH = 5;

export const WORKFLOW_NOT_FOUND = 'Workflow not found.';
export const WORKFLOW_RUN_NOT_FOUND = 'Run not found.';

const verdictSchema = z.enum(VERDICTS);

export const workflowTriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stage_entered'), stage: candidateStageSchema }),
  z.object({
    kind: z.literal('interview_verdict'),
    verdicts: z.array(verdictSchema).min(1, 'Pick at least one verdict.'),
  }),
  z.object({
    kind: z.literal('reply_labeled'),
    labels: z.array(replyLabelSchema).min(1, 'Pick at least one label.'),
  }),
]);
export type WorkflowTrigger = z.infer<typeof workflowTriggerSchema>;
export type WorkflowTriggerKind = WorkflowTrigger['kind'];

export const workflowActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move_to_stage'), stage: candidateStageSchema }),
  z.object({ kind: z.literal('add_to_campaign') }),
  z.object({ kind: z.literal('notify_teammate'), member_id: z.uuid('Pick a teammate.') }),
  z.object({
    kind: z.literal('send_email_after_approval'),
    subject: z.string().trim().min(1, 'Write a subject.').max(200),
    body: z.string().trim().min(1, 'Write the e-mail.').max(10_000),
  }),
]);
export type WorkflowAction = z.infer<typeof workflowActionSchema>;
export type WorkflowActionKind = WorkflowAction['kind'];

export const saveWorkflowRequest = z.object({
  name: z.string().trim().min(1, 'Name the workflow.').max(WORKFLOW_NAME_MAX),
  enabled: z.boolean(),
  trigger: workflowTriggerSchema,
  action: workflowActionSchema,
});
export type SaveWorkflowRequest = z.infer<typeof saveWorkflowRequest>;

export const setWorkflowEnabledRequest = z.object({ enabled: z.boolean() });

export const workflowParams = z.object({ id: z.uuid(), workflowId: z.uuid() });
export const workflowRunParams = workflowParams.extend({ runId: z.uuid() });
export const workflowRunsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const workflowSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  name: z.string(),
  enabled: z.boolean(),
  trigger: workflowTriggerSchema,
  action: workflowActionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const WORKFLOW_RUN_STATUSES = [
  'queued',
  'pending_approval',
  'done',
  'failed',
  'skipped',
  'rejected',
] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

export const WORKFLOW_RUN_STATUS_TEXT: Record<WorkflowRunStatus, string> = {
  queued: 'Queued',
  pending_approval: 'Waiting for approval',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  rejected: 'Rejected',
};

export const workflowRunSchema = z.object({
  id: z.uuid(),
  event: z.string(),
  candidate_id: z.uuid().nullable(),
  candidate_name: z.string().nullable(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;

export const workflowListResponse = envelope(
  z.object({ workflows: z.array(workflowSchema), can_edit: z.boolean() }),
);
export const workflowResponse = envelope(
  z.object({ workflow: workflowSchema, can_edit: z.boolean() }),
);
export const workflowRunsResponse = envelope(
  z.object({
    runs: z.array(workflowRunSchema),
    page: z.number().int(),
    page_count: z.number().int(),
    total: z.number().int(),
  }),
);
export const decideWorkflowRunRequest = z.object({ decision: z.enum(['approve', 'reject']) });
export const workflowRunResponse = envelope(z.object({ run: workflowRunSchema }));
