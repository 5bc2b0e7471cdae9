import { z } from 'zod';
import { envelope, messageEnvelope } from '../http/envelope';
import { teamRoleSchema, workspaceRoleSchema } from './roles';

export const workspaceIdSchema = z.uuid('Not a valid workspace id.');

export const workspaceQuerySchema = z.object({ workspace: workspaceIdSchema });
export const optionalWorkspaceQuerySchema = z.object({ workspace: z.string().optional() });

export const workspaceListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
});
export type WorkspaceListItem = z.infer<typeof workspaceListItemSchema>;
export const workspaceListResponse = envelope(z.array(workspaceListItemSchema));

export const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(80, 'A workspace name has at most 80 characters.');

export const createWorkspaceRequest = z.object({ name: workspaceNameSchema });
export const createWorkspaceResponse = envelope(workspaceListItemSchema);

export const switchWorkspaceRequest = z.object({ workspace: z.string().min(1) });
export const switchWorkspaceResponse = messageEnvelope;

export const memberProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  photo: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** Same shape as a project member (SPEC 3); the member list adds when an inactive one was deactivated. */
export const workspaceMemberSchema = z.object({
  _id: z.string(),
  role: workspaceRoleSchema,
  profile: memberProfileSchema,
  deactivated_at: z.string().nullable().optional(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  status: invitationStatusSchema,
  expires_at: z.string(),
  invited_by: memberProfileSchema.nullable(),
  /** When the invitation mail last went out (the first send or the latest resend). */
  last_sent_at: z.string(),
  /** How many times the mail went out, the first send included. */
  send_count: z.number().int().min(1),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const membersListResponse = envelope(
  z.object({
    active_members: z.array(workspaceMemberSchema),
    inactive_members: z.array(workspaceMemberSchema),
    invitations: z.array(invitationSchema),
  }),
);

export const INVITATION_TTL_DAYS = 7;
export const MAX_INVITES_PER_REQUEST = 50;

export const inviteMembersRequest = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address.')))
    .min(1, 'This field is required.')
    .max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} invitations at once.`),
  /** Partners are invited with their projects through /api/workspace/partners/invite (decision 051). */
  role: teamRoleSchema,
});
export const inviteMembersResponse = envelope(z.object({ invitations: z.array(invitationSchema) }));

export const invitationIdRequest = z.object({ invitation_id: z.uuid() });
export const resendInvitationRequest = invitationIdRequest;
export const resendInvitationResponse = envelope(invitationSchema);
export const memberIdRequest = z.object({ member_id: z.uuid() });
export const changeRoleRequest = z.object({ member_id: z.uuid(), role: teamRoleSchema });

export const invitationTokenQuery = z.object({ token: z.string().min(16).max(200) });
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  invited_by: memberProfileSchema.nullable(),
  expires_at: z.string(),
});
export const invitationPreviewResponse = envelope(invitationPreviewSchema);
export const acceptInvitationRequest = z.object({ token: z.string().min(16).max(200) });
export const acceptInvitationResponse = envelope(workspaceListItemSchema);
