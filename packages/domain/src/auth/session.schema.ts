import { z } from 'zod';
import { envelope } from '../http/envelope';
import { subscriptionInfoSchema } from '../workspaces/subscription.schema';

export const currentWorkspaceSchema = z.object({ _id: z.string(), name: z.string() });

export const profileInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  photo: z.string(),
  current_company: z.string(),
  has_onboarded: z.boolean(),
  is_allowed: z.boolean(),
  is_admin: z.boolean(),
  joined_at: z.string(),
  member_id: z.string().nullable(),
  extension_id: z.string(),
  permissions: z.array(z.string()),
  current_workspace: currentWorkspaceSchema.nullable(),
  subscription_info: subscriptionInfoSchema.nullable(),
});

export const proxyUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const sessionInfoSchema = z.object({
  email: z.string(),
  profile_info: profileInfoSchema,
  proxy_login: z.boolean().optional(),
  proxy_user: proxyUserSchema.optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionInfoResponse = envelope(sessionInfoSchema);
