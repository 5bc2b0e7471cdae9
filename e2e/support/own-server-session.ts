import { expect, type Page } from '@playwright/test';

/*
 * Helpers for specs that start a server of their own (a provider configured only for them): its
 * sign-in link is read from that server's dev outbox, and its API is called as the signed-in page.
 */

/** Asks that server for a sign-in link on /login and answers the link from its dev outbox. */
export const ownServerSignInLink = async (
  page: Page,
  serverUrl: string,
  email: string,
): Promise<string> => {
  await page.goto(`${serverUrl}/login`);
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${serverUrl}/dev/outbox.json`)).json()) as {
        data: { to: string; text: string }[];
      };
      const mail = outbox.data.find((entry) => entry.to === email);
      link = mail?.text.match(/https?:\/\/\S+\/login\/verify\?\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
};

/** A JSON call to that server as the signed-in page, in its current workspace; answers `data`. */
export const ownServerApi = async (
  page: Page,
  serverUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  route: string,
  data?: unknown,
): Promise<Record<string, unknown>> => {
  const session = await page.request.get(`${serverUrl}/sessioninfo`);
  const workspace = (
    (await session.json()) as {
      data: { profile_info: { current_workspace: { _id: string } } };
    }
  ).data.profile_info.current_workspace._id;
  const url = `${serverUrl}${route}${route.includes('?') ? '&' : '?'}workspace=${workspace}`;
  const response = await page.request.fetch(url, { method, ...(data ? { data } : {}) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
};
