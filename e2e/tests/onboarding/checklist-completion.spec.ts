import { expect, test, type Page } from '@playwright/test';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { seedSenderAccounts } from '../../support/senders';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const ok = async (response: Awaited<ReturnType<Page['request']['post']>>) =>
  expect(response.ok(), await response.text()).toBe(true);

/** Six of the seven items done through the API: everything but inviting a teammate. */
const completeAllButInvite = async (page: Page, email: string, workspace: string) => {
  const sender = `sender-${Date.now()}@checklist.e2e.test`;
  seedSenderAccounts(email, workspace, sender);
  const project = await createProjectViaApi(page, { name: 'Checklist project' });
  const q = `workspace=${workspace}`;
  await ok(
    await page.request.post(`/api/project/${project._id}/candidate/add?${q}`, {
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@checklist.e2e.test',
        source: 'csv',
      },
    }),
  );
  await ok(
    await page.request.post(`/api/campaign/${project.linked_campaign}/step/add?${q}`, {
      data: {
        type: 'auto_email',
        config: { subject: 'A role for you', body: 'Hi {{first_name}}, are you open to a chat?' },
      },
    }),
  );
  await ok(
    await page.request.put(`/api/campaign/${project.linked_campaign}/settings?${q}`, {
      data: { from_email: sender },
    }),
  );
  await ok(
    await page.request.put(`/api/campaign/activate/${project.linked_campaign}?${q}`, {
      data: { run: true },
    }),
  );
  await ok(await page.request.post('/api/user/extension', { data: { installed: true } }));
};

test('the checklist completes from real data and is dismissed 6 s after the last item', async ({
  page,
}) => {
  const email = uniqueEmail('checklist-all');
  await signUp(page, email);
  const workspace = await currentWorkspaceId(page);
  await completeAllButInvite(page, email, workspace);

  // SPEC 4.7 page load: shown while incomplete, with the six items struck through.
  await page.reload();
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toBeVisible();
  for (const label of [
    'Connect your mailbox',
    'Create your first project',
    'Add candidates to a project',
    'Add steps to a campaign',
    'Launch a campaign',
    'Install the browser extension',
  ])
    await expect(checklist.locator('s', { hasText: label })).toBeVisible();
  await expect(checklist.getByRole('link', { name: /Invite a teammate/ })).toBeVisible();

  await ok(
    await page.request.post(`/api/workspace/members/invite?workspace=${workspace}`, {
      data: { emails: [uniqueEmail('last-item')], role: 'member' },
    }),
  );
  // A later refresh that completes onboarding: shown with everything done, then dismissed after 6 s.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(checklist.locator('s', { hasText: 'Invite a teammate' })).toBeVisible();
  const doneAt = Date.now();
  await expect(checklist).toBeHidden({ timeout: 15_000 });
  expect(Date.now() - doneAt).toBeGreaterThan(4_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
