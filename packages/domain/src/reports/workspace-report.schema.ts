import { z } from 'zod';
import { envelope } from '../http/envelope';
import { reportRangeQuery, reportRangeSchema } from './report-range';

const count = z.number().int();

/** GET /api/reports: the range, and optionally one project (`project`, its id). */
export const workspaceReportQuery = reportRangeQuery.and(
  z.object({ project: z.uuid('Not a valid project id.').optional() }),
);
export type WorkspaceReportQuery = z.infer<typeof workspaceReportQuery>;

export const activityTotalsSchema = z.object({
  /** People added to a project within the range. */
  added: count,
  /** Pipeline moves within the range. */
  moves: count,
  /** Campaign messages sent within the range. */
  sent: count,
  /** Replies to campaign e-mails received within the range. */
  replies: count,
});

export const projectActivityRowSchema = activityTotalsSchema.extend({
  projectId: z.string(),
  name: z.string(),
  /** People in the project now. */
  people: count,
  /** replies ÷ sent; null when nothing was sent. */
  replyRate: z.number().nullable(),
});

export const recruiterActivityRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  added: count,
  moves: count,
  /** Replies to the e-mails sent from their mailboxes. */
  replies: count,
});

export const workspaceReportSchema = z.object({
  range: reportRangeSchema,
  /** The project filter, when one was asked for. */
  projectId: z.string().nullable(),
  /** The projects the caller may see (the filter's choices), by name. */
  projectOptions: z.array(z.object({ id: z.string(), name: z.string() })),
  totals: activityTotalsSchema.extend({ replyRate: z.number().nullable() }),
  projects: z.array(projectActivityRowSchema),
  recruiters: z.array(recruiterActivityRowSchema),
});
export type WorkspaceReport = z.infer<typeof workspaceReportSchema>;
export const workspaceReportResponse = envelope(workspaceReportSchema);
