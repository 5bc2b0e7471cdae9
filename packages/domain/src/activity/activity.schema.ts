import { z } from 'zod';
import { envelope } from '../http/envelope';
import { candidateStageSchema, VERDICT_STAGES } from '../pipeline/stages';

/** What the feed can be filtered by; each kind is one fact the product already records. */
export const ACTIVITY_KINDS = [
  'reply',
  'stage_move',
  'import',
  'campaign',
  'interview',
  'member',
  'mailbox',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** Kinds that belong to the workspace, not to a project: a project filter leaves them out. */
export const WORKSPACE_ACTIVITY_KINDS: readonly ActivityKind[] = ['member', 'mailbox'];

export const ACTIVITY_PAGE_SIZE = 30;

export const activityQuery = z.object({
  cursor: z.string().max(200).optional(),
  projectId: z.uuid().optional(),
  kind: activityKindSchema.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

const ref = z.object({ id: z.string(), name: z.string() });

const base = {
  id: z.string(),
  /** ISO 8601. */
  occurred_at: z.string(),
  project: ref.nullable(),
  /** Who did it; null for the system, a candidate, or a user since deleted. */
  actor: z.string().nullable(),
};

export const activityItemSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('reply'),
    candidate: ref,
    first_line: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal('stage_move'),
    candidate: ref,
    from_stage: candidateStageSchema.nullable(),
    to_stage: candidateStageSchema,
  }),
  z.object({
    ...base,
    kind: z.literal('import'),
    import_kind: z.enum(['csv', 'resume']),
    status: z.enum(['completed', 'failed']),
    created: z.number().int(),
    updated: z.number().int(),
    merged: z.number().int(),
    rejected: z.number().int(),
  }),
  z.object({
    ...base,
    kind: z.literal('campaign'),
    campaign: ref,
    change: z.enum(['launched', 'paused']),
  }),
  z.object({
    ...base,
    kind: z.literal('interview'),
    candidate: ref,
    /** The decision when a person made one, else the AI's verdict; null while scoring or unavailable. */
    verdict: z.enum(VERDICT_STAGES).nullable(),
    verdict_by: z.enum(['ai', 'person']).nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('member'),
  }),
  z.object({
    ...base,
    kind: z.literal('mailbox'),
    mailbox: ref,
    problem: z.enum(['invalid', 'paused']),
    reason: z.string(),
  }),
]);
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  /** Pass back as `cursor` for the next (older) page; null at the end. */
  next_cursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
export const activityPageResponse = envelope(activityPageSchema);

export const NEEDS_YOU_KINDS = [
  'unanswered_replies',
  'held_candidates',
  'bounced_candidates',
  'interviews_to_decide',
  'failed_sends',
  'workflow_approvals',
  'interview_slot_offers',
] as const;
export type NeedsYouKind = (typeof NEEDS_YOU_KINDS)[number];

/** One thing to fix, per project or campaign, with where it is fixed. */
export const needsYouItemSchema = z.object({
  kind: z.enum(NEEDS_YOU_KINDS),
  count: z.number().int().positive(),
  project: ref,
  /** Set for the campaign kinds: the campaign page is where they are fixed. */
  campaign: ref.nullable(),
  /** Set when exactly one person is concerned: their candidate page. */
  candidate_id: z.string().nullable(),
  /**
   * interview_slot_offers only (one item per offer): a strong_hire or hire verdict waiting for a
   * person to approve e-mailing the candidate a scheduling link, or to dismiss it.
   */
  offer: z.object({ id: z.string(), candidate_name: z.string() }).optional(),
});
export type NeedsYouItem = z.infer<typeof needsYouItemSchema>;

export const needsYouSchema = z.object({ items: z.array(needsYouItemSchema) });
export type NeedsYou = z.infer<typeof needsYouSchema>;
export const needsYouResponse = envelope(needsYouSchema);
