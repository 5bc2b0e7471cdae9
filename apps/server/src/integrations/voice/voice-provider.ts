import type { VapiAssistant } from './vapi-assistant';

/** An outbound call as the provider places it (Vapi's POST /call). */
export type OutboundCall = {
  /** E.164, e.g. +14155550123. */
  toNumber: string;
  customerName: string | null;
  assistant: VapiAssistant;
  /** Echoed back in every server message of the call (`message.call.metadata`). */
  metadata: Record<string, string>;
};

export type PlacedCall = { providerCallId: string; status: string };

/**
 * Places AI phone calls (decision 047): a provider of Vapi's kind, configured with VOICE_*.
 * What happens on the call comes back later as signed server messages (voice-webhook-routes).
 */
export type VoiceProvider = {
  /** Where the provider posts the call's server messages. */
  webhookUrl: string;
  createCall: (call: OutboundCall) => Promise<PlacedCall>;
};

export type VoiceErrorCode =
  'unauthorized' | 'rejected' | 'server_error' | 'unreachable' | 'malformed';

/** A failure of the voice provider, with a message a recruiter can read. */
export class VoiceError extends Error {
  constructor(
    readonly code: VoiceErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'VoiceError';
  }
}
