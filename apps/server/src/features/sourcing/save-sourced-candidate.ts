import { ENTRY_STAGE_BY_AGENT, entrySubStage } from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { SourcingHelper } from '@hirelane/domain/sourcing/sourcing.schema';
import type { TalentMatch } from '@hirelane/domain/search/talent-search.schema';
import type { Database } from '../../db/client';
import { lockCandidate } from '../candidates/candidate-store';
import { linkToProject } from '../pipeline/project-candidate-store';
import { touchProjectActivity, type ProjectRow } from '../projects/project-store';
import { insertSourcingReason } from './sourcing-run-store';

export type SavedOutcome = 'saved' | 'do_not_contact' | 'already_in_project' | 'gone';

/**
 * Saves one person the agent chose to the project (entry stage, source ria_sourcing_agent) with
 * the reason, in one transaction. Checked again here under the person's row lock, whatever the
 * search said: a do-not-contact person or one already in the project is never saved.
 */
export const saveSourcedCandidate = (
  db: Database,
  input: {
    project: ProjectRow;
    runId: string;
    candidateId: string;
    userId: string | null;
    match: TalentMatch | null;
    summary: string;
    writtenBy: SourcingHelper;
  },
): Promise<SavedOutcome> =>
  db.transaction(async (tx) => {
    const { project } = input;
    const person = await lockCandidate(tx, project.workspaceId, input.candidateId);
    if (!person) return 'gone';
    if (person.doNotContactAt) return 'do_not_contact';
    const stage = ENTRY_STAGE_BY_AGENT[project.agent as ProjectAgent];
    const linked = await linkToProject(tx, {
      workspaceId: project.workspaceId,
      projectId: project.id,
      candidateId: person.id,
      stage,
      subStage: entrySubStage(stage),
      source: 'ria_sourcing_agent',
      userId: input.userId,
    });
    if (!linked) return 'already_in_project';
    await insertSourcingReason(tx, {
      workspaceId: project.workspaceId,
      runId: input.runId,
      projectId: project.id,
      candidateId: person.id,
      score: input.match?.score ?? null,
      reasons: input.match?.reasons ?? [],
      summary: input.summary,
      writtenBy: input.writtenBy,
    });
    await touchProjectActivity(tx, project.workspaceId, project.id);
    return 'saved';
  });
