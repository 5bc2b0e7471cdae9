import { LINKEDIN_NOTE_MAX } from '@hirelane/domain/campaigns/step-config.schema';
import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import {
  CANDIDATE_VARIABLES,
  SENDER_AND_JOB_VARIABLES,
  placeholder,
} from '@hirelane/domain/campaigns/template-variables';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import { formatSalary } from '@hirelane/domain/projects/salary-format';

const MAX_DESCRIPTION = 3000;

const PLACEHOLDERS = [
  ...CANDIDATE_VARIABLES.filter((name) =>
    ['first_name', 'last_name', 'current_company', 'designation'].includes(name),
  ),
  ...SENDER_AND_JOB_VARIABLES.map((variable) => variable.name),
  'ice_breaker',
  'previous_subject',
].map(placeholder);

const CHANNEL_TYPES: Record<GenerateStepsRequest['channels'][number], string> = {
  email: 'auto_email',
  linkedin:
    'auto_linkedin_invite (first LinkedIn step) and auto_linkedin_message_send (later ones)',
  whatsapp: 'auto_whatsapp_message_send',
  call: 'auto_ai_call',
};

/** The instructions for an OpenAI-compatible model: the step shapes and the house rules. */
export const stepWriterSystemPrompt = (request: GenerateStepsRequest): string =>
  [
    'You write recruiting outreach sequences for a recruiter. Answer with one JSON object {"steps": [...]} and nothing else.',
    'Each step is exactly one of these shapes:',
    '{"type":"auto_email","config":{"subject":"...","body":"..."}}',
    `{"type":"auto_linkedin_invite","config":{"note":"..."}}  (the note has at most ${LINKEDIN_NOTE_MAX} characters)`,
    '{"type":"auto_linkedin_message_send","config":{"message":"..."}}',
    '{"type":"auto_whatsapp_message_send","config":{"message":"..."}}',
    '{"type":"auto_ai_call","config":{"goal":"..."}}  (goal: what the AI phone agent must achieve on the call, in a few sentences)',
    '{"type":"delay","config":{"days":2,"hours":0}}',
    'Rules:',
    `- Write exactly ${request.number_of_steps} message steps (every step but delay), with a delay of 2 or 3 days between two message steps.`,
    `- Use only these channels, starting with the first: ${request.channels.map((channel) => CHANNEL_TYPES[channel]).join('; ')}.`,
    `- Write placeholders literally, with double braces, and use only these: ${PLACEHOLDERS.join(', ')}. Never invent names or values.`,
    '- The first e-mail puts {{ice_breaker}} on its own line right after the greeting (a personal opener written later).',
    '- Follow-up e-mails use the subject "Re: {{previous_subject}}" and refer to the earlier message.',
    '- E-mail bodies are plain text with "\\n" between lines; only <strong>, <em>, <u>, <ul>, <ol>, <li> and <a href="..."> are allowed. No <p>, no <br>, no markdown.',
    '- LinkedIn and WhatsApp messages are plain text, short and personal.',
    `- Tone: ${request.tone}.`,
  ].join('\n');

/** The job and the request, as the model reads them. */
export const stepWriterUserPrompt = (job: JobInput, request: GenerateStepsRequest): string => {
  const facts: Array<[string, string | null]> = [
    ['Title', job.title],
    ['Company', job.company],
    ['Location', job.location],
    ['Remote policy', job.remote_policy],
    ['Employment type', job.employment_type],
    ['Seniority', job.seniority],
    ['Salary', formatSalary(job.salary, { midSentence: true })],
    ['Must-have skills', job.must_have_skills.join(', ') || null],
    ['Nice-to-have skills', job.nice_to_have_skills.join(', ') || null],
    ['Description', job.description ? job.description.slice(0, MAX_DESCRIPTION) : null],
  ];
  return [
    'The job:',
    ...facts.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
    '',
    `Channels, in order: ${request.channels.join(', ')}`,
    `Number of message steps: ${request.number_of_steps}`,
    `Tone: ${request.tone}`,
    request.instructions ? `Instructions from the recruiter: ${request.instructions}` : null,
  ]
    .filter((line) => line !== null)
    .join('\n');
};
