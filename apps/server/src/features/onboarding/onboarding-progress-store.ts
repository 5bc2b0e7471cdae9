import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectCandidate } from '../../db/schema/candidates';
import { project } from '../../db/schema/projects';
import { workspaceInvitation, workspaceMember } from '../../db/schema/workspaces';
import { findExtensionDetectedAt } from './user-profile-store';

/*
 * One checker per checklist item. Each takes the workspace id (and the user
 * id where the fact belongs to the user) so the tables that do not exist yet
 * can be wired in without changing the callers.
 */

/** Mailboxes are not stored yet: the mailbox issue wires this to its table (any mailbox of the workspace). */
export const hasConnectedMailbox = async (_db: Executor, _workspaceId: string): Promise<boolean> =>
  false;

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

/** Campaigns are not stored yet: the campaigns issue wires this (any campaign with a step). */
export const hasCampaignWithSteps = async (_db: Executor, _workspaceId: string): Promise<boolean> =>
  false;

/** Campaigns are not stored yet: the campaigns issue wires this (any campaign ever launched). */
export const hasLaunchedCampaign = async (_db: Executor, _workspaceId: string): Promise<boolean> =>
  false;

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
