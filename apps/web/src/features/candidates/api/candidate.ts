import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addNoteResponse,
  candidateResponse,
  type Candidate,
} from '@hirelane/domain/candidates/candidate.schema';
import {
  setDoNotContactResponse,
  type SetDoNotContactRequest,
} from '@hirelane/domain/candidates/do-not-contact.schema';
import { revealContactResponse } from '@hirelane/domain/candidates/contact-reveal.schema';
import { eraseCandidateResponse } from '@hirelane/domain/candidates/erasure.schema';
import {
  setCustomValuesResponse,
  type CustomFieldValue,
} from '@hirelane/domain/pipeline/custom-field.schema';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { pipelineKeys } from '../../pipeline/api/query-keys';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { candidateKeys } from '../../pipeline/api/candidate-query-keys';

const candidatePath = (candidateId: string) =>
  `/api/candidate/get/${encodeURIComponent(candidateId)}`;

/**
 * GET /api/candidate/get/{candidateID}?project_id=: the candidate as seen from this project. A
 * failure is logged only (SPEC 8); the page shows its own not-found state.
 */
export const useCandidateQuery = (candidateId: string, projectId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: candidateKeys.detail(workspaceId, candidateId, projectId),
    queryFn: ({ signal }) =>
      loggedLoad('the candidate', async () => {
        const query = new URLSearchParams({ project_id: projectId });
        return (
          await apiGet(`${candidatePath(candidateId)}?${query.toString()}`, candidateResponse, {
            signal,
            silent: true,
          })
        ).data;
      }),
    enabled: candidateId.length > 0 && workspaceId.length > 0,
    retry: false,
  });
};

const useUpdateCandidate = (candidateId: string, projectId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return (update: (candidate: Candidate) => Candidate) =>
    queryClient.setQueryData<Candidate>(
      candidateKeys.detail(workspaceId, candidateId, projectId),
      (previous) => (previous ? update(previous) : previous),
    );
};

/** POST /api/candidate/{candidateID}/notes/add {body, project_id}; the new note goes on top. */
export const useAddNote = (candidateId: string, projectId: string) => {
  const update = useUpdateCandidate(candidateId, projectId);
  return useMutation({
    mutationFn: async (body: string) =>
      (
        await apiPost(
          `/api/candidate/${encodeURIComponent(candidateId)}/notes/add`,
          addNoteResponse,
          { body, project_id: projectId },
          { silent: true },
        )
      ).data,
    onSuccess: (note) =>
      update((candidate) => ({ ...candidate, notes: [note, ...candidate.notes] })),
  });
};

/**
 * PUT /api/project/{id}/candidate/{candidateID}/custom-values {values}. Silent: a 422 is shown
 * next to the field instead of the generic toast.
 */
export const useSetCustomValues = (candidateId: string, projectId: string) => {
  const update = useUpdateCandidate(candidateId, projectId);
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, CustomFieldValue>) =>
      (
        await apiPut(
          `/api/project/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}/custom-values`,
          setCustomValuesResponse,
          { values },
          { silent: true },
        )
      ).data,
    onSuccess: async ({ custom_values }) => {
      update((candidate) => ({ ...candidate, custom_values }));
      // Pipeline filters on custom fields may now match differently.
      await queryClient.invalidateQueries({
        queryKey: pipelineKeys.candidates(workspaceId, projectId),
      });
    },
  });
};

/**
 * PUT /api/candidate/{candidateID}/do-not-contact: mark (with a reason) or lift. Silent: the
 * dialog shows a refusal itself. Every view of the person (other projects, Outreach) reloads.
 */
export const useSetDoNotContact = (candidateId: string, projectId: string) => {
  const update = useUpdateCandidate(candidateId, projectId);
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetDoNotContactRequest) =>
      await apiPut(
        `/api/candidate/${encodeURIComponent(candidateId)}/do-not-contact`,
        setDoNotContactResponse,
        body,
        { silent: true },
      ),
    onSuccess: async ({ data }) => {
      update((candidate) => ({ ...candidate, do_not_contact: data.do_not_contact }));
      const current = candidateKeys.detail(workspaceId, candidateId, projectId);
      await queryClient.invalidateQueries({
        queryKey: [...candidateKeys.all(workspaceId), candidateId],
        predicate: (query) => query.queryKey[3] !== current[3],
      });
    },
  });
};

/**
 * POST /api/candidate/{candidateID}/reveal-contact {project_id}: the paid lookup. Silent: the
 * panel shows a refusal itself. What it wrote goes into the person at once.
 */
export const useRevealContact = (candidateId: string, projectId: string) => {
  const update = useUpdateCandidate(candidateId, projectId);
  return useMutation({
    mutationFn: async () =>
      await apiPost(
        `/api/candidate/${encodeURIComponent(candidateId)}/reveal-contact`,
        revealContactResponse,
        { project_id: projectId },
        { silent: true },
      ),
    onSuccess: ({ data }) =>
      update((candidate) => ({
        ...candidate,
        profile: { ...candidate.profile, email: data.email, phone_numbers: data.phone_numbers },
        contact_reveal: { ...candidate.contact_reveal, revealed_at: data.revealed_at },
      })),
  });
};

/**
 * POST /api/candidate/{candidateID}/erase: the person and everything of theirs, for good.
 * Silent: the dialog shows a refusal itself. Every list that could show them reloads.
 */
export const useEraseCandidate = (candidateId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      await apiPost(
        `/api/candidate/${encodeURIComponent(candidateId)}/erase`,
        eraseCandidateResponse,
        {},
        { silent: true },
      ),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [...candidateKeys.all(workspaceId), candidateId] });
      // Every pipeline list and count of the workspace may have held them.
      await queryClient.invalidateQueries({ queryKey: ['pipeline', workspaceId] });
    },
  });
};
