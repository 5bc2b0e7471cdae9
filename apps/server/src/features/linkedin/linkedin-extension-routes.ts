import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import {
  linkedinActionParams,
  linkedinActionResultRequest,
  linkedinActionResultResponse,
  linkedinClaimRequest,
  linkedinClaimResponse,
  linkedinHealthRequest,
  linkedinIdentityRequest,
  linkedinInboundMessageRequest,
  linkedinInboundMessageResponse,
} from '@hirelane/domain/linkedin/extension-contract.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import type { FastifyRequest } from 'fastify';
import { claimLinkedinActions } from './claim-linkedin-actions';
import { saveIdentityReport } from './linkedin-connection-store';
import { recordLinkedinMessage } from './record-linkedin-message';
import { reportActionResult } from './report-action-result';
import { reportLinkedinHealth } from './report-linkedin-health';

const tags = ['linkedin-extension'];

const memberOf = (request: FastifyRequest) => ({
  workspaceId: requireTenant(request).workspaceId,
  userId: requireSession(request).user.id,
});

/**
 * What the browser extension calls (decision 045), with the app's session cookie and its
 * chrome-extension:// Origin, for the workspace in ?workspace=. Each acts on the caller's own
 * LinkedIn account in that workspace.
 */
export const linkedinExtensionRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/extension/linkedin/identity',
      {
        config: { extensionOrigin: true },
        schema: {
          tags,
          summary: 'The LinkedIn member signed in in the browser',
          body: linkedinIdentityRequest,
          response: { 200: messageEnvelope },
        },
      },
      async (request) => {
        await saveIdentityReport(
          app.db,
          memberOf(request),
          {
            fullName: request.body.full_name,
            profileUrl: request.body.profile_url,
            headline: request.body.headline ?? null,
          },
          new Date(),
        );
        return { success: true, message: 'Identity received.' };
      },
    );

    fastify.post(
      '/api/extension/linkedin/health',
      {
        config: { extensionOrigin: true },
        schema: {
          tags,
          summary: 'A problem (or none) the extension saw on LinkedIn',
          body: linkedinHealthRequest,
          response: { 200: messageEnvelope },
        },
      },
      async (request) => {
        await reportLinkedinHealth(app.db, memberOf(request), request.body);
        return { success: true, message: 'State received.' };
      },
    );

    fastify.post(
      '/api/extension/linkedin/actions/claim',
      {
        config: { extensionOrigin: true },
        schema: {
          tags,
          summary: "Take the account's due LinkedIn actions, leased",
          body: linkedinClaimRequest,
          response: { 200: linkedinClaimResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await app.db.transaction((tx) =>
          claimLinkedinActions(tx, memberOf(request), request.body.max),
        ),
      }),
    );

    fastify.post(
      '/api/extension/linkedin/actions/:id/result',
      {
        config: { extensionOrigin: true },
        schema: {
          tags,
          summary: 'The result of a claimed action (once, while its lease runs)',
          params: linkedinActionParams,
          body: linkedinActionResultRequest,
          response: { 200: linkedinActionResultResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await app.db.transaction((tx) =>
          reportActionResult(tx, memberOf(request), request.params.id, request.body),
        ),
      }),
    );

    fastify.post(
      '/api/extension/linkedin/messages',
      {
        config: { extensionOrigin: true },
        schema: {
          tags,
          summary: 'A message a person sent the member on LinkedIn',
          body: linkedinInboundMessageRequest,
          response: { 200: linkedinInboundMessageResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await app.db.transaction((tx) =>
          recordLinkedinMessage(tx, memberOf(request), {
            profileUrl: request.body.profile_url,
            text: request.body.text,
            sentAt: new Date(request.body.sent_at),
          }),
        ),
      }),
    );
  };
