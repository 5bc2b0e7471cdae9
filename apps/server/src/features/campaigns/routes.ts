import { withRuntimeChannels } from '@hirelane/domain/campaigns/step-channels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activateCampaignRequest,
  addStepRequest,
  campaignIdOnlyParams,
  campaignIdParams,
  campaignResponse,
  campaignStepParams,
  campaignStepResponse,
  campaignStepsResponse,
  reorderStepsRequest,
  updateStepRequest,
} from '@hirelane/domain/campaigns/campaign.schema';
import { campaignSettingsRequest } from '@hirelane/domain/campaigns/sending-schedule.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { activateCampaign } from './activate-campaign';
import { addCampaignStep } from './steps/add-campaign-step';
import { deleteCampaignStep } from './steps/delete-campaign-step';
import { getCampaign } from './get-campaign';
import { listStepsOfCampaign } from './steps/list-campaign-steps';
import { reorderCampaignSteps } from './steps/reorder-campaign-steps';
import { updateCampaignSettings } from './update-campaign-settings';
import { updateCampaignStep } from './steps/update-campaign-step';

const tags = ['campaigns'];

export const campaignRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/campaign/get/:id',
      { schema: { tags, params: campaignIdParams, response: { 200: campaignResponse } } },
      async (request) => ({
        success: true,
        data: await getCampaign(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.get(
      '/api/campaign/:id/steps',
      { schema: { tags, params: campaignIdParams, response: { 200: campaignStepsResponse } } },
      async (request) => ({
        success: true,
        data: await listStepsOfCampaign(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.post(
      '/api/campaign/:campaignID/step/add',
      {
        schema: {
          tags,
          params: campaignIdOnlyParams,
          body: addStepRequest,
          response: { 200: campaignStepResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Step added.',
        data: await addCampaignStep(
          app.db,
          requireTenant(request),
          request.params.campaignID,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/:campaignID/step/update/:stepID',
      {
        schema: {
          tags,
          params: campaignStepParams,
          body: updateStepRequest,
          response: { 200: campaignStepResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Step updated.',
        data: await updateCampaignStep(
          app.db,
          requireTenant(request),
          request.params.campaignID,
          request.params.stepID,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/:campaignID/step/delete/:stepID',
      { schema: { tags, params: campaignStepParams, response: { 200: messageEnvelope } } },
      async (request) => {
        const { campaignID, stepID } = request.params;
        await deleteCampaignStep(app.db, requireTenant(request), campaignID, stepID);
        return { success: true, message: 'Step deleted.' };
      },
    );

    fastify.put(
      '/api/campaign/:campaignID/steps/reorder',
      {
        schema: {
          tags,
          params: campaignIdOnlyParams,
          body: reorderStepsRequest,
          response: { 200: campaignStepsResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Steps reordered.',
        data: await reorderCampaignSteps(
          app.db,
          requireTenant(request),
          request.params.campaignID,
          request.body.step_ids,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/:id/settings',
      {
        schema: {
          tags,
          params: campaignIdParams,
          body: campaignSettingsRequest,
          response: { 200: campaignResponse },
        },
      },
      async (request) => ({
        success: true,
        message: 'Campaign settings saved.',
        data: await updateCampaignSettings(
          app.db,
          requireTenant(request),
          request.params.id,
          request.body,
        ),
      }),
    );

    fastify.put(
      '/api/campaign/activate/:id',
      {
        schema: {
          tags,
          params: campaignIdParams,
          body: activateCampaignRequest,
          response: { 200: campaignResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const { run } = request.body;
        const campaign = await activateCampaign(
          app.db,
          requireTenant(request),
          user.id,
          request.params.id,
          run,
          withRuntimeChannels({ aiCall: app.voice !== null }),
          app.config.waha !== null,
        );
        return {
          success: true,
          message: run ? 'Campaign launched.' : 'Campaign paused.',
          data: campaign,
        };
      },
    );
  };
