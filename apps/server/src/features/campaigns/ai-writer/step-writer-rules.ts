import {
  DEFAULT_AI_CALL_VOICE,
  LINKEDIN_NOTE_MAX,
  type StepDraft,
} from '@hirelane/domain/campaigns/step-config.schema';
import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import { PLACEHOLDER_PATTERN } from '@hirelane/domain/campaigns/template-variables';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import { jobFacts, type JobFacts } from './step-writer-facts';
import { TONE_WORDING, type ToneWording } from './step-writer-tone';

type Channel = GenerateStepsRequest['channels'][number];

/** One message step of the plan: its channel, its rank on that channel and overall. */
type Touch = {
  channel: Channel;
  nth: number;
  position: number;
  total: number;
  previous: Touch | null;
};

type Writer = { job: JobInput; tone: ToneWording; facts: JobFacts };

const CHANNEL_NOUNS: Record<Channel, string> = {
  email: 'email',
  linkedin: 'LinkedIn message',
  whatsapp: 'WhatsApp message',
  call: 'call',
};

const nounOf = (touch: Touch): string =>
  touch.channel === 'linkedin' && touch.nth === 0
    ? 'LinkedIn invitation'
    : CHANNEL_NOUNS[touch.channel];

/** Round-robin over the chosen channels, starting with the first one chosen. */
export const planTouches = (channels: readonly Channel[], count: number): Touch[] => {
  const unique = [...new Set(channels)];
  const touches: Touch[] = [];
  for (let position = 0; position < count; position += 1) {
    const channel = unique[position % unique.length] ?? 'email';
    const nth = touches.filter((touch) => touch.channel === channel).length;
    touches.push({ channel, nth, position, total: count, previous: touches.at(-1) ?? null });
  }
  return touches;
};

/** 3 days before a follow-up on the same channel or after an invitation (time to accept), else 2. */
const delayBefore = (touch: Touch): StepDraft => {
  const previous = touch.previous;
  const longer =
    previous !== null &&
    (previous.channel === touch.channel || (previous.channel === 'linkedin' && previous.nth === 0));
  return { type: 'delay', config: { days: longer ? 3 : 2, hours: 0 } };
};

const isLast = (touch: Touch) => touch.total >= 3 && touch.position === touch.total - 1;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const fill = (text: string, writer: Writer, previous?: Touch | null) =>
  text
    .replaceAll('{company}', writer.facts.company)
    .replaceAll('{ref}', previous ? `my ${nounOf(previous)}` : 'my last message');

const closing = (writer: Writer, touch: Touch) =>
  isLast(touch) ? writer.tone.lastTouch : writer.tone.ask;

/** One more thing about the job for a follow-up, a different one each time. */
const followUpFact = (writer: Writer, touch: Touch): string | null => {
  if (writer.facts.concise) return null;
  const { whereLine, skillsLine, salaryLine, highlightLine } = writer.facts;
  const facts = [skillsLine, whereLine, salaryLine, highlightLine].filter(
    (fact): fact is string => fact !== null,
  );
  return facts[(touch.position - 1) % Math.max(facts.length, 1)] ?? null;
};

const lines = (...parts: Array<string | null | false>) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');

const writeEmail = (writer: Writer, touch: Touch): StepDraft => {
  const { tone, facts } = writer;
  if (touch.nth > 0) {
    const fact = followUpFact(writer, touch);
    const body = lines(
      tone.greeting,
      fill(tone.followUp, writer, touch.previous),
      fact && escapeHtml(fact),
      closing(writer, touch),
      tone.signOff,
    );
    return { type: 'auto_email', config: { subject: 'Re: {{previous_subject}}', body } };
  }
  const body = lines(
    tone.greeting,
    '{{ice_breaker}}',
    tone.intro,
    touch.previous && `I wanted to follow up on my ${nounOf(touch.previous)} by email as well.`,
    `${facts.company} is hiring a <strong>{{job_title}}</strong>${facts.where}.`,
    !facts.concise && facts.skillsLine && escapeHtml(facts.skillsLine),
    !facts.concise && facts.salaryLine,
    facts.highlightLine && escapeHtml(facts.highlightLine),
    closing(writer, touch),
    tone.signOff,
  );
  return { type: 'auto_email', config: { subject: fill(tone.subject, writer), body } };
};

const ESTIMATED_NAME_LENGTH = 24;

/** The note's length once its placeholders are filled, with the job's own values where known. */
const filledLength = (note: string, job: JobInput): number =>
  note.replace(PLACEHOLDER_PATTERN, (_raw, name: string) => {
    if (name === 'job_title') return job.title;
    if (name === 'company_name') return job.company ?? '';
    if (name === 'job_location') return job.location ?? '';
    return 'x'.repeat(name === 'sender_company' ? 40 : ESTIMATED_NAME_LENGTH);
  }).length;

