import { z } from 'zod';
import { currentWorkspaceSchema } from '../auth/session.schema';
import { envelope } from '../http/envelope';
import { workspaceRoleSchema } from '../workspaces/roles';
import { workspaceNameSchema } from '../workspaces/workspace.schema';

/** The current workspace as its settings show it, with what the viewer's role allows. */
export const workspaceDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** An app address serving the logo (GET /api/workspace/logo/{fileId}), or null. */
  logo_url: z.string().nullable(),
  role: workspaceRoleSchema,
  active_owner_count: z.number().int(),
  created_at: z.string(),
});
export type WorkspaceDetails = z.infer<typeof workspaceDetailsSchema>;
export const workspaceDetailsResponse = envelope(workspaceDetailsSchema);

export const renameWorkspaceRequest = z.object({ name: workspaceNameSchema });

export const workspaceLogoParams = z.object({ fileId: z.uuid() });

/** The typed confirmation: the workspace name, checked again by the server. */
export const deleteWorkspaceRequest = z.object({
  confirm_name: z.string().max(200).trim().min(1, 'This field is required.'),
});

/** After leaving or deleting: the workspace the user is in now (another of theirs, or none). */
export const workspaceExitResponse = envelope(
  z.object({ current_workspace: currentWorkspaceSchema.nullable() }),
);
export type WorkspaceExit = z.infer<typeof workspaceExitResponse>['data'];
