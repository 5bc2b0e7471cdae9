import {
  welcomeResponse,
  type WelcomeRequest,
} from '@hirelane/domain/onboarding/onboarding.schema';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/user/welcome: records who the user is, creates the first workspace
 * (named after the company) unless one exists, and marks the user onboarded.
 */
export const submitWelcome = async (request: WelcomeRequest): Promise<WorkspaceListItem> =>
  (await apiPost('/api/user/welcome', welcomeResponse, request, { silent: true })).data;
