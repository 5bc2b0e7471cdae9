import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { VoiceConfig } from '../../voice-config';
import { VOICE_WEBHOOK_PATH } from '../../integrations/voice/create-voice-provider';
import {
  isKnownServerMessage,
  vapiServerMessageSchema,
} from '../../integrations/voice/vapi-server-message';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyVoiceWebhook,
} from '../../integrations/voice/voice-webhook-signature';
import { recordCallReport, recordCallStatus } from './record-call-report';

export const BAD_SIGNATURE_MESSAGE = 'The voice provider signature does not match this message.';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The voice provider's server messages (decision 047). Public: the HMAC signature over the
 * timestamp and the raw body is the authority, so this scope keeps the body as the bytes signed.
 */
export const voiceWebhookRoutes =
  (app: AppContext, voice: VoiceConfig): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    fastify.post(
      VOICE_WEBHOOK_PATH,
      { config: { access: 'public', crossSite: 'allowed' }, schema: { hide: true } },
      async (request, reply) => {
        const secret = voice.webhookSecret;
        const now = new Date();
        const body = request.body;
        const signed =
          Buffer.isBuffer(body) &&
          verifyVoiceWebhook(
            secret,
            {
              signature: header(request.headers[SIGNATURE_HEADER]),
              timestamp: header(request.headers[TIMESTAMP_HEADER]),
            },
            body,
            now,
          );
        if (!signed || !Buffer.isBuffer(body))
          return reply.code(401).send({ success: false, message: BAD_SIGNATURE_MESSAGE });
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          return reply.code(422).send({ success: false, message: 'The message is not JSON.' });
        }
        if (!isKnownServerMessage(json)) return { received: true, outcome: 'ignored' };
        const parsed = vapiServerMessageSchema.safeParse(json);
        if (!parsed.success)
          return reply.code(422).send({
            success: false,
            message: `The server message is malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
          });
        const message = parsed.data.message;
        const outcome =
          message.type === 'end-of-call-report'
            ? await recordCallReport(app, message, now)
            : await recordCallStatus(app, message, now);
        return { received: true, outcome };
      },
    );
  };
