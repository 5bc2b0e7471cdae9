import { z } from 'zod';
import { envelope } from '../http/envelope';

export const candidateCallSchema = z.object({
  _id: z.string(),
  to_number: z.string(),
  /** scheduled | placing | in_progress | ended | cancelled */
  status: z.string(),
  /** answered | no_answer | busy | voicemail | failed, once ended */
  outcome: z.string().nullable(),
  attempt: z.number().int(),
  scheduled_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  transcript: z.string().nullable(),
  recording_url: z.string().nullable(),
  summary: z.string().nullable(),
  /** interested | not_interested | unclear */
  interest: z.string().nullable(),
  detail: z.string().nullable(),
});
export type CandidateCall = z.infer<typeof candidateCallSchema>;

/** GET /api/candidate/{id}/calls: the person's AI calls, newest first. */
export const candidateCallsResponse = envelope(z.object({ calls: z.array(candidateCallSchema) }));
export type CandidateCallsResponse = z.infer<typeof candidateCallsResponse>;
