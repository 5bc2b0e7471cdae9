import { z } from 'zod';

/** Every JSON answer of the API: `{ success, message?, data? }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().optional(),
    data,
  });

export const messageEnvelope = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type MessageEnvelope = z.infer<typeof messageEnvelope>;

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  request_id: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
