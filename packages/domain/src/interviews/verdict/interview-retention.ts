const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Interviews completed before this moment are past the workspace's retention period (issue 18:
 * recordings, transcripts and the evaluation's quotes go; the verdict, the scores and the
 * decisions stay). The period is the workspace's setting (workspace-settings/
 * interview-retention.schema.ts, decision 035).
 */
export const retentionCutoff = (now: Date, days: number): Date =>
  new Date(now.getTime() - days * DAY_MS);
