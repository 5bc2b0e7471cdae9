import { ownWords } from './classify-reply';
import { REPLY_LABELS, replyLabelSchema, type ReplyLabel } from './reply-labels';

/** The longest part of a message the model reads: the person's own words come first. */
const MAX_CHARS = 4_000;

/** What the AI text provider is asked when the rules found no label. */
export const replyLabelPrompt = (message: { subject: string; text: string }) => ({
  system: [
    'You label replies that candidates send to a recruiter’s outreach e-mail.',
    `Answer with one JSON object {"label": …} where label is one of: ${REPLY_LABELS.join(', ')}, or null when none fits.`,
    'interested: wants to talk or hear more. not_interested: declines. out_of_office: away.',
    'wrong_person: not the person meant, or left the company. unsubscribe_request: asks not to be contacted again.',
    'question: asks something before deciding.',
  ].join('\n'),
  user: `Subject: ${message.subject}\n\n${ownWords(message.text).slice(0, MAX_CHARS)}`,
});

/** The model's label, or null for an answer that is not one of ours (never guessed). */
export const parseLabelAnswer = (raw: string): ReplyLabel | null => {
  try {
    const parsed = JSON.parse(raw) as { label?: unknown };
    const result = replyLabelSchema.safeParse(parsed.label);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
};
