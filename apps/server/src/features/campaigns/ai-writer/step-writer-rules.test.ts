import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AI_CALL_VOICE,
  LINKEDIN_NOTE_MAX,
  stepDraftSchema,
  type StepDraft,
} from '@hirelane/domain/campaigns/step-config.schema';
import {
  GENERATION_CHANNELS,
  GENERATION_TONES,
  MAX_GENERATED_STEPS,
  type GenerateStepsRequest,
} from '@hirelane/domain/campaigns/step-generation.schema';
import { RICH_TEXT_ALLOWED_TAGS } from '@hirelane/domain/campaigns/rich-text-policy';
import { jobInputSchema, type JobInput } from '@hirelane/domain/projects/job.schema';
import { writeStepsByRules } from './step-writer-rules';

const JOB: JobInput = jobInputSchema.parse({
  title: 'Senior Backend Engineer',
  company: 'Acme',
  location: 'Berlin',
  remote_policy: 'hybrid',
  salary: { min: 80000, max: 100000, currency: 'EUR', period: 'year' },
  must_have_skills: ['TypeScript', 'PostgreSQL', 'Kafka', 'Go'],
});
const BARE_JOB: JobInput = jobInputSchema.parse({ title: 'Engineer' });

const request = (overrides: Partial<GenerateStepsRequest> = {}): GenerateStepsRequest => ({
  channels: ['email'],
  tone: 'professional',
  number_of_steps: 3,
  ...overrides,
});

const messageSteps = (steps: StepDraft[]) => steps.filter((step) => step.type !== 'delay');
const of = <T extends StepDraft['type']>(steps: StepDraft[], type: T) =>
  steps.filter((step): step is Extract<StepDraft, { type: T }> => step.type === type);
const textOf = (steps: StepDraft[]) => JSON.stringify(steps);

