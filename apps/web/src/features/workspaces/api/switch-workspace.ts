import { switchWorkspaceResponse } from '@hirelane/domain/workspaces/workspace.schema';
import type { MessageEnvelope } from '@hirelane/domain/http/envelope';
import { apiPost } from '../../../lib/api-client';

/** POST /api/workspace/switch (SPEC 7); the caller reloads on success. */
export const switchWorkspace = (workspaceId: string): Promise<MessageEnvelope> =>
  apiPost(
    '/api/workspace/switch',
    switchWorkspaceResponse,
    { workspace: workspaceId },
    { silent: true },
  );
