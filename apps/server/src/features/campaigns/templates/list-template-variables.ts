import {
  CANDIDATE_VARIABLES,
  CANDIDATE_VARIABLE_LABELS,
  SCHEDULING_LINK_LABEL,
  SCHEDULING_LINK_VARIABLE,
  SENDER_AND_JOB_VARIABLES,
} from '@hirelane/domain/campaigns/template-variables';

/**
 * SPEC 3 template variable definitions (sender and job) and the candidate fields, with labels;
 * the candidate's scheduling link is one of theirs (made per candidate when a message is sent).
 */
export const listTemplateVariables = () => ({
  definitions: [...SENDER_AND_JOB_VARIABLES],
  candidate_fields: [
    ...CANDIDATE_VARIABLES.map((name) => ({ name, label: CANDIDATE_VARIABLE_LABELS[name] })),
    { name: SCHEDULING_LINK_VARIABLE, label: SCHEDULING_LINK_LABEL },
  ],
});
