import type { WelcomeRequest } from '@hirelane/domain/onboarding/onboarding.schema';
import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import type { Database, Executor } from '../../db/client';
import { HttpError, unprocessable } from '../../http/http-error';
import { insertMember } from '../workspaces/member-store';
import { insertWorkspace, listUserWorkspaces } from '../workspaces/workspace-store';
import { completeProfile, lockOnboardingProfile } from './user-profile-store';

export const ALREADY_ONBOARDED_MESSAGE = 'You have already completed onboarding.';

/**
 * /app/welcome (DESIGN §4 Onboarding), all or nothing: the profile, the first
 * workspace named after the company (the user becomes its owner and it becomes
 * current) unless the user already belongs to one (then that one stays), and
 * has_onboarded.
 */
export const completeWelcome = async (
  db: Database,
  userId: string,
  input: WelcomeRequest,
): Promise<WorkspaceListItem> =>
  db.transaction(async (tx) => {
    const profile = await lockOnboardingProfileOrFail(tx, userId);
    if (profile.hasOnboarded) throw unprocessable(ALREADY_ONBOARDED_MESSAGE);

    const memberships = await listUserWorkspaces(tx, userId);
    const existing =
      memberships.find((item) => item.id === profile.currentWorkspaceId) ?? memberships[0];
    let workspace: WorkspaceListItem;
    if (existing) {
      workspace = { _id: existing.id, name: existing.name, role: existing.role };
    } else {
      const created = await insertWorkspace(tx, input.company);
      await insertMember(tx, created.id, userId, 'owner');
      workspace = { _id: created.id, name: created.name, role: 'owner' };
    }

    await completeProfile(tx, userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      currentCompany: input.company,
      jobRole: input.role,
      currentWorkspaceId: workspace._id,
    });
    return workspace;
  });

const lockOnboardingProfileOrFail = async (tx: Executor, userId: string) => {
  const profile = await lockOnboardingProfile(tx, userId);
  if (!profile) throw new HttpError(401);
  return profile;
};
