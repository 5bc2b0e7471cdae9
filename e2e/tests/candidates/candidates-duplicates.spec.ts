import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { addCandidateViaApi } from '../../support/campaigns';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * Duplicate review (decision 043): two people with the same name and company, in two projects,
 * are offered as possible duplicates, compared side by side and merged into one person who is
 * in both projects, with the e-mail picked from the other profile.
 */

test.use({ actionTimeout: 15_000 });

test('two duplicates are compared side by side and merged into one person', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('duplicates'), { firstName: 'Dana', lastName: 'Dedupe' });
  const backend = await createProjectViaApi(page, {
    name: 'Backend dupes',
    job: { title: 'Backend engineer' },
  });
  const platform = await createProjectViaApi(page, {
    name: 'Platform dupes',
    job: { title: 'Platform engineer' },
  });
  const workEmail = uniqueEmail('ada.work').replace('@e2e.', '@candidates.e2e.');
  await addCandidateViaApi(page, backend, {
    first_name: 'Ada',
    last_name: 'Twin',
    email: uniqueEmail('ada.home').replace('@e2e.', '@candidates.e2e.'),
    current_company: 'Acme Inc',
  });
  await addCandidateViaApi(page, platform, {
    first_name: 'ada',
    last_name: 'twin',
    email: workEmail,
    current_company: 'ACME, Inc.',
  });

  await page.goto('/app/candidates');
  await hideChecklist(page);
  await expect(page.getByTestId('directory-count')).toHaveText('2 people');
  await page.getByRole('link', { name: 'Possible duplicates' }).click();
  await expect(page).toHaveURL(/view=duplicates/);
  const item = page.getByRole('listitem').filter({ hasText: 'Same name and company' });
  await expect(item).toContainText('Ada Twin and ada twin');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(item).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await item.getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare possible duplicates' });
  await expect(dialog.getByRole('columnheader', { name: 'Ada Twin (kept)' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: `Keep E-mail: ${workEmail}` }).check();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No possible duplicates')).toBeVisible();

  await page.getByRole('link', { name: 'All people' }).click();
  await expect(page.getByTestId('directory-count')).toHaveText('1 person');
  const row = page.getByRole('table', { name: 'People' }).getByRole('row', { name: /Ada Twin/ });
  await expect(row).toContainText('Backend dupes: Shortlisted');
  await expect(row).toContainText('Platform dupes: Shortlisted');
  // The e-mail picked from the other profile is the person's now.
  const workspace = await currentWorkspaceId(page);
  const directory = await page.request.get(`/api/candidates?workspace=${workspace}`);
  const people = ((await directory.json()) as { data: { items: { email: string | null }[] } }).data
    .items;
  expect(people.map((person) => person.email)).toEqual([workEmail]);
});
