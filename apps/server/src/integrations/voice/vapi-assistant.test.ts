import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_CALL_VOICE } from '@hirelane/domain/campaigns/step-config.schema';
import { buildVapiAssistant } from './vapi-assistant';

const context = {
  candidateName: 'Ada Lovelace',
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
};

describe('the Vapi assistant of a call step', () => {
  it('maps the SPEC 3 voice settings onto the assistant', () => {
    const assistant = buildVapiAssistant(
      {
        goal: 'Check interest',
        voice: {
          ...DEFAULT_AI_CALL_VOICE,
          gender: 'male',
          language: 'de-DE',
          llmModel: 'claude-3-5-haiku',
          effect: 'cafe',
          voiceSpeed: '1.2',
          llmTemperature: '0.8',
          minimumEndpointDelay: '0.3',
          maximumEndpointDelay: '3.0',
        },
      },
      context,
      'https://app.example/api/communication/ai-call/webhook',
    );
    expect(assistant).toMatchObject({
      model: { provider: 'anthropic', model: 'claude-3-5-haiku', temperature: 0.8 },
      voice: { provider: 'azure', voiceId: 'de-DE-ConradNeural', speed: 1.2 },
      transcriber: { language: 'de-DE' },
      backgroundSound: 'office',
      startSpeakingPlan: {
        waitSeconds: 0.3,
        transcriptionEndpointingPlan: { onNoPunctuationSeconds: 3 },
      },
      maxDurationSeconds: 300,
      serverMessages: ['status-update', 'end-of-call-report'],
      server: { url: 'https://app.example/api/communication/ai-call/webhook' },
    });
    expect(assistant.firstMessage).toBe(
      'Hello Ada, this is an assistant calling for Acme. Do you have a minute?',
    );
    expect(assistant.voicemailMessage).toBeUndefined();
  });

  it('puts the script in the system prompt and leaves a voicemail only when the step says so', () => {
    const assistant = buildVapiAssistant(
      {
        goal: 'Check interest',
        voice: DEFAULT_AI_CALL_VOICE,
        first_message: 'Hi Ada!',
        questions: 'Notice period',
        handover: 'They ask about salary',
        voicemail: 'leave_message',
        voicemail_message: 'Call us back',
      },
      context,
      'https://app.example/hook',
    );
    const prompt = assistant.model.messages[0]?.content ?? '';
    expect(prompt).toContain('Goal of the call: Check interest');
    expect(prompt).toContain('Find out: Notice period');
    expect(prompt).toContain('Offer to hand over to a recruiter when: They ask about salary');
    expect(prompt).toContain('about the Backend Engineer role');
    expect(assistant).toMatchObject({
      firstMessage: 'Hi Ada!',
      backgroundSound: 'off',
      voicemailMessage: 'Call us back',
    });
  });
});
