import { REPLY_LABEL_TEXT } from '../inbox/reply-labels';
import { STAGE_LABELS } from '../pipeline/stages';
import type { WorkflowAction, WorkflowTrigger } from './workflow.schema';

const VERDICT_TEXT = {
  strong_hire: 'Strong hire',
  hire: 'Hire',
  maybe: 'Maybe',
  no_hire: 'No hire',
};

/** "Enters In campaign", "Verdict is Hire or Strong hire", "Reply labelled Interested". */
export const triggerSummary = (trigger: WorkflowTrigger): string => {
  if (trigger.kind === 'stage_entered') return `Enters ${STAGE_LABELS[trigger.stage]}`;
  if (trigger.kind === 'interview_verdict')
    return `Interview verdict ${trigger.verdicts.map((verdict) => VERDICT_TEXT[verdict]).join(' or ')}`;
  return `Reply labelled ${trigger.labels.map((label) => REPLY_LABEL_TEXT[label]).join(' or ')}`;
};

/** "Move to Rejected", "Add to the campaign", "E-mail a teammate", "Send an e-mail after approval". */
export const actionSummary = (action: WorkflowAction): string => {
  if (action.kind === 'move_to_stage') return `Move to ${STAGE_LABELS[action.stage]}`;
  if (action.kind === 'add_to_campaign') return 'Add to the campaign';
  if (action.kind === 'notify_teammate') return 'E-mail a teammate';
  return `Send “${action.subject}” after approval`;
};
