import type { Config } from '../../config';
import { createVapiVoiceProvider } from './vapi-voice-provider';
import type { VoiceProvider } from './voice-provider';

/** Where the provider posts a call's server messages. */
export const VOICE_WEBHOOK_PATH = '/api/communication/ai-call/webhook';

/** The configured provider (VOICE_*), or null: call steps cannot launch. */
export const createVoiceProvider = (config: Config): VoiceProvider | null =>
  config.voice
    ? createVapiVoiceProvider(config.voice, `${config.appUrl}${VOICE_WEBHOOK_PATH}`)
    : null;
