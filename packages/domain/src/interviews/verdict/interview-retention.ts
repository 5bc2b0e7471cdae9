/**
 * How long interview recordings, transcripts and the evaluation's quotes are kept after the
 * interview is completed (issue 18: default 180 days). The verdict, the scores and the decisions
 * stay. One value for every workspace until a workspace setting exists (decision 035).
 */
export const INTERVIEW_RETENTION_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Interviews completed before this moment are past the retention period. */
export const retentionCutoff = (now: Date, days = INTERVIEW_RETENTION_DAYS): Date =>
  new Date(now.getTime() - days * DAY_MS);
