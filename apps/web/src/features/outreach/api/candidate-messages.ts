import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { candidateMessagesResponse } from '@hirelane/domain/outreach/candidate-messages.schema';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { candidateKeys } from '../../pipeline/api/candidate-query-keys';

/** Replies and bounces arrive while the recruiter looks at the candidate. */
export const CANDIDATE_MESSAGES_REFETCH_MS = 10_000;

/**
 * GET /api/candidate/{candidateID}/messages: do-not-contact, campaign enrolments and the e-mail
 * thread, re-read every 10 s while the page is open (and the tab visible).
 */
export const useCandidateMessagesQuery = (candidateId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: candidateKeys.messages(workspaceId, candidateId),
    queryFn: ({ signal }) =>
      loggedLoad('the candidate’s e-mails', async () => {
        const answer = await apiGet(
          `/api/candidate/${encodeURIComponent(candidateId)}/messages`,
          candidateMessagesResponse,
          { signal, silent: true },
        );
        return answer.data;
      }),
    enabled: candidateId.length > 0 && workspaceId.length > 0,
    staleTime: 0,
    refetchInterval: CANDIDATE_MESSAGES_REFETCH_MS,
    retry: false,
  });

  // A reply or a finished sequence also moves the candidate in the pipeline (engaging,
  // completed): when the campaigns' state changes, the candidate's details are read again.
  const outreachState = query.data
    ? `${query.data.enrollments.map((enrollment) => enrollment.status).join(',')}|${query.data.messages.length}`
    : null;
  const previousState = useRef<string | null>(null);
  useEffect(() => {
    if (outreachState === null) return;
    if (previousState.current !== null && previousState.current !== outreachState) {
      void queryClient.invalidateQueries({
        queryKey: candidateKeys.all(workspaceId),
        predicate: (cached) => !cached.queryKey.includes('messages'),
      });
    }
    previousState.current = outreachState;
  }, [outreachState, queryClient, workspaceId]);

  return query;
};
