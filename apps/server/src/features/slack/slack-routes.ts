import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import {
  disconnectSlackBody,
  projectSlackChannelResponse,
  setProjectSlackChannelBody,
  slackAuthorizeQuery,
  slackCallbackQuery,
  slackSettingsResponse,
  updateSlackSettingsBody,
} from '@hirelane/domain/slack/slack.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { completeSlackConnection, SLACK_CALLBACK_PATH, slackAuthorizeUrl } from './connect-slack';
import { getProjectSlackChannel, setProjectSlackChannel } from './project-slack-channel';
import { disconnectSlack, getSlackSettings, updateSlackSettings } from './slack-settings';

const tags = ['slack'];

/** Slack: connecting by OAuth v2, the card's settings and each project's channel (decision 050). */
export const slackRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/communication/slack/authorize',
      {
        schema: {
          tags,
          summary: "Redirects to Slack's authorize page (scope workspace: owners and admins)",
          querystring: slackAuthorizeQuery,
        },
      },
      async (request, reply) =>
        reply.redirect(
          slackAuthorizeUrl(
            app,
            requireTenant(request),
            requireSession(request).user.id,
            request.query.scope,
          ),
          302,
        ),
    );

    // Slack sends the browser back here: no workspace in the address, the signed state names it.
    fastify.get(
      SLACK_CALLBACK_PATH,
      { config: { access: 'session' }, schema: { tags, querystring: slackCallbackQuery } },
      async (request, reply) =>
        reply.redirect(
          await completeSlackConnection(app, requireSession(request).user.id, request.query),
          302,
        ),
    );

    fastify.get(
      '/api/communication/slack/settings',
      { schema: { tags, response: { 200: slackSettingsResponse } } },
      async (request) => ({
        success: true,
        data: await getSlackSettings(app, requireTenant(request), requireSession(request).user.id),
      }),
    );

    fastify.put(
      '/api/communication/slack/settings',
      { schema: { tags, body: updateSlackSettingsBody, response: { 200: slackSettingsResponse } } },
      async (request) => ({
        success: true,
        data: await updateSlackSettings(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.body,
        ),
      }),
    );

    fastify.post(
      '/api/communication/slack/disconnect',
      { schema: { tags, body: disconnectSlackBody, response: { 200: slackSettingsResponse } } },
      async (request) => ({
        success: true,
        message: 'Slack disconnected.',
        data: await disconnectSlack(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.body.scope,
        ),
      }),
    );

    fastify.get(
      '/api/project/:id/slack/channel',
      { schema: { tags, params: projectIdParams, response: { 200: projectSlackChannelResponse } } },
      async (request) => ({
        success: true,
        data: await getProjectSlackChannel(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
        ),
      }),
    );

    fastify.put(
      '/api/project/:id/slack/channel',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: setProjectSlackChannelBody,
          response: { 200: projectSlackChannelResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await setProjectSlackChannel(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );
  };
