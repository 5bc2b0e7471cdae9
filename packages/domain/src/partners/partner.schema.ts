import { z } from 'zod';
import { manualCandidateRequest } from '../candidates/manual-candidate.schema';
import { envelope, messageEnvelope } from '../http/envelope';
import { candidateStageSchema, subStageSchema } from '../pipeline/stages';
import { memberProfileSchema } from '../workspaces/workspace.schema';

/** Recruiting partners (decision 051): external agency users invited to chosen projects. */

export const MAX_PARTNER_PROJECTS = 50;

const agencyName = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(120, 'At most 120 characters.');

/** POST /api/workspace/partners/invite */
export const invitePartnerRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address.')),
  agency_name: agencyName,
  project_ids: z
    .array(z.uuid('Not a valid project id.'))
    .min(1, 'Choose at least one project to share.')
    .max(MAX_PARTNER_PROJECTS, `At most ${MAX_PARTNER_PROJECTS} projects at once.`),
});
export type InvitePartnerRequest = z.input<typeof invitePartnerRequest>;

export const partnerProjectRefSchema = z.object({ _id: z.string(), name: z.string() });

export const partnerSchema = z.object({
  /** The partner's workspace member id. */
  _id: z.string(),
  agency_name: z.string().nullable(),
  profile: memberProfileSchema,
  status: z.enum(['active', 'inactive']),
  projects: z.array(partnerProjectRefSchema),
  submission_count: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  agency_name: z.string().nullable(),
  projects: z.array(partnerProjectRefSchema),
  expires_at: z.string(),
});
export type PartnerInvitation = z.infer<typeof partnerInvitationSchema>;

/** GET /api/workspace/partners/list: the partner connections of Settings → Integrations. */
export const partnerListResponse = envelope(
  z.object({
    partners: z.array(partnerSchema),
    invitations: z.array(partnerInvitationSchema),
  }),
);
export const invitePartnerResponse = envelope(partnerInvitationSchema);

/** GET /api/project/{id}/partners/list */
export const projectPartnerSchema = z.object({
  _id: z.string(),
  agency_name: z.string().nullable(),
  profile: memberProfileSchema,
  status: z.enum(['active', 'inactive']),
  submission_count: z.number().int(),
});
export type ProjectPartner = z.infer<typeof projectPartnerSchema>;
export const projectPartnersResponse = envelope(
  z.object({
    partners: z.array(projectPartnerSchema),
    invitations: z.array(partnerInvitationSchema),
  }),
);

/** POST /api/project/{id}/partners/add and /remove */
export const projectPartnerRequest = z.object({ member_id: z.uuid('Not a valid member id.') });
export const projectPartnerWriteResponse = messageEnvelope;

/** GET /api/partner/projects: what a partner sees of the projects shared with them. */
export const sharedProjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  job_title: z.string(),
  location: z.string().nullable(),
  shared_at: z.string(),
  submission_count: z.number().int(),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;
export const sharedProjectsResponse = envelope(
  z.object({
    workspace_name: z.string(),
    agency_name: z.string().nullable(),
    projects: z.array(sharedProjectSchema),
  }),
);

/** POST /api/partner/project/{id}/submit: the Add candidate form's fields, less the job ones. */
export const partnerSubmissionRequest = manualCandidateRequest;
export type PartnerSubmissionRequest = z.input<typeof partnerSubmissionRequest>;

export const partnerSubmitResponse = envelope(z.object({ submission_id: z.string() }));

/** The usual agency-ownership answer: when the workspace first knew the person, nothing else. */
export const alreadyKnownMessage = (firstAddedOn: string): string =>
  `Already in this workspace since ${firstAddedOn}.`;

export const submissionSchema = z.object({
  /** The project link's id (a person submitted to one project). */
  _id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  project: partnerProjectRefSchema,
  stage: candidateStageSchema,
  stage_label: z.string(),
  sub_stage: subStageSchema.nullable(),
  sub_stage_label: z.string().nullable(),
  submitted_at: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;
/** GET /api/partner/submissions */
export const submissionsResponse = envelope(z.object({ submissions: z.array(submissionSchema) }));
