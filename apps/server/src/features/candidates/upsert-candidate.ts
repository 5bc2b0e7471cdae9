import type { CandidateInput, UpsertOutcome } from '@hirelane/domain/candidates/candidate.schema';
import type { CandidateSource } from '@hirelane/domain/product/candidate-sources';
import { ENTRY_STAGE_BY_AGENT, entrySubStage } from '@hirelane/domain/pipeline/stages';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { PROJECT_NOT_FOUND } from '../projects/project-access';
import { findProjectById } from '../projects/project-store';
import {
  insertCandidateIfNew,
  lockByIdentity,
  toPersonFieldsOfRow,
  updateCandidate,
} from './candidate-store';
import { linkToProject } from '../pipeline/project-candidate-store';
import { mergePersonFields, toPersonFields, type PersonFields } from './merge-profile';
import { assertNotSuppressed } from './suppression-check';

/** What an importer knows about one person; `resume_file_id` attaches a stored resume. */
export type UpsertProfile = CandidateInput & { resume_file_id?: string | null };

export type UpsertResult = {
  candidateId: string;
  outcome: UpsertOutcome;
  /** True when the person was created or gained data (fields filled, skills, resume). */
  changed: boolean;
};

// A concurrent insert of the same person makes ours a no-op; the next round finds theirs.
const MAX_ROUNDS = 3;

/**
 * The workspace's person with the same e-mail or LinkedIn key, filled in by decision 006; else a
 * new one. An erased person (a suppression in force) is refused: PersonSuppressedError.
 */
export const findOrCreatePerson = async (
  tx: Executor,
  workspaceId: string,
  incoming: PersonFields,
  source: CandidateSource,
  resumeFileId: string | null,
): Promise<{ id: string; created: boolean; changed: boolean }> => {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const matches = await lockByIdentity(tx, workspaceId, incoming);
    // After the lock: an erasure of this person holding it has committed its suppression by now.
    if (round === 0) await assertNotSuppressed(tx, workspaceId, incoming);
    const byEmail = incoming.email
      ? matches.find((row) => row.email === incoming.email)
      : undefined;
    const byLinkedin = incoming.linkedinKey
      ? matches.find((row) => row.linkedinKey === incoming.linkedinKey)
      : undefined;
    // Decision 006: the e-mail match wins; a LinkedIn key held by someone else stays there.
    const existing = byEmail ?? byLinkedin;
    if (existing) {
      const keepLinkedin = byLinkedin !== undefined && byLinkedin.id !== existing.id;
      const { merged, changed } = mergePersonFields(toPersonFieldsOfRow(existing), incoming, {
        keepLinkedin,
      });
      const attachResume = resumeFileId !== null && existing.resumeFileId === null;
      if (changed || attachResume)
        await updateCandidate(tx, workspaceId, existing.id, {
          ...merged,
          ...(attachResume ? { resumeFileId } : {}),
        });
      return { id: existing.id, created: false, changed: changed || attachResume };
    }
    const inserted = await insertCandidateIfNew(tx, workspaceId, incoming, source, resumeFileId);
    if (inserted) return { id: inserted.id, created: true, changed: true };
  }
  throw new Error('a candidate kept colliding with concurrent inserts');
};

/**
 * One person into one project, inside the caller's transaction: merged into the workspace's
 * existing person with the same e-mail or LinkedIn profile (else created), then linked to the
 * project at the agent's entry stage (the link's added_at / added_by are the entry; stage history
 * holds the moves after it).
 */
export const upsertCandidate = async (
  tx: Executor,
  workspaceId: string,
  projectId: string,
  profile: UpsertProfile,
  source: CandidateSource,
  userId: string | null,
): Promise<UpsertResult> => {
  const project = await findProjectById(tx, workspaceId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const person = await findOrCreatePerson(
    tx,
    workspaceId,
    toPersonFields(profile),
    source,
    profile.resume_file_id ?? null,
  );
  const stage = ENTRY_STAGE_BY_AGENT[project.agent as ProjectAgent];
  const linked = await linkToProject(tx, {
    workspaceId,
    projectId,
    candidateId: person.id,
    stage,
    subStage: entrySubStage(stage),
    source,
    userId,
  });
  const outcome: UpsertOutcome = person.created
    ? 'created'
    : linked
      ? 'merged'
      : 'already_in_project';
  return { candidateId: person.id, outcome, changed: person.changed };
};
