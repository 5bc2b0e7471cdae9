import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailbox } from '../../db/schema/accounts';
import { campaign, campaignStep } from '../../db/schema/campaigns';
import { projectCandidate } from '../../db/schema/candidates';
import { project } from '../../db/schema/projects';
import { workspaceInvitation, workspaceMember } from '../../db/schema/workspaces';
import { findExtensionDetectedAt } from './user-profile-store';

/* One checker per checklist item. Each takes the workspace id (and the user id where the fact belongs to the user). */

const anyRow = async (rows: Promise<unknown[]>): Promise<boolean> => (await rows).length > 0;

/** Any mailbox connected to the workspace, whatever its state. */
export const hasConnectedMailbox = (db: Executor, workspaceId: string): Promise<boolean> =>
  anyRow(
    db
      .select({ id: mailbox.id })
      .from(mailbox)
      .where(eq(mailbox.workspaceId, workspaceId))
      .limit(1),
  );

/** Any project of the workspace, archived ones included. */
export const hasProject = async (db: Executor, workspaceId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: project.id })
    .from(project)
    .where(eq(project.workspaceId, workspaceId))
    .limit(1);
  return row !== undefined;
};

/** Any candidate in any project of the workspace. */
export const hasCandidateInProject = async (
  db: Executor,
  workspaceId: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: projectCandidate.id })
    .from(projectCandidate)
    .where(eq(projectCandidate.workspaceId, workspaceId))
    .limit(1);
  return row !== undefined;
};

/** Any campaign of the workspace with at least one step. */
export const hasCampaignWithSteps = (db: Executor, workspaceId: string): Promise<boolean> =>
  anyRow(
    db
      .select({ id: campaignStep.id })
      .from(campaignStep)
      .where(eq(campaignStep.workspaceId, workspaceId))
      .limit(1),
  );

/** Any campaign of the workspace launched at least once (paused later or not). */
export const hasLaunchedCampaign = (db: Executor, workspaceId: string): Promise<boolean> =>
  anyRow(
    db
      .select({ id: campaign.id })
      .from(campaign)
      .where(and(eq(campaign.workspaceId, workspaceId), isNotNull(campaign.launchedAt)))
      .limit(1),
  );

/** The extension is the user's, whatever the workspace: reported by the web app (SPEC 4.8). */
export const hasInstalledExtension = async (db: Executor, userId: string): Promise<boolean> =>
  (await findExtensionDetectedAt(db, userId)) !== null;

/** More than one member (any status), or any invitation ever sent (any status). */
export const hasInvitedTeammate = async (db: Executor, workspaceId: string): Promise<boolean> => {
  const [members] = await db
    .select({ value: count() })
    .from(workspaceMember)
    .where(eq(workspaceMember.workspaceId, workspaceId));
  if ((members?.value ?? 0) > 1) return true;
  const [invitation] = await db
    .select({ id: workspaceInvitation.id })
    .from(workspaceInvitation)
    .where(eq(workspaceInvitation.workspaceId, workspaceId))
    .limit(1);
  return invitation !== undefined;
};
