import { z } from 'zod';
import { envelope, messageEnvelope } from '../http/envelope';
import { planNameSchema, planStatusSchema } from '../workspaces/subscription.schema';

/** Why an admin acted; kept in the audit log. The admin page always asks for one. */
export const adminReasonSchema = z
  .string()
  .trim()
  .max(500, 'Keep the reason under 500 characters.');

export const userAccessRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  is_allowed: z.boolean(),
  reason: adminReasonSchema.default(''),
});

export const workspaceSubscriptionRequest = z.object({
  workspace_id: z.uuid(),
  plan_name: planNameSchema,
  plan_status: planStatusSchema,
  current_period_end: z.iso.datetime({ offset: true }).nullable(),
  reason: adminReasonSchema.default(''),
});

/** An admin grant of credits (decision 021): never expires; the reason is required. */
export const workspaceCreditsRequest = z.object({
  workspace_id: z.uuid(),
  amount: z
    .number({ error: 'Give the number of credits.' })
    .int('Give a whole number of credits.')
    .min(1, 'Grant at least 1 credit.')
    .max(1_000_000, 'Grant at most 1,000,000 credits at once.'),
  reason: adminReasonSchema.min(1, 'Say why the credits are granted.'),
  /** Makes a retried request a no-op; one is made up when omitted. */
  idempotency_key: z.string().trim().min(1).max(200).optional(),
});

export const impersonateRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  reason: adminReasonSchema.default(''),
});

export const adminActionResponse = messageEnvelope;

export const ADMIN_PAGE_SIZE = 20;

/** Search of the admin page: e-mail or name of a user, name, id or owner e-mail of a workspace. */
export const adminSearchQuery = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuery>;

export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const paged = <T extends z.ZodType>(item: T) =>
  envelope(
    z.object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  );

export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_allowed: z.boolean(),
  is_admin: z.boolean(),
  workspaces: z.array(z.object({ _id: z.string(), name: z.string(), role: z.string() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponse = paged(adminUserSchema);

export const adminWorkspaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  owner_email: z.string().nullable(),
  plan_name: z.string().nullable(),
  plan_status: z.string().nullable(),
  current_period_end: z.string().nullable(),
  members: z.number().int(),
});
export type AdminWorkspace = z.infer<typeof adminWorkspaceSchema>;
export const adminWorkspacesResponse = paged(adminWorkspaceSchema);

export const auditEntrySchema = z.object({
  _id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponse = paged(auditEntrySchema);

/** What the audit list calls each action. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.grant': 'Made admin',
  'user.access.set': 'Set account access',
  'workspace.subscription.set': 'Set workspace plan',
  'impersonation.start': 'Started impersonation',
  'impersonation.stop': 'Stopped impersonation',
  'impersonation.request': 'Change while impersonating',
};
