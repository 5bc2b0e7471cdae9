import { expect, type Page } from '@playwright/test';

/** The signed-in page's current workspace id, read from /sessioninfo with the page's cookie. */
export const currentWorkspaceId = async (page: Page): Promise<string> => {
  const response = await page.request.get('/sessioninfo');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { profile_info: { current_workspace: { _id: string } | null } };
  };
  const workspace = body.data.profile_info.current_workspace;
  if (!workspace) throw new Error('The signed-in user has no current workspace.');
  return workspace._id;
};

export type CreatedProject = { _id: string; linked_campaign: string; linked_job: string };

/** Creates a project through the API as the page's user (ria unless told otherwise). */
export const createProjectViaApi = async (
  page: Page,
  body: { name: string; agent?: 'ria' | 'charlie'; job?: Record<string, unknown> } = {
    name: 'E2E project',
  },
): Promise<CreatedProject> => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request.post(`/api/project/create?workspace=${workspace}`, {
    data: { agent: 'ria', job: { title: 'Software engineer' }, ...body },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: CreatedProject }).data;
};
