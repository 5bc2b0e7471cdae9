import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featureFlagsResponse,
  updateFeatureFlagsRequest,
} from '@hirelane/domain/workspace-settings/feature-flags';
import {
  interviewRetentionResponse,
  updateInterviewRetentionRequest,
} from '@hirelane/domain/workspace-settings/interview-retention.schema';
import { integrationsResponse } from '@hirelane/domain/workspace-settings/integrations.schema';
import {
  deleteWorkspaceRequest,
  renameWorkspaceRequest,
  workspaceDetailsResponse,
  workspaceExitResponse,
  workspaceLogoParams,
} from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { unprocessable } from '../../http/http-error';
import { deleteWorkspace } from './delete-workspace';
import { getFeatureFlags } from './get-feature-flags';
import { getIntegrationStatuses } from './get-integration-statuses';
import { getInterviewRetention } from './get-interview-retention';
import { getWorkspaceDetails } from './get-workspace-details';
import { leaveWorkspace } from './leave-workspace';
import { openWorkspaceLogo } from './open-workspace-logo';
import { removeWorkspaceLogo } from './remove-workspace-logo';
import { renameWorkspace } from './rename-workspace';
import { updateFeatureFlags } from './update-feature-flags';
import { updateInterviewRetention } from './update-interview-retention';
import { LOGO_PART_OPTIONS, uploadWorkspaceLogo } from './upload-workspace-logo';

const tags = ['workspace settings'];

/**
 * The current workspace's own settings (issue 7): name, logo, leave, delete, flags, integrations,
 * and how long interview data is kept (issue 18).
 */
export const workspaceSettingsRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/workspace/details',
      { schema: { tags, response: { 200: workspaceDetailsResponse } } },
      async (request) => ({
        success: true,
        data: await getWorkspaceDetails(app.db, requireTenant(request)),
      }),
    );

    fastify.post(
      '/api/workspace/rename',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: { tags, body: renameWorkspaceRequest, response: { 200: workspaceDetailsResponse } },
      },
      async (request) => ({
        success: true,
        message: 'Workspace renamed.',
        data: await renameWorkspace(app.db, requireTenant(request), request.body.name),
      }),
    );

    fastify.post(
      '/api/workspace/logo/upload',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: {
          tags,
          summary: 'Upload the workspace logo (multipart field "file": PNG, JPEG or WebP, ≤ 2 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: workspaceDetailsResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw unprocessable('Send the logo as multipart/form-data (field "file").');
        const { user } = requireSession(request);
        const part = await request.file(LOGO_PART_OPTIONS);
        return {
          success: true,
          message: 'Logo saved.',
          data: await uploadWorkspaceLogo(app, requireTenant(request), user.id, part),
        };
      },
    );

    fastify.post(
      '/api/workspace/logo/remove',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: { tags, response: { 200: workspaceDetailsResponse } },
      },
      async (request) => ({
        success: true,
        message: 'Logo removed.',
        data: await removeWorkspaceLogo(app, requireTenant(request)),
      }),
    );

    fastify.get(
      '/api/workspace/logo/:fileId',
      { schema: { tags, params: workspaceLogoParams } },
      async (request, reply) => {
        const logo = await openWorkspaceLogo(
          app,
          requireTenant(request).workspaceId,
          request.params.fileId,
        );
        return (
          reply
            .header('content-type', logo.contentType)
            .header('content-length', logo.size)
            .header('x-content-type-options', 'nosniff')
            // A new logo gets a new address, so this one never changes.
            .header('cache-control', 'private, max-age=31536000, immutable')
            .header('content-security-policy', "default-src 'none'")
            .send(logo.stream)
        );
      },
    );

    fastify.post(
      '/api/workspace/leave',
      { schema: { tags, response: { 200: workspaceExitResponse } } },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: 'You left the workspace.',
          data: await leaveWorkspace(app.db, requireTenant(request), user.id),
        };
      },
    );

    fastify.post(
      '/api/workspace/delete',
      {
        config: { permission: 'workspace:delete' },
        schema: { tags, body: deleteWorkspaceRequest, response: { 200: workspaceExitResponse } },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: 'Workspace deleted.',
          data: await deleteWorkspace(
            app,
            requireTenant(request),
            { id: user.id, email: user.email },
            request.body.confirm_name,
          ),
        };
      },
    );

    fastify.get(
      '/api/workspace/feature-flags',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: { tags, response: { 200: featureFlagsResponse } },
      },
      async (request) => ({
        success: true,
        data: { flags: await getFeatureFlags(app.db, requireTenant(request).workspaceId) },
      }),
    );

    fastify.put(
      '/api/workspace/feature-flags',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: { tags, body: updateFeatureFlagsRequest, response: { 200: featureFlagsResponse } },
      },
      async (request) => ({
        success: true,
        message: 'Feature flags saved.',
        data: {
          flags: await updateFeatureFlags(app.db, requireTenant(request).workspaceId, request.body),
        },
      }),
    );

    fastify.get(
      '/api/workspace/interview-retention',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: { tags, response: { 200: interviewRetentionResponse } },
      },
      async (request) => ({
        success: true,
        data: await getInterviewRetention(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.put(
      '/api/workspace/interview-retention',
      {
        config: { permission: 'workspace:settings:edit' },
        schema: {
          tags,
          body: updateInterviewRetentionRequest,
          response: { 200: interviewRetentionResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Interview data retention saved.',
        data: await updateInterviewRetention(
          app.db,
          requireTenant(request).workspaceId,
          request.body,
        ),
      }),
    );

    fastify.get(
      '/api/workspace/integrations',
      { schema: { tags, response: { 200: integrationsResponse } } },
      async (request) => ({
        success: true,
        data: {
          integrations: await getIntegrationStatuses(
            app.db,
            requireTenant(request).workspaceId,
            requireSession(request).user.id,
          ),
        },
      }),
    );
  };
