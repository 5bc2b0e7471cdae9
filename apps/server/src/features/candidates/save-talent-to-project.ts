import {
  ENTRY_STAGE_BY_AGENT,
  entrySubStage,
  isStageOfAgent,
} from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { SaveTalentRequest } from '@hirelane/domain/search/talent-search.schema';
import type { Database } from '../../db/client';
import { gone, notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { enterCampaignStage } from '../pipeline/enter-campaign-stage';
import { linkToProject } from '../pipeline/project-candidate-store';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { touchProjectActivity } from '../projects/project-store';
import { findProviderProfiles, PROVIDER_PROFILE_TTL_MS } from '../search/provider-profile-store';
import { toPersonFields } from './merge-profile';
import { candidateInputOfProviderProfile } from './provider-person';
import { findDoNotContactIds, findReachablePeople } from './savable-people-store';
import { findOrCreatePerson } from './upsert-candidate';
import { PersonSuppressedError } from './suppression-check';

export const TALENT_SOURCE = 'hirelane_search_engine';
export const CANDIDATE_NOT_FOUND = 'Candidate not found.';
export const PROVIDER_RESULT_NOT_FOUND =
  'Some of these search results are unknown here. Search again.';
export const PROVIDER_RESULTS_EXPIRED = 'Search again: these results have expired.';

export type SaveTalentResult = {
  added: number;
  already_in_project: number;
  merged: number;
  skipped_do_not_contact: number;
  skipped_erased: number;
};

/**
 * Saves search results to the project in one transaction (issue 17): workspace people the viewer
 * may reach (in no project, or in a project they see; anyone else makes the whole request 404)
 * and provider people read from the profiles the search kept (merged into the workspace by
 * decision 006, so a known LinkedIn profile is the existing person). New links enter at the
 * project's entry stage with source hirelane_search_engine; with target in_campaign they then
 * move into the campaign and are enrolled, as the pipeline's move does, except do-not-contact
 * people, who stay shortlisted. People already in the project are counted, not moved.
 */
export const saveTalentToProject = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  request: SaveTalentRequest,
  now: () => Date = () => new Date(),
): Promise<SaveTalentResult> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    requireProjectPermission(access, 'project:candidates:edit');
    const { workspaceId } = tenant;
    const agent = access.project.agent as ProjectAgent;
    if (request.target === 'in_campaign' && !isStageOfAgent(agent, 'in_campaign')) {
      const message = 'This project has no campaign stage: save the people as shortlisted.';
      throw unprocessable(message, [{ path: 'target', message }]);
    }

    const candidateIds = [...new Set(request.candidate_ids)];
    const reachable = await findReachablePeople(tx, workspaceId, candidateIds, {
      workspaceMemberId: tenant.memberId,
      seesAll: seesEveryProject(tenant.role),
    });
    if (reachable.length !== candidateIds.length) throw notFound(CANDIDATE_NOT_FOUND);

    const providerIds = [...new Set(request.provider_ids)];
    const kept = await findProviderProfiles(tx, workspaceId, providerIds);
    if (kept.size !== providerIds.length) throw notFound(PROVIDER_RESULT_NOT_FOUND);
    const oldest = now().getTime() - PROVIDER_PROFILE_TTL_MS;
    if ([...kept.values()].some((entry) => entry.fetchedAt.getTime() < oldest))
      throw gone(PROVIDER_RESULTS_EXPIRED);

    const doNotContact = new Set(reachable.filter((p) => p.doNotContact).map((p) => p.id));
    const people = reachable.map((person) => person.id);
    const mergedIds: string[] = [];
    let skippedErased = 0;
    for (const providerId of providerIds) {
      const entry = kept.get(providerId);
      if (!entry) continue;
      const fields = toPersonFields(candidateInputOfProviderProfile(entry.profile));
      const person = await findOrCreatePerson(tx, workspaceId, fields, TALENT_SOURCE, null).catch(
        (error: unknown) => {
          if (error instanceof PersonSuppressedError) return null;
          throw error;
        },
      );
      if (!person) {
        skippedErased += 1;
        continue;
      }
      if (!person.created) mergedIds.push(person.id);
      people.push(person.id);
    }
    for (const id of await findDoNotContactIds(tx, workspaceId, mergedIds)) doNotContact.add(id);

    const stage = ENTRY_STAGE_BY_AGENT[agent];
    const added: string[] = [];
    let alreadyInProject = 0;
    for (const candidateId of new Set(people)) {
      const linked = await linkToProject(tx, {
        workspaceId,
        projectId: access.project.id,
        candidateId,
        stage,
        subStage: entrySubStage(stage),
        source: TALENT_SOURCE,
        userId,
      });
      if (linked) added.push(candidateId);
      else alreadyInProject += 1;
    }

    let skippedDoNotContact = 0;
    if (request.target === 'in_campaign') {
      const contactable = added.filter((id) => !doNotContact.has(id));
      skippedDoNotContact = added.length - contactable.length;
      await enterCampaignStage(tx, workspaceId, access.project, contactable, userId);
    }
    if (added.length > 0) await touchProjectActivity(tx, workspaceId, access.project.id);
    return {
      added: added.length,
      already_in_project: alreadyInProject,
      merged: mergedIds.length,
      skipped_do_not_contact: skippedDoNotContact,
      skipped_erased: skippedErased,
    };
  });
