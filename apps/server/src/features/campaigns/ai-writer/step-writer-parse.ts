import {
  DEFAULT_AI_CALL_VOICE,
  stepDraftSchema,
  type StepDraft,
} from '@hirelane/domain/campaigns/step-config.schema';
import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import { LlmError } from '../../../integrations/llm/text-provider';
import { sanitizeStepDraft } from '../sanitize-rich-text';

const CHANNEL_STEP_TYPES: Record<GenerateStepsRequest['channels'][number], StepDraft['type'][]> = {
  email: ['auto_email'],
  linkedin: [
    'auto_linkedin_invite',
    'auto_linkedin_message_send',
    'auto_linkedin_profile_view',
    'auto_linkedin_profile_follow',
  ],
  whatsapp: ['auto_whatsapp_message_send'],
  call: ['auto_ai_call'],
};

export const UNREADABLE_ANSWER = 'The AI model did not answer with steps we could read. Try again.';
export const NO_USABLE_STEP =
  'The AI model did not write any usable step. Try again, or change the instructions.';

const DEFAULT_DELAY: StepDraft = { type: 'delay', config: { days: 2, hours: 0 } };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON inside an answer that may come wrapped in a ```json fence or a sentence. */
const jsonOf = (answer: string): unknown => {
  const start = answer.search(/[[{]/);
  const end = Math.max(answer.lastIndexOf('}'), answer.lastIndexOf(']'));
  if (start < 0 || end < start) throw new LlmError('malformed', UNREADABLE_ANSWER);
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new LlmError('malformed', UNREADABLE_ANSWER);
  }
};

/** Paragraph and line-break tags become "\n", the stored rich-text format (SPEC 5 has no <p>, <br>). */
const toStoredRichText = (body: string): string =>
  body
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n')
    .replace(/<p(\s[^>]*)?>/gi, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Small repairs before validation: e-mail line breaks, the default voice of an AI call. */
const repaired = (item: unknown): unknown => {
  if (!isRecord(item) || !isRecord(item.config)) return item;
  if (item.type === 'auto_email' && typeof item.config.body === 'string')
    return { ...item, config: { ...item.config, body: toStoredRichText(item.config.body) } };
  if (item.type === 'auto_ai_call')
    return { ...item, config: { goal: item.config.goal, voice: { ...DEFAULT_AI_CALL_VOICE } } };
  return item;
};

/**
 * Steps as they may be stored: each validated and sanitised on its own (invalid ones and other
 * channels are dropped), delays only between messages, at most the asked number of messages.
 */
export const toStoredSequence = (items: unknown[], request: GenerateStepsRequest): StepDraft[] => {
  const allowed = new Set(request.channels.flatMap((channel) => CHANNEL_STEP_TYPES[channel]));
  const steps: StepDraft[] = [];
  let messages = 0;
  let pendingDelay: StepDraft | null = null;
  for (const item of items) {
    const written = stepDraftSchema.safeParse(repaired(item));
    if (!written.success) continue;
    // Sanitising can empty a required field (a body that was only markup): validate again.
    const result = stepDraftSchema.safeParse(sanitizeStepDraft(written.data));
    if (!result.success) continue;
    const step = result.data;
    if (step.type === 'delay') {
      pendingDelay ??= step;
      continue;
    }
    if (!allowed.has(step.type) || messages >= request.number_of_steps) continue;
    if (messages > 0) steps.push(pendingDelay ?? DEFAULT_DELAY);
    steps.push(step);
    pendingDelay = null;
    messages += 1;
  }
  if (messages === 0) throw new LlmError('malformed', NO_USABLE_STEP);
  return steps;
};

/** The model's answer ({"steps": [...]} or a bare array, maybe fenced) as a stored sequence. */
export const parseGeneratedSteps = (answer: string, request: GenerateStepsRequest): StepDraft[] => {
  const parsed = jsonOf(answer);
  const items = Array.isArray(parsed) ? parsed : isRecord(parsed) ? parsed.steps : undefined;
  if (!Array.isArray(items)) throw new LlmError('malformed', UNREADABLE_ANSWER);
  return toStoredSequence(items, request);
};
