import type {
  ChecklistItem,
  ChecklistItemId,
  OnboardingChecklist,
} from '@hirelane/domain/onboarding/onboarding.schema';
import { EXTENSION_INSTALL_PAGE } from '@hirelane/domain/extension/extension-key';
import { CHECKLIST_ITEM_IDS } from '@hirelane/domain/onboarding/onboarding.schema';
import type { Database } from '../../db/client';
import {
  hasCampaignWithSteps,
  hasCandidateInProject,
  hasConnectedMailbox,
  hasInstalledExtension,
  hasInvitedTeammate,
  hasLaunchedCampaign,
  hasProject,
} from './onboarding-progress-store';

/** The items; the extension's leads to the Free Tools page that serves it (decision 044). */
const ITEMS: Record<ChecklistItemId, { label: string; href: string }> = {
  connect_mailbox: { label: 'Connect your mailbox', href: '/app/connect-mailbox' },
  create_project: { label: 'Create your first project', href: '/app/projects' },
  add_candidates: { label: 'Add candidates to a project', href: '/app/projects' },
  add_campaign_steps: { label: 'Add steps to a campaign', href: '/app/projects' },
  launch_campaign: { label: 'Launch a campaign', href: '/app/projects' },
  install_extension: {
    label: 'Install the browser extension',
    href: EXTENSION_INSTALL_PAGE,
  },
  invite_teammate: { label: 'Invite a teammate', href: '/app/settings' },
};

/** The onboarding checklist of SPEC 4.7 for one user in one workspace, from the stored facts. */
export const getOnboardingChecklist = async (
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<OnboardingChecklist> => {
  const [mailbox, project, candidates, steps, launched, extension, teammate] = await Promise.all([
    hasConnectedMailbox(db, workspaceId),
    hasProject(db, workspaceId),
    hasCandidateInProject(db, workspaceId),
    hasCampaignWithSteps(db, workspaceId),
    hasLaunchedCampaign(db, workspaceId),
    hasInstalledExtension(db, userId),
    hasInvitedTeammate(db, workspaceId),
  ]);
  const completed: Record<ChecklistItemId, boolean> = {
    connect_mailbox: mailbox,
    create_project: project,
    add_candidates: candidates,
    add_campaign_steps: steps,
    launch_campaign: launched,
    install_extension: extension,
    invite_teammate: teammate,
  };
  // The project steps make sense only once there is a project to work in.
  const needsProject: ReadonlySet<ChecklistItemId> = new Set([
    'add_candidates',
    'add_campaign_steps',
    'launch_campaign',
  ]);
  const items = ITEMS;
  const checklists: ChecklistItem[] = CHECKLIST_ITEM_IDS.map((id) => ({
    id,
    ...items[id],
    completed: completed[id],
    disabled: needsProject.has(id) && !project,
  }));
  const done = checklists.filter((item) => item.completed).length;
  const total = checklists.length;
  return {
    onboarding_completed: done === total,
    total,
    completed: done,
    progress_percentage: Math.round((done / total) * 100),
    checklists,
  };
};
