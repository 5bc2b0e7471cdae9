import { z } from 'zod';

const call = z.object({ id: z.string().min(1) }).loose();

const transcriptLine = z
  .object({ role: z.string(), message: z.string().optional(), content: z.string().optional() })
  .loose();

/** The server messages Hirelane asks for (serverMessages), in Vapi's shape; others are ignored. */
export const vapiServerMessageSchema = z.object({
  message: z.discriminatedUnion('type', [
    z.object({ type: z.literal('status-update'), status: z.string(), call }).loose(),
    z
      .object({
        type: z.literal('end-of-call-report'),
        endedReason: z.string(),
        call,
        durationSeconds: z.number().nonnegative().optional(),
        startedAt: z.string().optional(),
        endedAt: z.string().optional(),
        transcript: z.string().optional(),
        recordingUrl: z.string().optional(),
        summary: z.string().optional(),
        artifact: z
          .object({
            transcript: z.string().optional(),
            recordingUrl: z.string().optional(),
            messages: z.array(transcriptLine).optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  ]),
});
export type VapiServerMessage = z.infer<typeof vapiServerMessageSchema>['message'];

/** The known types; another type (a transcript chunk, a hang event…) is acknowledged and ignored. */
export const isKnownServerMessage = (body: unknown): boolean => {
  const type = (body as { message?: { type?: unknown } } | null)?.message?.type;
  return type === 'status-update' || type === 'end-of-call-report';
};
