import { previewPhone, previewSkills } from '@hirelane/domain/campaigns/render-template';
import type { PreviewValues } from '@hirelane/domain/campaigns/step-preview.schema';
import {
  CANDIDATE_VARIABLES,
  SCHEDULING_LINK_PREVIEW,
  SCHEDULING_LINK_VARIABLE,
} from '@hirelane/domain/campaigns/template-variables';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { findJob, toJobInput } from '../../projects/job-store';
import { findProjectById } from '../../projects/project-store';
import { jobTemplateValues } from './job-template-values';
import { loadVisibleCampaign } from '../load-visible-campaign';
import {
  findProjectCandidate,
  findSenderProfile,
  listPreviewCandidates,
  type CandidateRow,
} from './preview-values-store';

export const PREVIEW_CANDIDATES_MAX = 50;
const CANDIDATE_NOT_FOUND = 'Candidate not found.';

const orNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

/** The candidate's template values (SPEC 9: one phone number, three skills); null = no value. */
export const candidateValues = (row: CandidateRow | undefined): Record<string, string | null> => {
  if (!row) return Object.fromEntries(CANDIDATE_VARIABLES.map((name) => [name, null]));
  return {
    first_name: orNull(row.firstName),
    last_name: orNull(row.lastName),
    full_name: orNull(row.fullName),
    current_company: orNull(row.currentCompany),
    designation: orNull(row.designation),
    email: orNull(row.email),
    linkedin_url: orNull(row.linkedinUrl),
    phone_number: previewPhone(row.phoneNumbers),
    current_city: orNull(row.currentCity),
    country: orNull(row.country),
    normalized_title: orNull(row.normalizedTitle),
    skills: previewSkills(row.skills),
  };
};

/**
 * The values a step of the campaign would use for one candidate of its project (the most recently
 * added when none is asked): the caller as sender, the project's job, the candidate (SPEC 9: one
 * phone number, three skills). Null marks a placeholder with no value.
 */
export const getPreviewValues = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  campaignId: string,
  candidateId: string | undefined,
): Promise<PreviewValues> => {
  const campaign = await loadVisibleCampaign(db, tenant, campaignId);
  const workspaceId = tenant.workspaceId;
  const candidates = await listPreviewCandidates(
    db,
    workspaceId,
    campaign.projectId,
    PREVIEW_CANDIDATES_MAX,
  );
  const chosenId = candidateId ?? candidates[0]?.id;
  const chosen = chosenId
    ? await findProjectCandidate(db, workspaceId, campaign.projectId, chosenId)
    : undefined;
  if (candidateId && !chosen) throw notFound(CANDIDATE_NOT_FOUND);

  const sender = await findSenderProfile(db, userId, workspaceId);
  const project = await findProjectById(db, workspaceId, campaign.projectId);
  const job = project ? await findJob(db, workspaceId, project.jobId) : undefined;
  const firstName = orNull(sender?.firstName);
  const lastName = orNull(sender?.lastName);
  const jobValues = job
    ? jobTemplateValues(toJobInput(job))
    : { job_title: null, job_location: null, company_name: null, job_salary: null };
  return {
    candidate: chosen ? { _id: chosen.id, full_name: chosen.fullName } : null,
    candidates: candidates.map((row) => ({ _id: row.id, full_name: row.fullName })),
    values: {
      sender_first_name: firstName,
      sender_last_name: lastName,
      sender_full_name: orNull([firstName, lastName].filter(Boolean).join(' ')),
      sender_email: orNull(campaign.config.from_email),
      sender_company: orNull(sender?.company),
      ...jobValues,
      ...candidateValues(chosen),
      [SCHEDULING_LINK_VARIABLE]: SCHEDULING_LINK_PREVIEW,
    },
  };
};
