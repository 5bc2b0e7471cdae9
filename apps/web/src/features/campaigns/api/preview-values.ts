import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { previewValuesResponse } from '@hirelane/domain/campaigns/step-preview.schema';
import { apiGet } from '../../../lib/api-client';
import { campaignKeys } from './campaign';

export const previewValuesKeys = {
  values: (workspaceId: string, campaignId: string, candidateId: string | null) =>
    [...campaignKeys.campaign(workspaceId, campaignId), 'preview-values', candidateId] as const,
};

/** Candidate values used when the project has no candidate yet (SPEC 9: 1 phone, 3 skills). */
export const SAMPLE_CANDIDATE_VALUES: Record<string, string> = {
  first_name: 'Jordan',
  last_name: 'Rivera',
  full_name: 'Jordan Rivera',
  current_company: 'Northwind Labs',
  designation: 'Backend Engineer',
  email: 'jordan.rivera@example.com',
  linkedin_url: 'https://www.linkedin.com/in/jordan-rivera',
  phone_number: '+1 415 555 0134',
  current_city: 'Austin',
  country: 'United States',
  normalized_title: 'Software Engineer',
  skills: 'Go, PostgreSQL and Kubernetes',
};

/**
 * GET /api/campaign/{campaignID}/preview-values?candidate_id=: the values of one candidate of the
 * project (the first when none is chosen) and the candidates to choose from.
 */
export const usePreviewValuesQuery = (
  workspaceId: string,
  campaignId: string,
  candidateId: string | null,
) =>
  useQuery({
    queryKey: previewValuesKeys.values(workspaceId, campaignId, candidateId),
    queryFn: async ({ signal }) => {
      const query = candidateId ? `?candidate_id=${encodeURIComponent(candidateId)}` : '';
      const path = `/api/campaign/${encodeURIComponent(campaignId)}/preview-values${query}`;
      return (await apiGet(path, previewValuesResponse, { signal, silent: true })).data;
    },
    enabled: workspaceId.length > 0 && campaignId.length > 0,
    placeholderData: keepPreviousData,
  });
