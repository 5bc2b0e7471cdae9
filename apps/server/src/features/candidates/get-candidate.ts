import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import type { CandidateSource } from '@hirelane/domain/product/candidate-sources';
import { submitterOfPerson } from '../pipeline/submitter-store';
import {
  ENTRY_STAGE_BY_AGENT,
  type CandidateStage,
  type SubStage,
} from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { listCustomFields } from '../pipeline/custom-field-store';
import { doNotContactAccess } from './do-not-contact-access';
import { findMarkerName, toDoNotContact } from './do-not-contact-store';
import { loadCandidateAccess } from './candidate-access';
import { findUserName } from '../auth/user-store';
import { listStageHistory } from '../pipeline/project-candidate-store';
import { findStoredFile } from './resume-file-store';
import { listVisibleNotes } from './candidate-note-store';
import { listVisibleLinks } from './candidate-visibility-store';

export const resumeUrl = (workspaceId: string, candidateId: string) =>
  `/api/candidate/${candidateId}/resume?workspace=${workspaceId}`;

const person = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName === null ? null : { first_name: row.firstName, last_name: row.lastName ?? '' };

/**
 * The candidate of SPEC 3, when visible to the caller (candidate-access). With a project: its
 * stage, history and custom values there. The projects list and notes show only visible ones.
 */
export const getCandidate = async (
  db: Database,
  tenant: TenantContext,
  candidateId: string,
  projectId?: string,
  options: { contactRevealConfigured: boolean } = { contactRevealConfigured: false },
): Promise<Candidate> => {
  const { workspaceId } = tenant;
  const {
    candidate: row,
    viewer,
    project,
  } = await loadCandidateAccess(db, tenant, candidateId, projectId);
  const access = project?.access ?? null;
  const link = project?.link ?? null;
  const [history, addedBy, customFields, notes, projects, file, contactAccess, marker] =
    await Promise.all([
      link ? listStageHistory(db, workspaceId, link.id) : Promise.resolve([]),
      link?.addedByUserId ? findUserName(db, link.addedByUserId) : Promise.resolve(null),
      access ? listCustomFields(db, workspaceId, access.project.id) : Promise.resolve([]),
      listVisibleNotes(db, workspaceId, candidateId, viewer),
      listVisibleLinks(db, workspaceId, candidateId, viewer),
      row.resumeFileId
        ? findStoredFile(db, workspaceId, row.resumeFileId)
        : Promise.resolve(undefined),
      doNotContactAccess(db, tenant, candidateId),
      row.doNotContactAt ? findMarkerName(db, row.doNotContactByUserId) : Promise.resolve(null),
    ]);
  const submittedBy =
    row.source === 'partner' || link?.source === 'partner'
      ? await submitterOfPerson(db, workspaceId, candidateId, access?.project.id ?? null)
      : null;
  return {
    _id: row.id,
    full_name: row.fullName,
    project: access ? { _id: access.project.id, name: access.project.name } : null,
    profile: {
      first_name: row.firstName,
      last_name: row.lastName,
      current_company: row.currentCompany,
      designation: row.designation,
      email: row.email,
      linkedin_url: row.linkedinUrl,
      phone_numbers: row.phoneNumbers,
      current_city: row.currentCity,
      country: row.country,
      normalized_title: row.normalizedTitle,
      skills: row.skills,
    },
    source: row.source as CandidateSource,
    ...(submittedBy ? { submitted_by: submittedBy } : {}),
    summary: row.summary,
    experience: row.experience,
    education: row.education,
    stage: (link?.stage as CandidateStage | undefined) ?? null,
    sub_stage: (link?.subStage as SubStage | null | undefined) ?? null,
    stage_history: [
      ...history.map((entry) => ({
        _id: entry.id,
        from_stage: entry.fromStage as CandidateStage | null,
        to_stage: entry.toStage as CandidateStage,
        moved_at: entry.movedAt.toISOString(),
        moved_by: person(entry),
      })),
      // Entering the project is not a stored move: the link is the entry, oldest of all.
      ...(link && access
        ? [
            {
              _id: link.id,
              from_stage: null,
              to_stage: ENTRY_STAGE_BY_AGENT[access.project.agent as ProjectAgent],
              moved_at: link.addedAt.toISOString(),
              moved_by: addedBy ? person(addedBy) : null,
            },
          ]
        : []),
    ],
    notes: notes.map((note) => ({
      _id: note.id,
      body: note.body,
      created_at: note.createdAt.toISOString(),
      author:
        note.authorId === null
          ? null
          : {
              first_name: note.firstName ?? '',
              last_name: note.lastName ?? '',
              photo: note.image ?? DEFAULT_USER_PHOTO,
            },
    })),
    custom_fields: customFields,
    custom_values: link?.customValues ?? {},
    resume: file
      ? {
          file_id: file.id,
          filename: file.filename,
          content_type: file.contentType,
          size: file.size,
          url: resumeUrl(workspaceId, row.id),
        }
      : null,
    projects: projects.map((entry) => ({
      _id: entry.id,
      name: entry.name,
      stage: entry.stage as CandidateStage,
    })),
    do_not_contact: toDoNotContact(
      { at: row.doNotContactAt, reason: row.doNotContactReason },
      marker,
    ),
    can_change_do_not_contact: contactAccess === 'allowed',
    can_erase: tenant.permissions.includes('candidate:erase'),
    contact_reveal: {
      configured: options.contactRevealConfigured,
      revealed_at: row.contactRevealedAt?.toISOString() ?? null,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};
