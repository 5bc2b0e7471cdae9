import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignIdOnlyParams,
  campaignStepsResponse,
} from '@hirelane/domain/campaigns/campaign.schema';
import {
  generateStepsRequest,
  latestStepGenerationResponse,
  stepGenerationParams,
  stepGenerationResponse,
  textProviderResponse,
} from '@hirelane/domain/campaigns/step-generation.schema';
import {
  previewValuesQuery,
  previewValuesResponse,
} from '@hirelane/domain/campaigns/step-preview.schema';
import { templateVariablesResponse } from '@hirelane/domain/campaigns/template-variables';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { acceptStepGeneration } from './ai-writer/accept-step-generation';
import { GENERATION_DISCARDED, discardStepGeneration } from './ai-writer/discard-step-generation';
import { generateCampaignSteps } from './ai-writer/generate-campaign-steps';
import { getLatestStepGeneration } from './ai-writer/get-latest-step-generation';
import { getPreviewValues } from './previews/get-preview-values';
import { listTemplateVariables } from './templates/list-template-variables';
import { messageTemplateRoutes } from './templates/message-template-routes';

const tags = ['campaigns'];

/** Writing a campaign: AI step generation, template variables, previews and saved templates. */
export const campaignAuthoringRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/campaign/text-provider',
      { schema: { tags, response: { 200: textProviderResponse } } },
      async () => ({ success: true, data: app.text.info }),
    );

    fastify.get(
      '/api/campaign/template-variables',
      { schema: { tags, response: { 200: templateVariablesResponse } } },
      async () => ({ success: true, data: listTemplateVariables() }),
    );

    fastify.post(
      '/api/campaign/:campaignID/steps/generate',
      {
        schema: {
          tags,
          params: campaignIdOnlyParams,
          body: generateStepsRequest,
          response: { 200: stepGenerationResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Writing your steps…',
        data: await generateCampaignSteps(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.campaignID,
          request.body,
        ),
      }),
    );

    fastify.get(
      '/api/campaign/:campaignID/steps/generation',
      {
        schema: {
          tags,
          params: campaignIdOnlyParams,
          response: { 200: latestStepGenerationResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getLatestStepGeneration(
          app.db,
          requireTenant(request),
          request.params.campaignID,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/:campaignID/steps/generation/:generationID/accept',
      { schema: { tags, params: stepGenerationParams, response: { 200: campaignStepsResponse } } },
      async (request) => ({
        success: true,
        message: 'The generated steps are now the campaign steps.',
        data: await acceptStepGeneration(
          app.db,
          requireTenant(request),
          request.params.campaignID,
          request.params.generationID,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/:campaignID/steps/generation/:generationID/discard',
      { schema: { tags, params: stepGenerationParams, response: { 200: messageEnvelope } } },
      async (request) => {
        await discardStepGeneration(
          app.db,
          requireTenant(request),
          request.params.campaignID,
          request.params.generationID,
        );
        return { success: true, message: GENERATION_DISCARDED };
      },
    );

    fastify.get(
      '/api/campaign/:campaignID/preview-values',
      {
        schema: {
          tags,
          params: campaignIdOnlyParams,
          querystring: previewValuesQuery,
          response: { 200: previewValuesResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getPreviewValues(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.campaignID,
          request.query.candidate_id,
        ),
      }),
    );

    await fastify.register(messageTemplateRoutes(app));
  };
