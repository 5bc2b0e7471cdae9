import { z } from 'zod';
import { envelope } from '../http/envelope';
import { LINKEDIN_ACTION_TYPES, type LinkedinActionType } from './linkedin-limits';

/** A LinkedIn step to do by hand (automation off): Activity's "Needs you" (decision 045). */
export const linkedinTaskSchema = z.object({
  id: z.string(),
  type: z.enum(LINKEDIN_ACTION_TYPES),
  candidate: z.object({ id: z.string(), full_name: z.string() }),
  project: z.object({ id: z.string(), name: z.string() }),
  profile_url: z.string(),
  /** The note or message to paste; null for a view or a follow. */
  text: z.string().nullable(),
  due_at: z.iso.datetime(),
});
export type LinkedinTask = z.infer<typeof linkedinTaskSchema>;

export const linkedinTasksResponse = envelope(z.object({ tasks: z.array(linkedinTaskSchema) }));

/** The task's sentence, e.g. "Send an invitation to Ada Lovelace with this note". */
export const linkedinTaskTitle = (
  type: LinkedinActionType,
  name: string,
  hasText: boolean,
): string => {
  switch (type) {
    case 'auto_linkedin_invite':
      return hasText
        ? `Send an invitation to ${name} with this note`
        : `Send an invitation to ${name}`;
    case 'auto_linkedin_message_send':
      return `Send ${name} this message`;
    case 'auto_linkedin_profile_view':
      return `View the profile of ${name}`;
    case 'auto_linkedin_profile_follow':
      return `Follow ${name}`;
  }
};
