import type { UpsertOutcome } from '@hirelane/domain/candidates/candidate.schema';
import {
  internationalPhone,
  type ManualCandidate,
} from '@hirelane/domain/candidates/manual-candidate.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { touchProjectActivity } from '../projects/project-store';
import { insertNote } from './candidate-note-store';
import { upsertCandidate } from './upsert-candidate';

/**
 * The pipeline's Add candidate form, in one transaction: the person (source manual), merged into
 * the workspace's person with the same e-mail or LinkedIn profile as CSV imports do (decision
 * 006), linked to the project, and the optional note written from the project.
 */
export const addManualCandidate = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: ManualCandidate,
): Promise<{ candidate_id: string; outcome: UpsertOutcome }> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    const phone =
      input.phone_country && input.phone_number
        ? internationalPhone(input.phone_country, input.phone_number)
        : null;
    const result = await upsertCandidate(
      tx,
      tenant.workspaceId,
      access.project.id,
      {
        first_name: input.first_name,
        last_name: input.last_name,
        full_name: null,
        email: input.email,
        linkedin_url: input.linkedin_url,
        current_company: input.current_company,
        designation: input.designation,
        current_city: input.current_city,
        country: null,
        normalized_title: null,
        phone_numbers: phone ? [phone] : [],
        skills: [],
        summary: null,
        experience: [],
        education: [],
      },
      'manual',
      userId,
    );
    if (input.note)
      await insertNote(tx, {
        workspaceId: tenant.workspaceId,
        candidateId: result.candidateId,
        projectId: access.project.id,
        authorUserId: userId,
        body: input.note,
      });
    await touchProjectActivity(tx, tenant.workspaceId, access.project.id);
    return { candidate_id: result.candidateId, outcome: result.outcome };
  });
