import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  extensionContextResponse,
  extensionReleaseResponse,
  extensionLookupRequest,
  extensionLookupResponse,
  extensionSaveRequest,
  extensionSaveResponse,
} from '@hirelane/domain/extension/extension-api.schema';
import { EXTENSION_DOWNLOAD_PATH } from '@hirelane/domain/extension/extension-key';
import { extensionOrigin, MIN_EXTENSION_VERSION } from '@hirelane/domain/extension/presence';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { notFound } from '../../http/http-error';
import { EXTENSION_NOT_BUILT, loadExtensionPackage } from './extension-package';
import { getExtensionContext } from './get-extension-context';
import { lookupExtensionProfile } from './lookup-extension-profile';
import { saveExtensionProfile } from './save-extension-profile';

const tags = ['extension'];

const SAVE_MESSAGES = {
  created: 'Saved to the project.',
  merged: 'This person was already in your workspace: merged and added to the project.',
  already_in_project: 'This person is already in the project.',
} as const;

/**
 * The browser extension's routes (decision 044). /api/extension/* are called by the extension's
 * service worker with the app's session cookie; their writes accept the extension's origin and
 * their answers name it for CORS. The zip and its release note are public, like the app's files.
 */
export const extensionRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    const origin = extensionOrigin(app.config.extensionId);
    fastify.addHook('onSend', async (request, reply) => {
      if (
        origin &&
        request.headers.origin === origin &&
        request.url.startsWith('/api/extension/')
      ) {
        void reply.header('access-control-allow-origin', origin);
        void reply.header('access-control-allow-credentials', 'true');
        void reply.header('vary', 'Origin');
      }
    });

    fastify.get(
      '/api/extension/context',
      {
        config: { access: 'session' },
        schema: { tags, response: { 200: extensionContextResponse } },
      },
      async (request) => ({
        success: true,
        data: await getExtensionContext(app.db, requireSession(request)),
      }),
    );

    fastify.post(
      '/api/extension/lookup',
      {
        config: { extensionOrigin: true },
        schema: { tags, body: extensionLookupRequest, response: { 200: extensionLookupResponse } },
      },
      async (request) => ({
        success: true,
        data: await lookupExtensionProfile(app.db, requireTenant(request), request.body),
      }),
    );

    fastify.post(
      '/api/extension/profiles',
      {
        config: { extensionOrigin: true },
        schema: { tags, body: extensionSaveRequest, response: { 200: extensionSaveResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await saveExtensionProfile(
          app.db,
          requireTenant(request),
          user.id,
          request.body,
        );
        const campaignNote = data.added_to_campaign ? ' Added to the campaign.' : '';
        return { success: true, message: `${SAVE_MESSAGES[data.outcome]}${campaignNote}`, data };
      },
    );

    fastify.get(
      '/api/extension/release',
      {
        config: { access: 'public' },
        schema: { tags, response: { 200: extensionReleaseResponse } },
      },
      async () => {
        const pack = await loadExtensionPackage();
        if (!pack) throw notFound(EXTENSION_NOT_BUILT);
        return {
          success: true,
          data: {
            version: pack.version,
            min_version: MIN_EXTENSION_VERSION,
            download_url: EXTENSION_DOWNLOAD_PATH,
            extension_id: app.config.extensionId,
          },
        };
      },
    );

    fastify.get(EXTENSION_DOWNLOAD_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const pack = await loadExtensionPackage();
      if (!pack) throw notFound(EXTENSION_NOT_BUILT);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="hirelane-extension.zip"')
        .header('cache-control', 'no-cache')
        .send(pack.zip);
    });
  };
