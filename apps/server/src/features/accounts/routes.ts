import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarAccountListResponse,
  emailAccountListResponse,
  linkedinAccountStatusResponse,
  teamChatStatusResponse,
  whatsappAccountStatusResponse,
  whatsappBusinessAccountStatusResponse,
} from '@hirelane/domain/accounts/account-status.schema';
import { aiCallSettingOptionsResponse } from '@hirelane/domain/accounts/ai-call-settings';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import {
  findLinkedinStatus,
  findWhatsappBusinessStatus,
  findWhatsappStatus,
  listCalendarAccounts,
  listEmailAccounts,
} from './account-status-store';
import { readTeamChatStatus } from '../slack/team-chat-status';
import { getAiCallSettingOptions } from './get-ai-call-setting-options';

const tags = ['accounts'];

/**
 * SPEC 7: the two team chat status calls carry a `state` (user, workspace, random session id; the
 * second scrambled) instead of the workspace parameter; the caller must be that user, a member.
 */
const teamChatStatusQuery = z.object({
  state: z.string().max(2000).optional(),
  workspace: z.uuid('Not a valid workspace id.').optional(),
});

export const accountRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/communication/ai-call/setting-options',
      { schema: { tags, response: { 200: aiCallSettingOptionsResponse } } },
      async (request) => {
        requireTenant(request);
        return { success: true, data: getAiCallSettingOptions(app.voice !== null) };
      },
    );

    fastify.get(
      '/api/communication/email/account/list',
      { schema: { tags, response: { 200: emailAccountListResponse } } },
      async (request) => ({
        success: true,
        data: await listEmailAccounts(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.get(
      '/api/communication/calendar/account/list',
      { schema: { tags, response: { 200: calendarAccountListResponse } } },
      async (request) => ({
        success: true,
        data: await listCalendarAccounts(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.get(
      '/api/communication/linkedin/account/status',
      { schema: { tags, response: { 200: linkedinAccountStatusResponse } } },
      async (request) => ({
        success: true,
        data: await findLinkedinStatus(
          app.db,
          requireTenant(request).workspaceId,
          requireSession(request).user.id,
        ),
      }),
    );

    fastify.get(
      '/api/communication/whatsapp/account/status',
      { schema: { tags, response: { 200: whatsappAccountStatusResponse } } },
      async (request) => ({
        success: true,
        data: await findWhatsappStatus(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.get(
      '/api/communication/whatsapp-business-api/account/status',
      { schema: { tags, response: { 200: whatsappBusinessAccountStatusResponse } } },
      async (request) => ({
        success: true,
        data: await findWhatsappBusinessStatus(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.get(
      '/api/account/status',
      {
        config: { access: 'session' },
        schema: {
          tags,
          querystring: teamChatStatusQuery,
          response: { 200: teamChatStatusResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await readTeamChatStatus(
          app,
          requireSession(request).user.id,
          request.query.state,
          request.query.workspace,
        ),
      }),
    );
  };
