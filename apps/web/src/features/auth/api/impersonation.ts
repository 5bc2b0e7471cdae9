import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/impersonate/stop: back to the admin's own session. */
export const stopImpersonating = async (): Promise<void> => {
  await apiPost('/api/admin/impersonate/stop', messageEnvelope, {});
};
