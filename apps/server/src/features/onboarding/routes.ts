import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  extensionDetectedRequest,
  onboardingChecklistResponse,
  welcomeRequest,
  welcomeResponse,
} from '@hirelane/domain/onboarding/onboarding.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { completeWelcome } from './complete-welcome';
import { getOnboardingChecklist } from './get-onboarding-checklist';
import { recordExtension } from './record-extension';

const tags = ['onboarding'];

export const onboardingRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/user/onboarding',
      { schema: { tags, response: { 200: onboardingChecklistResponse } } },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          data: await getOnboardingChecklist(app.db, requireTenant(request).workspaceId, user.id),
        };
      },
    );

    fastify.post(
      '/api/user/extension',
      {
        config: { access: 'session' },
        schema: { tags, body: extensionDetectedRequest, response: { 200: messageEnvelope } },
      },
      async (request) => {
        const { user } = requireSession(request);
        await recordExtension(app.db, user.id, request.body.installed);
        return { success: true };
      },
    );

    fastify.post(
      '/api/user/welcome',
      {
        config: { access: 'session' },
        schema: { tags, body: welcomeRequest, response: { 200: welcomeResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: 'Welcome aboard.',
          data: await completeWelcome(app.db, user.id, request.body),
        };
      },
    );
  };
