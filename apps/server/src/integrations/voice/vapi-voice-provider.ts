import type { VoiceConfig } from '../../voice-config';
import {
  VoiceError,
  type OutboundCall,
  type PlacedCall,
  type VoiceProvider,
} from './voice-provider';

const TIMEOUT_MS = 15_000;

const failure = (status: number, detail: string): VoiceError => {
  if (status === 401 || status === 403)
    return new VoiceError(
      'unauthorized',
      'The voice provider refused the API key (VOICE_API_KEY).',
      status,
    );
  if (status >= 500)
    return new VoiceError('server_error', `The voice provider failed (${status}).`, status);
  return new VoiceError('rejected', `The voice provider refused the call: ${detail}`, status);
};

/** A provider speaking Vapi's API: POST {VOICE_API_URL}/call with a transient assistant. */
export const createVapiVoiceProvider = (
  config: VoiceConfig,
  webhookUrl: string,
): VoiceProvider => ({
  webhookUrl,
  createCall: async (call: OutboundCall): Promise<PlacedCall> => {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}/call`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          phoneNumberId: config.phoneNumberId,
          customer: {
            number: call.toNumber,
            ...(call.customerName ? { name: call.customerName } : {}),
          },
          assistant: call.assistant,
          metadata: call.metadata,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new VoiceError(
        'unreachable',
        `The voice provider could not be reached (${error instanceof Error ? error.message : 'network error'}).`,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      let detail = text.slice(0, 200);
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string') detail = parsed.message;
        else if (Array.isArray(parsed.message)) detail = parsed.message.join('; ');
      } catch {
        // not JSON: the text itself
      }
      throw failure(response.status, detail);
    }
    try {
      const body = JSON.parse(text) as { id?: unknown; status?: unknown };
      if (typeof body.id !== 'string') throw new Error('no id');
      return {
        providerCallId: body.id,
        status: typeof body.status === 'string' ? body.status : 'queued',
      };
    } catch {
      throw new VoiceError('malformed', 'The voice provider answered without a call id.');
    }
  },
});
