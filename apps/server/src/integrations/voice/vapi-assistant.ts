import type { AiCallConfig } from '@hirelane/domain/campaigns/step-config.schema';
import { EXPECTED_CALL_MINUTES } from '@hirelane/domain/calls/call-rules';
import { azureVoiceId } from './azure-voices';

/** The transient assistant of Vapi's POST /call (the fields Hirelane sets). */
export type VapiAssistant = {
  firstMessage: string;
  model: {
    provider: string;
    model: string;
    temperature: number;
    messages: { role: 'system'; content: string }[];
  };
  voice: { provider: string; voiceId: string; speed: number };
  transcriber: { provider: string; language: string };
  backgroundSound: string;
  startSpeakingPlan: {
    waitSeconds: number;
    transcriptionEndpointingPlan: { onNoPunctuationSeconds: number };
  };
  stopSpeakingPlan: { backoffSeconds: number };
  maxDurationSeconds: number;
  voicemailMessage?: string;
  endCallFunctionEnabled: boolean;
  serverMessages: string[];
  server: { url: string };
};

const PROVIDER_OF_MODEL = (model: string): string =>
  model.startsWith('claude') ? 'anthropic' : model.startsWith('llama') ? 'groq' : 'openai';

export type CallContext = {
  candidateName: string | null;
  jobTitle: string | null;
  companyName: string | null;
};

const systemPrompt = (config: AiCallConfig, context: CallContext): string =>
  [
    `You are a recruiter's assistant calling ${context.candidateName ?? 'a candidate'}${context.companyName ? ` on behalf of ${context.companyName}` : ''}${context.jobTitle ? ` about the ${context.jobTitle} role` : ''}.`,
    `Goal of the call: ${config.goal}`,
    config.questions && `Find out: ${config.questions}`,
    config.handover && `Offer to hand over to a recruiter when: ${config.handover}`,
    `Be brief and polite; end the call within ${EXPECTED_CALL_MINUTES} minutes. If they are not interested or ask not to be called, thank them and end the call.`,
  ]
    .filter(Boolean)
    .join('\n');

/** The assistant of one call step for one candidate: the step's script and voice settings. */
export const buildVapiAssistant = (
  config: AiCallConfig,
  context: CallContext,
  webhookUrl: string,
): VapiAssistant => {
  const voice = config.voice;
  const locale = voice.language;
  const greeting = `Hello${context.candidateName ? ` ${context.candidateName.split(' ')[0]}` : ''}, this is an assistant calling${context.companyName ? ` for ${context.companyName}` : ''}. Do you have a minute?`;
  return {
    firstMessage: config.first_message || greeting,
    model: {
      provider: PROVIDER_OF_MODEL(voice.llmModel),
      model: voice.llmModel,
      temperature: Number(voice.llmTemperature),
      messages: [{ role: 'system', content: systemPrompt(config, context) }],
    },
    voice: {
      provider: 'azure',
      voiceId: azureVoiceId(locale, voice.gender),
      speed: Number(voice.voiceSpeed),
    },
    transcriber: { provider: 'deepgram', language: locale },
    // Vapi plays its office ambience or none; the other effects fall back to the office one.
    backgroundSound: voice.effect === 'none' ? 'off' : 'office',
    startSpeakingPlan: {
      waitSeconds: Number(voice.minimumEndpointDelay),
      transcriptionEndpointingPlan: { onNoPunctuationSeconds: Number(voice.maximumEndpointDelay) },
    },
    stopSpeakingPlan: { backoffSeconds: Number(voice.minimumEndpointDelay) },
    maxDurationSeconds: EXPECTED_CALL_MINUTES * 60,
    ...(config.voicemail === 'leave_message' && config.voicemail_message
      ? { voicemailMessage: config.voicemail_message }
      : {}),
    endCallFunctionEnabled: true,
    serverMessages: ['status-update', 'end-of-call-report'],
    server: { url: webhookUrl },
  };
};
