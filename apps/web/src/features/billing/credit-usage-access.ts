import type { SessionInfo } from '@hirelane/domain/auth/session.schema';

/** Decision 024: the ledger is for those who manage billing (owners and admins). */
export const canSeeCreditUsage = (session: SessionInfo): boolean =>
  session.profile_info.permissions.includes('workspace:billing:edit');
