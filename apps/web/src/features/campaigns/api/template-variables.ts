import { useQuery } from '@tanstack/react-query';
import { templateVariablesResponse } from '@hirelane/domain/campaigns/template-variables';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { humanizeVariableName, type EditorVariable } from '../lib/message-editor-variables';

export type TemplateVariables = z.infer<typeof templateVariablesResponse>['data'];

export const templateVariableKeys = {
  list: (workspaceId: string) => ['campaign-template-variables', workspaceId] as const,
};

/** GET /api/campaign/template-variables: sender and job definitions plus the candidate fields. */
export const useTemplateVariablesQuery = (workspaceId: string) =>
  useQuery({
    queryKey: templateVariableKeys.list(workspaceId),
    queryFn: async ({ signal }) =>
      (
        await apiGet('/api/campaign/template-variables', templateVariablesResponse, {
          signal,
          silent: true,
        })
      ).data,
    enabled: workspaceId.length > 0,
    staleTime: 5 * 60_000,
  });

/** The MessageEditor's `variables`: candidate fields first, then the sender and job ones. */
export const editorVariablesFrom = (data: TemplateVariables | undefined): EditorVariable[] =>
  data
    ? [
        ...data.candidate_fields,
        ...data.definitions.map((definition) => ({
          name: definition.name,
          label: humanizeVariableName(definition.name),
        })),
      ]
    : [];

/** The definitions' dummy values, by name (previews without a candidate). */
export const dummyValuesFrom = (data: TemplateVariables | undefined): Record<string, string> =>
  Object.fromEntries((data?.definitions ?? []).map((item) => [item.name, item.dummy_value]));