describe('writeStepsByRules', () => {
  it('writes only valid steps, the asked number of messages, for every channel, tone and count', () => {
    for (const tone of GENERATION_TONES)
      for (const channel of GENERATION_CHANNELS)
        for (let count = 1; count <= MAX_GENERATED_STEPS; count += 1)
          for (const job of [JOB, BARE_JOB]) {
            const steps = writeStepsByRules(
              job,
              request({ tone, channels: [channel], number_of_steps: count }),
            );
            for (const step of steps)
              expect(stepDraftSchema.safeParse(step).success, textOf([step])).toBe(true);
            expect(messageSteps(steps)).toHaveLength(count);
          }
  });

  it('starts on the first chosen channel, uses only the chosen ones and puts a 2–3 day delay between messages', () => {
    const steps = writeStepsByRules(
      JOB,
      request({ channels: ['linkedin', 'email', 'call'], number_of_steps: 6 }),
    );
    expect(steps.map((step) => step.type)).toEqual([
      'auto_linkedin_invite',
      'delay',
      'auto_email',
      'delay',
      'auto_ai_call',
      'delay',
      'auto_linkedin_message_send',
      'delay',
      'auto_email',
      'delay',
      'auto_ai_call',
    ]);
    const delays = of(steps, 'delay').map((step) => step.config);
    expect(delays).toEqual([
      { days: 3, hours: 0 },
      { days: 2, hours: 0 },
      { days: 2, hours: 0 },
      { days: 2, hours: 0 },
      { days: 2, hours: 0 },
    ]);
    const whatsappOnly = writeStepsByRules(
      JOB,
      request({ channels: ['whatsapp'], number_of_steps: 2 }),
    );
    expect(whatsappOnly.map((step) => step.type)).toEqual([
      'auto_whatsapp_message_send',
      'delay',
      'auto_whatsapp_message_send',
    ]);
    expect(of(whatsappOnly, 'delay')[0]?.config).toEqual({ days: 3, hours: 0 });
  });

  it('writes a first e-mail with the opener and placeholders, and follow-ups that reply to it', () => {
    const steps = writeStepsByRules(
      JOB,
      request({ channels: ['email', 'whatsapp'], number_of_steps: 4 }),
    );
    const [first, second] = of(steps, 'auto_email');
    expect(first?.config.subject).toBe('{{job_title}} opportunity at {{company_name}}');
    expect(first?.config.body.split('\n')).toEqual([
      'Hello {{first_name}},',
      '{{ice_breaker}}',
      'I am reaching out because your background stood out to me.',
      '{{company_name}} is hiring a <strong>{{job_title}}</strong> in {{job_location}} (hybrid).',
      'You would work with TypeScript, PostgreSQL and Kafka.',
      'The salary range is {{job_salary}}.',
      'Would you be open to a short call this week to discuss it?',
      'Kind regards,',
      '{{sender_first_name}}',
    ]);
    expect(second?.config.subject).toBe('Re: {{previous_subject}}');
    expect(second?.config.body).toContain('follow up on my WhatsApp message');
    expect(second?.config.body).not.toContain('{{ice_breaker}}');
    const whatsapp = of(steps, 'auto_whatsapp_message_send');
    expect(whatsapp[0]?.config.message).toContain('Following up on my email.');
    expect(whatsapp[1]?.config.message).toContain('follow up on my email');
    // The last of three or more messages closes the thread politely.
    expect(whatsapp[1]?.config.message).toContain('I will not follow up again');
  });

  it('keeps e-mail bodies in the stored rich-text format: "\\n" breaks and allowed inline tags only', () => {
    const steps = writeStepsByRules(
      JOB,
      request({
        number_of_steps: 4,
        instructions: 'Mention that we use <script>alert(1)</script> & Rust',
      }),
    );
    for (const email of of(steps, 'auto_email')) {
      const tags = [...email.config.body.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]);
      for (const tag of tags) expect(RICH_TEXT_ALLOWED_TAGS).toContain(tag);
      expect(email.config.body).not.toMatch(/<p>|<br|\r/);
    }
    expect(of(steps, 'auto_email')[0]?.config.body).toContain(
      'Worth knowing: We use &lt;script&gt;alert(1)&lt;/script&gt; &amp; Rust.',
    );
  });

  it('keeps the LinkedIn note within 300 characters, even filled in for a very long job title', () => {
    const longTitle = 'Principal Distributed Systems and Platform Reliability Engineering Lead '
      .repeat(2)
      .slice(0, 120);
    for (const tone of GENERATION_TONES)
      for (const channels of [['linkedin'], ['email', 'linkedin']] as const) {
        const job = {
          ...JOB,
          title: longTitle,
          company: 'A'.repeat(120),
          location: 'B'.repeat(120),
        };
        const [invite] = of(
          writeStepsByRules(job, request({ tone, channels: [...channels], number_of_steps: 2 })),
          'auto_linkedin_invite',
        );
        const note = invite?.config.note ?? '';
        expect(note.length).toBeLessThanOrEqual(LINKEDIN_NOTE_MAX);
        const filled = note
          .replaceAll('{{job_title}}', longTitle)
          .replaceAll('{{company_name}}', job.company)
          .replaceAll('{{job_location}}', job.location)
          .replace(/\{\{[a-z_]+\}\}/g, 'Maximiliana-Josefine');
        expect(filled.length, filled).toBeLessThanOrEqual(LINKEDIN_NOTE_MAX);
        expect(note).toContain('{{first_name}}');
      }
    const [short] = of(
      writeStepsByRules(JOB, request({ channels: ['linkedin'] })),
      'auto_linkedin_invite',
    );
    expect(short?.config.note).toContain('{{job_title}}');
  });

  it('thanks for connecting after the invitation and gives the AI call a goal and the default voice', () => {
    const steps = writeStepsByRules(
      JOB,
      request({ channels: ['linkedin', 'call'], number_of_steps: 4, tone: 'friendly' }),
    );
    expect(of(steps, 'auto_linkedin_message_send')[0]?.config.message).toMatch(
      /^Thanks for connecting, \{\{first_name\}\}!/,
    );
    const [call] = of(steps, 'auto_ai_call');
    expect(call?.config.voice).toEqual(DEFAULT_AI_CALL_VOICE);
    expect(call?.config.goal).toContain('Refer to the LinkedIn invitation sent a few days ago.');
    expect(call?.config.goal).toContain('key skills (TypeScript, PostgreSQL and Kafka)');
    expect(call?.config.goal).toContain('warm and friendly');
  });

  it('changes greeting, sign-off and energy with the tone', () => {
    const bodies = GENERATION_TONES.map(
      (tone) =>
        of(writeStepsByRules(JOB, request({ tone, number_of_steps: 1 })), 'auto_email')[0]?.config
          .body ?? '',
    );
    expect(new Set(bodies).size).toBe(GENERATION_TONES.length);
    const [professional, friendly, casual, enthusiastic] = bodies;
    expect(professional).toMatch(/^Hello \{\{first_name\}\},/);
    expect(friendly).toMatch(/^Hi \{\{first_name\}\},/);
    expect(casual).toMatch(/^Hey \{\{first_name\}\},/);
    expect(casual).toContain('Cheers,\n{{sender_first_name}}');
    expect(enthusiastic).toMatch(/^Hi \{\{first_name\}\}!/);
    expect((enthusiastic?.match(/!/g) ?? []).length).toBeGreaterThan(
      (professional?.match(/!/g) ?? []).length,
    );
  });

  it('follows the instructions it understands: short, no salary, a point to mention', () => {
    const full = of(writeStepsByRules(JOB, request({ number_of_steps: 1 })), 'auto_email')[0]
      ?.config.body;
    const short = of(
      writeStepsByRules(JOB, request({ number_of_steps: 1, instructions: 'Keep it short.' })),
      'auto_email',
    )[0]?.config.body;
    expect(full).toContain('You would work with');
    expect(short).not.toContain('You would work with');
    expect(short).not.toContain('{{job_salary}}');
    const noSalary = writeStepsByRules(
      JOB,
      request({
        channels: ['email', 'call'],
        number_of_steps: 2,
        instructions: "Don't mention the salary",
      }),
    );
    expect(textOf(noSalary)).not.toContain('job_salary');
    expect(textOf(noSalary)).not.toContain('Worth knowing');
    const highlight = writeStepsByRules(
      JOB,
      request({ number_of_steps: 1, instructions: 'Please highlight that we offer a 4-day week.' }),
    );
    expect(textOf(highlight)).toContain('Worth knowing: We offer a 4-day week.');
  });

  it('leaves out what the job does not say, and names the sender company when the job has none', () => {
    const steps = writeStepsByRules(
      BARE_JOB,
      request({ channels: ['email', 'call'], number_of_steps: 2 }),
    );
    const text = textOf(steps);
    expect(text).not.toMatch(/job_location|job_salary|company_name|work with/);
    expect(of(steps, 'auto_email')[0]?.config.subject).toBe(
      '{{job_title}} opportunity at {{sender_company}}',
    );
  });
});
