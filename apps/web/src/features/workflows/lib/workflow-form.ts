import {
  REPLY_LABELS,
  REPLY_LABEL_TEXT,
  type ReplyLabel,
} from '@hirelane/domain/inbox/reply-labels';
import { VERDICTS } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import {
  STAGES_BY_AGENT,
  STAGE_LABELS,
  type CandidateStage,
} from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type {
  SaveWorkflowRequest,
  Workflow,
  WorkflowActionKind,
  WorkflowTriggerKind,
} from '@hirelane/domain/workflows/workflow.schema';

type Verdict = (typeof VERDICTS)[number];

/** The edit form's fields, flat, whatever the kinds chosen. */
export type WorkflowFormValues = {
  name: string;
  enabled: boolean;
  triggerKind: WorkflowTriggerKind;
  triggerStage: CandidateStage;
  verdicts: Verdict[];
  labels: ReplyLabel[];
  actionKind: WorkflowActionKind;
  actionStage: CandidateStage;
  memberId: string;
  subject: string;
  body: string;
};

export const stageOptions = (agent: ProjectAgent) =>
  STAGES_BY_AGENT[agent]
    .filter((stage): stage is CandidateStage => stage !== 'all')
    .map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

export const triggerOptions = (agent: ProjectAgent) => [
  { value: 'stage_entered', label: 'A candidate enters a stage' },
  ...(agent === 'charlie'
    ? [{ value: 'interview_verdict', label: 'An interview verdict arrives' }]
    : []),
  { value: 'reply_labeled', label: 'A reply is labelled' },
];

export const actionOptions = (agent: ProjectAgent) => [
  { value: 'move_to_stage', label: 'Move them to a stage' },
  ...(agent === 'ria' ? [{ value: 'add_to_campaign', label: 'Add them to the campaign' }] : []),
  { value: 'notify_teammate', label: 'E-mail a teammate' },
  { value: 'send_email_after_approval', label: 'Send them an e-mail once a person approves' },
];

export const VERDICT_OPTIONS = VERDICTS.map((verdict) => ({
  value: verdict,
  label: STAGE_LABELS[verdict],
}));
export const LABEL_OPTIONS = REPLY_LABELS.map((label) => ({
  value: label,
  label: REPLY_LABEL_TEXT[label],
}));

export const emptyForm = (agent: ProjectAgent): WorkflowFormValues => {
  const stages = stageOptions(agent);
  return {
    name: '',
    enabled: true,
    triggerKind: 'stage_entered',
    triggerStage: stages[0]?.value ?? 'shortlisted',
    verdicts: [],
    labels: [],
    actionKind: 'move_to_stage',
    actionStage: stages[stages.length - 1]?.value ?? 'rejected',
    memberId: '',
    subject: '',
    body: '',
  };
};

export const formOf = (agent: ProjectAgent, workflow: Workflow): WorkflowFormValues => {
  const form = { ...emptyForm(agent), name: workflow.name, enabled: workflow.enabled };
  const { trigger, action } = workflow;
  form.triggerKind = trigger.kind;
  if (trigger.kind === 'stage_entered') form.triggerStage = trigger.stage;
  if (trigger.kind === 'interview_verdict') form.verdicts = [...trigger.verdicts];
  if (trigger.kind === 'reply_labeled') form.labels = [...trigger.labels];
  form.actionKind = action.kind;
  if (action.kind === 'move_to_stage') form.actionStage = action.stage;
  if (action.kind === 'notify_teammate') form.memberId = action.member_id;
  if (action.kind === 'send_email_after_approval') {
    form.subject = action.subject;
    form.body = action.body;
  }
  return form;
};

/** The request the form describes (validated by the domain's schema before it is sent). */
export const requestOf = (form: WorkflowFormValues): SaveWorkflowRequest => ({
  name: form.name,
  enabled: form.enabled,
  trigger:
    form.triggerKind === 'stage_entered'
      ? { kind: 'stage_entered', stage: form.triggerStage }
      : form.triggerKind === 'interview_verdict'
        ? { kind: 'interview_verdict', verdicts: form.verdicts }
        : { kind: 'reply_labeled', labels: form.labels },
  action:
    form.actionKind === 'move_to_stage'
      ? { kind: 'move_to_stage', stage: form.actionStage }
      : form.actionKind === 'add_to_campaign'
        ? { kind: 'add_to_campaign' }
        : form.actionKind === 'notify_teammate'
          ? { kind: 'notify_teammate', member_id: form.memberId }
          : { kind: 'send_email_after_approval', subject: form.subject, body: form.body },
});
