import type { Config } from '../../config';
import type { CloudApiClient } from './cloud-api-client';
import { createGraphCloudApi } from './cloud-api-graph';

/** The Graph API client at WHATSAPP_CLOUD_API_URL; each workspace brings its own credentials. */
export const createCloudApi = (config: Pick<Config, 'whatsappCloudApiUrl'>): CloudApiClient =>
  createGraphCloudApi(config.whatsappCloudApiUrl);
