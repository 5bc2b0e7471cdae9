import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_CALL_VOICE } from '@hirelane/domain/campaigns/step-config.schema';
import type { GenerateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import { LlmError } from '../../../integrations/llm/text-provider';
import {
  NO_USABLE_STEP,
  UNREADABLE_ANSWER,
  parseGeneratedSteps,
  toStoredSequence,
} from './step-writer-parse';

const REQUEST: GenerateStepsRequest = {
  channels: ['email', 'linkedin', 'call'],
  tone: 'friendly',
  number_of_steps: 3,
};

const email = (subject: string, body = 'Hi {{first_name}}') => ({
  type: 'auto_email',
  config: { subject, body },
});
const delay = (days: number) => ({ type: 'delay', config: { days, hours: 0 } });

const failureOf = (answer: string, request = REQUEST): LlmError => {
  try {
    parseGeneratedSteps(answer, request);
  } catch (error) {
    if (error instanceof LlmError) return error;
    throw error;
  }
  throw new Error('expected a failure');
};

describe('parseGeneratedSteps', () => {
  it('keeps valid steps, drops invalid ones and other channels, and keeps delays only between messages', () => {
    const answer = JSON.stringify({
      steps: [
        delay(1),
        email('First'),
        delay(3),
        { type: 'auto_linkedin_invite', config: { note: 'x'.repeat(301) } },
        { type: 'auto_whatsapp_message_send', config: { message: 'Not a chosen channel' } },
        { type: 'auto_email', config: { subject: '' } },
        { type: 'telepathy', config: {} },
        'nonsense',
        { type: 'auto_linkedin_invite', config: { note: 'Hi {{first_name}}' } },
        email('Re: {{previous_subject}}'),
        delay(2),
      ],
    });
    expect(parseGeneratedSteps(answer, REQUEST)).toEqual([
      email('First'),
      delay(3),
      { type: 'auto_linkedin_invite', config: { note: 'Hi {{first_name}}' } },
      { type: 'delay', config: { days: 2, hours: 0 } },
      email('Re: {{previous_subject}}'),
    ]);
  });

  it('stops at the asked number of messages and reads a fenced answer or a bare array', () => {
    const answer = `Here you go:\n\`\`\`json\n${JSON.stringify([email('1'), email('2'), email('3')])}\n\`\`\``;
    expect(parseGeneratedSteps(answer, { ...REQUEST, number_of_steps: 2 })).toEqual([
      email('1'),
      delay(2),
      email('2'),
    ]);
  });

  it('turns <p> and <br> into stored line breaks and gives an AI call the default voice', () => {
    const answer = JSON.stringify({
      steps: [
        email('Hello', '<p>Hi {{first_name}},</p><p>{{ice_breaker}}<br/>More</p>'),
        { type: 'auto_ai_call', config: { goal: 'Check interest.', voice: { gender: 'robot' } } },
      ],
    });
    expect(parseGeneratedSteps(answer, REQUEST)).toEqual([
      email('Hello', 'Hi {{first_name}},\n{{ice_breaker}}\nMore'),
      delay(2),
      { type: 'auto_ai_call', config: { goal: 'Check interest.', voice: DEFAULT_AI_CALL_VOICE } },
    ]);
  });

  it('fails clearly on an unreadable answer or when no step is usable', () => {
    expect(failureOf('I cannot help with that.').message).toBe(UNREADABLE_ANSWER);
    expect(failureOf('{"steps": [').message).toBe(UNREADABLE_ANSWER);
    expect(failureOf('{"sequence": []}').message).toBe(UNREADABLE_ANSWER);
    const invalid = failureOf(
      JSON.stringify({ steps: [delay(2), { type: 'auto_email', config: {} }] }),
    );
    expect(invalid.message).toBe(NO_USABLE_STEP);
    expect(invalid.code).toBe('malformed');
  });
});

describe('toStoredSequence', () => {
  it('sanitises what it keeps and drops a step that sanitising empties', () => {
    const steps = toStoredSequence(
      [
        email('Hi', 'Hello<script>alert(1)</script> <b onclick="x()">you</b><br>there'),
        email('Only markup', '<script>alert(1)</script>'),
        { type: 'auto_whatsapp_message_send', config: { message: '<i>Hi</i> {{first_name}}' } },
      ],
      { channels: ['email', 'whatsapp'], tone: 'casual', number_of_steps: 3 },
    );
    expect(steps).toEqual([
      email('Hi', 'Hello <b>you</b>\nthere'),
      delay(2),
      { type: 'auto_whatsapp_message_send', config: { message: 'Hi {{first_name}}' } },
    ]);
  });
});
