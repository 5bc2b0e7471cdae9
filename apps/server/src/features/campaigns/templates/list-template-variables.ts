import {
  CANDIDATE_VARIABLES,
  CANDIDATE_VARIABLE_LABELS,
  SENDER_AND_JOB_VARIABLES,
} from '@hirelane/domain/campaigns/template-variables';

/** SPEC 3 template variable definitions (sender and job) and the candidate fields, with labels. */
export const listTemplateVariables = () => ({
  definitions: [...SENDER_AND_JOB_VARIABLES],
  candidate_fields: CANDIDATE_VARIABLES.map((name) => ({
    name,
    label: CANDIDATE_VARIABLE_LABELS[name],
  })),
});
