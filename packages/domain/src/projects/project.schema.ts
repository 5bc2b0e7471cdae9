import { z } from 'zod';
import { envelope, messageEnvelope } from '../http/envelope';
import { customFieldSchema } from '../pipeline/custom-field.schema';
import { stageCountSchema } from '../pipeline/stage-count.schema';
import { savedSearchSchema } from '../search/saved-search.schema';
import { memberProfileSchema } from '../workspaces/workspace.schema';
import { projectAgentSchema } from '../product/agents';
import { jobInputSchema, jobSchema } from './job.schema';
import { assignableProjectRoleSchema, projectRoleSchema } from './project-roles';

export const PROJECT_BACKGROUND_COUNT = 12;

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(120, 'A project name has at most 120 characters.');

export const projectMemberSchema = z.object({
  _id: z.string(),
  role: projectRoleSchema,
  profile: memberProfileSchema,
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const projectMetaSchema = z.object({ bg_image_id: z.string() });

/** The project entity of SPEC 3. */
export const projectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  agent: projectAgentSchema,
  linked_campaign: z.string(),
  linked_job: z.string(),
  charlie_data: jobSchema.nullable(),
  total_saved_candidates: z.number().int(),
  members: z.array(projectMemberSchema),
  permissions: z.array(z.string()),
  stages: z.array(stageCountSchema),
  custom_fields: z.array(customFieldSchema),
  saved_searches: z.array(savedSearchSchema),
  archived: z.boolean(),
  meta: projectMetaSchema,
  /** The workspace's team feature flag (SPEC 2.3 / 6): gates the project sidebar's Inbox item. */
  team_feature: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectResponse = envelope(projectSchema);

export const PROJECT_SORTS = ['recent', 'name', 'created'] as const;
export const projectListQuery = z.object({
  workspace: z.string(),
  sort_by: z.enum(PROJECT_SORTS).default('recent'),
  search: z.string().trim().max(120).optional(),
  archived: z.enum(['true', 'false']).default('false'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** A project list item (SPEC 3: _id, name or label, meta.bg_image_id) with list columns. */
export const projectListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  agent: projectAgentSchema,
  meta: projectMetaSchema,
  total_saved_candidates: z.number().int(),
  members_count: z.number().int(),
  role: projectRoleSchema.nullable(),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;
export const projectListResponse = envelope(z.array(projectListItemSchema));

export const createProjectRequest = z.object({
  name: projectNameSchema,
  agent: projectAgentSchema.default('ria'),
  job: jobInputSchema,
});
export type CreateProjectRequest = z.input<typeof createProjectRequest>;
export const createProjectResponse = envelope(
  z.object({ _id: z.string(), linked_campaign: z.string(), linked_job: z.string() }),
);

export const updateProjectRequest = z
  .object({ name: projectNameSchema.optional(), job: jobInputSchema.optional() })
  .refine((body) => body.name !== undefined || body.job !== undefined, {
    message: 'Nothing to update.',
  });
export const archiveProjectRequest = z.object({ archived: z.boolean() });
export const projectIdParams = z.object({ id: z.uuid('Not a valid project id.') });

export const projectMembersResponse = envelope(
  z.object({ members: z.array(projectMemberSchema), permissions: z.array(z.string()) }),
);

/** SPEC 7: {members: list of picked team members}; each is a workspace member, with a role. */
export const addProjectMembersRequest = z.object({
  members: z
    .array(
      z.object({
        _id: z.uuid('Not a valid member id.'),
        role: assignableProjectRoleSchema.default('collaborator'),
      }),
    )
    .min(1, 'Pick at least one team member.')
    .max(100, 'At most 100 members at once.'),
});
export const removeProjectMemberRequest = z.object({ member_id: z.uuid('Not a valid member id.') });
export const changeProjectMemberRoleRequest = z.object({
  member_id: z.uuid('Not a valid member id.'),
  role: assignableProjectRoleSchema,
});
export const projectMemberWriteResponse = messageEnvelope;

export const jobIdParams = z.object({ linked_job: z.uuid('Not a valid job id.') });
