import type { CandidateCallsResponse } from '@hirelane/domain/calls/candidate-calls.schema';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from '../candidates/candidate-access';
import { listCallsOf } from './call-store';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The person's AI calls for the candidate page (access: the candidate rule, decision 014). */
export const listCandidateCalls = async (
  db: Executor,
  tenant: TenantContext,
  candidateId: string,
  projectId: string | undefined,
): Promise<CandidateCallsResponse['data']> => {
  const { candidate } = await loadCandidateAccess(db, tenant, candidateId, projectId);
  const rows = await listCallsOf(db, tenant.workspaceId, candidate.id);
  return {
    calls: rows.map((row) => ({
      _id: row.id,
      to_number: row.toNumber,
      status: row.status,
      outcome: row.outcome,
      attempt: row.attempt,
      scheduled_at: row.scheduledAt.toISOString(),
      started_at: iso(row.startedAt),
      ended_at: iso(row.endedAt),
      duration_seconds: row.durationSeconds,
      transcript: row.transcript,
      recording_url: row.recordingUrl,
      summary: row.summary,
      interest: row.interest,
      detail: row.detail,
    })),
  };
};