const inviteNote = (writer: Writer, touch: Touch): string => {
  const { tone, facts, job } = writer;
  const notes = [
    touch.previous
      ? `${tone.greeting} I sent you my ${nounOf(touch.previous)} about the {{job_title}} role at ${facts.company}. It would be great to connect here too. ${tone.shortSignOff}`
      : `${tone.greeting} ${facts.company} is hiring a {{job_title}}${facts.where} and your background stood out. I would be glad to connect. ${tone.shortSignOff}`,
    `${tone.greeting} I am hiring a {{job_title}} at ${facts.company} and would be glad to connect. ${tone.shortSignOff}`,
    `${tone.greeting} I am hiring for a role that fits your background and would be glad to connect. ${tone.shortSignOff}`,
  ];
  const fits = (note: string) =>
    note.length <= LINKEDIN_NOTE_MAX && filledLength(note, job) <= LINKEDIN_NOTE_MAX;
  return notes.find(fits) ?? `Hi {{first_name}}, I would be glad to connect. {{sender_first_name}}`;
};

const writeLinkedin = (writer: Writer, touch: Touch): StepDraft => {
  const { tone, facts } = writer;
  if (touch.nth === 0)
    return { type: 'auto_linkedin_invite', config: { note: inviteNote(writer, touch) } };
  // The first message after the invitation: they have just accepted it.
  const message =
    touch.nth === 1
      ? lines(
          tone.thanksForConnecting,
          `${facts.company} is hiring a {{job_title}}${facts.where}, and I think your background is a great fit.`,
          !facts.concise && facts.skillsLine,
          facts.highlightLine,
          closing(writer, touch),
          tone.shortSignOff,
        )
      : lines(
          tone.greeting,
          fill(tone.followUp, writer, touch.previous),
          followUpFact(writer, touch),
          closing(writer, touch),
          tone.shortSignOff,
        );
  return { type: 'auto_linkedin_message_send', config: { message } };
};

const writeWhatsapp = (writer: Writer, touch: Touch): StepDraft => {
  const { tone, facts } = writer;
  const message =
    touch.nth === 0
      ? lines(
          fill(tone.whatsappIntro, writer),
          touch.previous && `Following up on my ${nounOf(touch.previous)}.`,
          `We are hiring a {{job_title}}${facts.where} and I think you would be a great fit.`,
          !facts.concise && facts.skillsLine,
          facts.highlightLine,
          closing(writer, touch),
        )
      : lines(
          tone.greeting,
          fill(tone.followUp, writer, touch.previous),
          closing(writer, touch),
          tone.shortSignOff,
        );
  return { type: 'auto_whatsapp_message_send', config: { message } };
};

const writeCall = (writer: Writer, touch: Touch): StepDraft => {
  const { tone, facts } = writer;
  const goal = [
    `Call {{first_name}} on behalf of {{sender_full_name}} from ${facts.company} about the {{job_title}} role${facts.where}.`,
    touch.previous && `Refer to the ${nounOf(touch.previous)} sent a few days ago.`,
    `Briefly present the role${facts.skills ? ` and the key skills (${facts.skills})` : ''}.`,
    'Answer first questions, check their interest and availability, and if they are interested, offer a 20-minute call with {{sender_first_name}}.',
    facts.salaryLine && 'Share the salary range ({{job_salary}}) if asked.',
    facts.highlight && `Make sure to mention: ${facts.highlight}.`,
    `Keep the tone ${tone.callManner}, and end politely if they are not interested.`,
  ]
    .filter(Boolean)
    .join(' ');
  return { type: 'auto_ai_call', config: { goal, voice: { ...DEFAULT_AI_CALL_VOICE } } };
};

const WRITERS: Record<Channel, (writer: Writer, touch: Touch) => StepDraft> = {
  email: writeEmail,
  linkedin: writeLinkedin,
  whatsapp: writeWhatsapp,
  call: writeCall,
};

/**
 * The built-in writer: a sequence from the job and the request, with no AI model. Message steps
 * alternate over the chosen channels, with a 2–3 day delay before each follow-up.
 */
export const writeStepsByRules = (job: JobInput, request: GenerateStepsRequest): StepDraft[] => {
  const writer: Writer = {
    job,
    tone: TONE_WORDING[request.tone],
    facts: jobFacts(job, request.instructions),
  };
  return planTouches(request.channels, request.number_of_steps).flatMap((touch) => {
    const step = WRITERS[touch.channel](writer, touch);
    return touch.previous ? [delayBefore(touch), step] : [step];
  });
};
